// Rspress 2 turns on Rspack's persistent cache under node_modules/.cache with a digest that leaves out the
// theme folder. A benchmark baseline built from the same docs with another theme must keep its cache
// elsewhere, or the site's next build reuses the baseline's theme modules (seen: a `rspress build` of the
// site rendered with the default theme after `npm run bench`).
import { join } from 'node:path';

export const CACHE_ROOT = join(import.meta.dirname, '../../node_modules/.cache');

/**
 * `builderConfig.performance` for a baseline config: its cache in `node_modules/.cache/<folder>`.
 * @param {import('@rsbuild/core').RsbuildConfig['performance']} performance
 * @param {string} folder
 */
export function separateBuildCache(performance, folder) {
  if (process.env.RSPRESS_PERSISTENT_CACHE === 'false') return performance;
  return { ...performance, buildCache: { cacheDirectory: join(CACHE_ROOT, folder) } };
}
