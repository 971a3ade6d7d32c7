import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { pluginClientRedirects } from '@rspress/plugin-client-redirects';
import { pluginCompactCodeTokens } from './plugins/code-tokens';
import { pluginCompileHints } from './plugins/compile-hints';
import { pluginContentSecurityPolicy } from './plugins/csp';
import { pluginDevHotData } from './plugins/dev-hot-data';
import { pluginImageZoom } from './plugins/image-zoom';
import { pluginOffscreenContent } from './plugins/offscreen-content';
import { pluginSlimPageData } from './plugins/page-data';
import { pluginPageMarkdown } from './plugins/page-markdown';
import { outDirOf, performanceLayer, performanceLayerOn } from './plugins/performance-layer';
import { kebabCaseRedirects, movedSectionRedirects } from './plugins/redirects/kebab-case';
import { clientRules, officialRedirects, parsePathList } from './plugins/redirects/official-paths';
import { pluginRedirectStubs } from './plugins/redirects/static-stubs';
import { pluginSearch } from './plugins/search';
import { pluginSeo } from './plugins/seo';
import { pluginSiteTables } from './plugins/site-tables';
import { pluginsInBuildCache, separateBuildCache } from './tools/lib/separate-build-cache.mjs';

const DOCS_DIR = path.join(__dirname, 'docs');
// On unless PERFORMANCE_LAYER=off (plugins/performance-layer): Preact, progressive hydration, scripts after paint.
const PERFORMANCE_LAYER_ON = performanceLayerOn();
const PERFORMANCE_LAYER = performanceLayer(PERFORMANCE_LAYER_ON);
const OFFICIAL_REDIRECTS = officialRedirects(
  path.join(DOCS_DIR, 'en'),
  parsePathList(readFileSync(path.join(__dirname, 'plugins/redirects/official-paths.txt'), 'utf8')),
);

/** Where the documentation sources live; 'Edit this page' links point here. */
const DOCS_REPOSITORY = 'https://github.com/rstest-docs/rstest-docs';

