// The baseline of `npm run bench`: the same docs built with Rspress's default theme (no theme/ overrides),
// its built-in local search and its own defaults, into a gitignored folder of its own. Only the site's
// content settings are kept: none of the site's own plugins (`rstest-docs:*`: search, Preact, page data,
// code tokens, image zoom, SEO) and Rspress's own image zoom. The docs import only Tab, Tabs and
// PackageManagerTabs from '@theme', which the default theme has, so no page needs changing.
import path from 'node:path';
import { defineConfig } from '@rspress/core';
import site from '../../rspress.config';
import { separateBuildCache } from '../lib/separate-build-cache.mjs';

const REPO_ROOT = path.join(__dirname, '../..');
const { mediumZoom: _siteZoom, ...content } = site;

export default defineConfig({
  ...content,
  // Must match SITES.baseline.outDir in tools/bench/builds.mjs.
  outDir: path.join(REPO_ROOT, 'node_modules/.cache/bench-default'),
  // A folder that does not exist: Rspress then resolves '@theme' to its default theme alone
  // (leaving themeDir unset would pick up ./theme, the site's overrides).
  themeDir: path.join(__dirname, 'no-custom-theme'),
  // Rspress's default search: a local FlexSearch index per language.
  search: { mode: 'local' },
  plugins: (site.plugins ?? []).filter((plugin) => !plugin.name.startsWith('rstest-docs:')),
  builderConfig: {
    ...site.builderConfig,
    performance: separateBuildCache(site.builderConfig?.performance, 'bench-default-cache'),
  },
});
