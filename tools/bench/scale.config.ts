// The scale run of `npm run bench` (tools/bench/scale.mjs): the site, unchanged but for its docs, which are the
// site's own plus generated copies (tools/bench/scale-docs.mjs), built into a gitignored folder of its own.
import path from 'node:path';
import { defineConfig } from '@rspress/core';
import site from '../../rspress.config';
import { separateBuildCache } from '../lib/separate-build-cache.mjs';

const CACHE_ROOT = path.join(__dirname, '../../node_modules/.cache');

export default defineConfig({
  ...site,
  // Must match SCALE_DOCS_DIR and SITES.scale.outDir in tools/bench/builds.mjs.
  root: path.join(CACHE_ROOT, 'bench-scale/docs'),
  outDir: path.join(CACHE_ROOT, 'bench-scale/doc_build'),
  builderConfig: {
    ...site.builderConfig,
    performance: separateBuildCache(site.builderConfig?.performance, 'bench-scale-cache'),
  },
});
