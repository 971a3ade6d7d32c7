// Rspress 2 turns on Rspack's persistent cache under node_modules/.cache with a digest that leaves out the
// theme folder. A benchmark baseline built from the same docs with another theme must keep its cache
// elsewhere, or the site's next build reuses the baseline's theme modules (seen: a `rspress build` of the
// site rendered with the default theme after `npm run bench`).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const CACHE_ROOT = join(import.meta.dirname, '../../node_modules/.cache');

const PLUGINS_DIR = join(import.meta.dirname, '../../plugins');

/**
 * Rspress keys that cache on its own code, the routes and the sidebars, not on the site's plugins: a build after
 * an edit to a plugin reused modules the old plugin had transformed (seen: the page list left in the first load
 * after plugins/page-data's transform was turned off). Every file of plugins/ is a build dependency, so an edit
 * to one starts the cache afresh.
 * @param {import('@rsbuild/core').RsbuildConfig['performance']} performance
 */
export function pluginsInBuildCache(performance) {
  if (process.env.RSPRESS_PERSISTENT_CACHE === 'false') return performance;
  const files = readdirSync(PLUGINS_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(?:m?js|ts|tsx)$/.test(file))
    .map((file) => join(PLUGINS_DIR, file));
  const buildCache = typeof performance?.buildCache === 'object' ? performance.buildCache : {};
  return { ...performance, buildCache: { ...buildCache, buildDependencies: files } };
}

/**
 * `builderConfig.performance` for a baseline config: its cache in `node_modules/.cache/<folder>`.
 * @param {import('@rsbuild/core').RsbuildConfig['performance']} performance
 * @param {string} folder
 */
export function separateBuildCache(performance, folder) {
  if (process.env.RSPRESS_PERSISTENT_CACHE === 'false') return performance;
  return { ...performance, buildCache: { cacheDirectory: join(CACHE_ROOT, folder) } };
}