export default defineConfig({
  root: DOCS_DIR,
  outDir: path.join(__dirname, outDirOf(PERFORMANCE_LAYER_ON)),
  base: '/',
  lang: 'en',
  title: 'Rstest',
  description:
    'Rstest is a fast testing framework powered by Rspack, with a Jest-compatible API and first-class TypeScript and ESM support.',
  icon: '/rstest-icon.svg',
  logo: { light: '/rstest-logo-light.svg', dark: '/rstest-logo-dark.svg' },
  locales: [
    {
      lang: 'en',
      label: 'English',
      title: 'Rstest',
      description:
        'Rstest is a fast testing framework powered by Rspack, with a Jest-compatible API and first-class TypeScript and ESM support.',
    },
    {
      lang: 'zh',
      label: '简体中文',
      title: 'Rstest',
      description: 'Rstest 是基于 Rspack 的高速测试框架，兼容 Jest 的 API，原生支持 TypeScript 与 ESM。',
    },
  ],
  multiVersion: undefined,
  route: {
    cleanUrls: true,
    localeRedirect: 'auto',
  },
  markdown: {
    showLineNumbers: false,
    defaultWrapCode: false,
    link: { checkDeadLinks: true, checkAnchors: true },
  },
  // SPEC 2.6 image zoom comes from plugins/image-zoom, which loads medium-zoom on first use.
  mediumZoom: false,
  languageParity: { enabled: true },
  plugins: [
    // Budgets (issue 8): Preact in the browser, only the page data the browser reads, compact code tokens.
    ...PERFORMANCE_LAYER.browserRuntime,
    // Code blocks as HTML strings; listed before progressive hydration, whose rehype step must see them.
    pluginCompactCodeTokens(),
    pluginOffscreenContent(),
    ...PERFORMANCE_LAYER.hydration,
    pluginCompileHints(),
    // `npm run dev`: an edited page updates in place instead of reloading the whole site.
    pluginDevHotData(),
    pluginSlimPageData(),
    // The route table and the sidebars leave the first load: each part is loaded when a page first needs it.
    pluginSiteTables(),
    // SPEC 2.6 image zoom (medium-zoom) on images in the document area, attached 100 ms after each page loads.
    pluginImageZoom({ selector: '.rspress-doc img' }),
    // The DocSearch modal over an index built with the site; hosted Algolia when configured.
    pluginSearch(),
    pluginSeo(),
    // `page.md` beside every `page.html` (the Markdown that page tools copy), llms.txt and llms-full.txt.
    pluginPageMarkdown(),
    // Every address of the official Rstest site lands here: a redirect page in the build, and the same rule in the app.
    pluginRedirectStubs(OFFICIAL_REDIRECTS),
    pluginClientRedirects({
      redirects: [
        ...clientRules(OFFICIAL_REDIRECTS),
        ...kebabCaseRedirects(path.join(DOCS_DIR, 'en'), 'config/test'),
        ...kebabCaseRedirects(path.join(DOCS_DIR, 'en'), 'api/rstest'),
        ...movedSectionRedirects(path.join(DOCS_DIR, 'en'), 'api/test-api', 'api/runtime-api/test-api'),
        ...movedSectionRedirects(path.join(DOCS_DIR, 'en'), 'api/rstest', 'api/runtime-api/rstest'),
      ],
    }),
    // Last: the Content-Security-Policy hashes the inline scripts of the finished pages.
    pluginContentSecurityPolicy(),
  ],
  builderConfig: {
    // Rsbuild's table of every emitted file with its gzip size took over a second of each build;
    // `npm run check:budgets` reports the figures that matter.
    // The React build keeps its own build cache: Rspress's cache digest would not tell the two builds apart.
    performance: pluginsInBuildCache(
      PERFORMANCE_LAYER_ON
        ? { printFileSize: false }
        : separateBuildCache({ printFileSize: false }, 'rspress-react-build'),
    ),
    tools: {
      // Page chunks are named by their id and the build's hash, not each by its own content hash. The webpack
      // runtime in every page's first load then holds no table of every chunk's name and hash: 4.9 KB gzip of
      // the entry chunk at 210 pages, about 20 bytes more with every page. The price: each build renames every
      // page chunk, so a returning reader downloads them again after a deploy.
      rspack: (config) => {
        if (config.target === 'web' || (Array.isArray(config.target) && config.target.includes('web')))
          config.output = { ...config.output, chunkFilename: 'static/js/async/[id].[fullhash:10].js' };
      },
    },
    source: {
      define: {
        // Asset host for the ecosystem logos on deployments that use a CDN; empty = this site (theme/components/Ecosystem).
        __ECOSYSTEM_ASSET_BASE__: JSON.stringify(process.env.ECOSYSTEM_ASSET_BASE ?? ''),
        ...PERFORMANCE_LAYER.define,
      },
    },
  },
  themeConfig: {
    socialLinks: [
      { icon: 'github', mode: 'link', content: 'https://github.com/web-infra-dev/rstest' },
      { icon: 'x', mode: 'link', content: 'https://x.com/rspack_dev' },
      { icon: 'discord', mode: 'link', content: 'https://discord.gg/XsaKEEk4mW' },
    ],
    editLink: { docRepoBaseUrl: `${DOCS_REPOSITORY}/tree/main/docs` },
    lastUpdated: true,
    enableScrollToTop: true,
    enableAppearanceAnimation: true,
    fallbackHeadingTitle: true,
    // Page tools under each doc page's title (SPEC 2.5): 'Copy Markdown' and 'Open in' ChatGPT or Claude.
    // theme/components/PageTools renders both slots (visible error state, exact chat query).
    // The hint for AI agents is rendered by the theme inside each page's <main> (theme/layout/DocLayout.tsx),
    // not by Rspress before every landmark, where assistive technology finds it outside any region.
    llmsUI: { placement: 'title', viewOptions: ['chatgpt', 'claude'], injectLlmsHint: false },
    locales: [
      { lang: 'en', label: 'English' },
      { lang: 'zh', label: '简体中文' },
    ],
  },
  i18nSource: {
    outlineTitle: { en: 'ON THIS PAGE', zh: '本页目录' },
    prevPageText: { en: 'Previous Page', zh: '上一页' },
    nextPageText: { en: 'Next Page', zh: '下一页' },
    editLinkText: { en: 'Edit this page', zh: '在 GitHub 上编辑此页' },
    lastUpdatedText: { en: 'Last Updated', zh: '最后更新于' },
    notFoundText: { en: 'PAGE NOT FOUND', zh: '页面未找到' },
    takeMeHomeText: { en: 'Take me home', zh: '返回首页' },
    'overview.filterNameText': { en: 'Filter', zh: '筛选' },
    'overview.filterPlaceholderText': { en: 'Enter keyword', zh: '输入关键词' },
    'overview.filterNoResultText': { en: 'No matching API found', zh: '未找到匹配的 API' },
  },
});
