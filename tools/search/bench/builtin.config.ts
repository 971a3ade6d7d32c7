// The site with Rspress's built-in local search instead of ours: the benchmark's baseline
// (`npm run bench:search` builds it when needed). Same docs, same config otherwise.
import path from 'node:path';
import { defineConfig } from '@rspress/core';
import site from '../../../rspress.config';
import { separateBuildCache } from '../../lib/separate-build-cache.mjs';

const REPO_ROOT = path.join(__dirname, '../../..');

export default defineConfig({
  ...site,
  // Must match BUILTIN_OUT_DIR in builtin-build.mjs; gitignored.
  outDir: path.join(REPO_ROOT, 'node_modules/.cache/bench-builtin'),
  themeDir: path.join(__dirname, 'builtin-theme'),
  // Rspress's defaults, spelled out: FlexSearch over per-language `static/search_index.*.json`.
  search: { mode: 'local', codeBlocks: true, versioned: true },
  plugins: (site.plugins ?? []).filter((plugin) => plugin.name !== 'rstest-docs:search'),
  builderConfig: {
    ...site.builderConfig,
    performance: separateBuildCache(site.builderConfig?.performance, 'bench-builtin-cache'),
    source: {
      ...site.builderConfig?.source,
      // Our theme's modules may still be bundled (unused); they read this at load time.
      define: { ...site.builderConfig?.source?.define, __SEARCH_CONFIG__: JSON.stringify({ mode: 'embedded' }) },
    },
  },
});
