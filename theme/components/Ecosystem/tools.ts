/**
 * The Rstack tools shown by the ecosystem showcase (SPEC 2.6): the home page's landing
 * block and the navbar's grid-icon popover both read this one list. Fields follow
 * SPEC 3's tool entry: the plain fields are Chinese, the `*En` fields English.
 */
export interface EcosystemTool {
  name: string;
  /** Chinese description. */
  description: string;
  /** English description (falls back to `description`). */
  descriptionEn?: string;
  /** Logo path under `docs/public` (served by this site unless ECOSYSTEM_ASSET_BASE is set). */
  logo: string;
  /** Site for Chinese readers. */
  url: string;
  /** Site for English readers (falls back to `url`). */
  urlEn?: string;
  /** Visual scale of the logo inside its box (1 when absent). */
  logoScale?: number;
}

/** SPEC 3's popover group: a title in both languages and the tools it links to. */
export interface EcosystemGroup {
  title: string;
  titleEn: string;
  tools: EcosystemTool[];
}

export type EcosystemLang = 'en' | 'zh';

export const ECOSYSTEM_TOOLS: EcosystemTool[] = [
  {
    name: 'Rspack',
    description: '基于 Rust 的高性能打包器，兼容 webpack 生态，是整套工具链的核心',
    descriptionEn: 'A fast Rust-based bundler, compatible with the webpack ecosystem and at the heart of the toolchain',
    logo: '/ecosystem/rspack.svg',
    url: 'https://rspack.rs/zh/',
    urlEn: 'https://rspack.rs/',
  },
  {
    name: 'Rsbuild',
    description: '基于 Rspack 的构建工具，默认配置开箱即用',
    descriptionEn: 'A build tool on top of Rspack, with defaults that work out of the box',
    logo: '/ecosystem/rsbuild.svg',
    url: 'https://rsbuild.rs/zh/',
    urlEn: 'https://rsbuild.rs/',
  },
  {
    name: 'Rspress',
    description: '快速生成文档站点的静态站点生成器',
    descriptionEn: 'A static site generator for fast documentation sites',
    logo: '/ecosystem/rspress.svg',
    url: 'https://rspress.rs/zh/',
    urlEn: 'https://rspress.rs/',
  },
  {
    name: 'Rslib',
    description: '构建与发布 npm 包的库开发工具',
    descriptionEn: 'A library tool for building and publishing npm packages',
    logo: '/ecosystem/rslib.svg',
    url: 'https://rslib.rs/zh/',
    urlEn: 'https://rslib.rs/',
  },
  {
    name: 'Rsdoctor',
    description: '构建分析工具，看清构建耗时与产物体积的去向',
    descriptionEn: 'A build analyzer that shows where build time and bundle size go',
    logo: '/ecosystem/rsdoctor.svg',
    url: 'https://rsdoctor.rs/zh/',
    urlEn: 'https://rsdoctor.rs/',
  },
  {
    name: 'Rstest',
    description: '直接复用 Rspack 构建配置的测试框架',
    descriptionEn: 'A testing framework that reuses your Rspack build setup',
    logo: '/ecosystem/rstest.svg',
    url: 'https://rstest.rs/zh/',
    urlEn: 'https://rstest.rs/',
  },
  {
    name: 'Rslint',
    description: '面向 JavaScript 与 TypeScript 的高速代码检查工具',
    descriptionEn: 'A fast linter for JavaScript and TypeScript code',
    logo: '/ecosystem/rslint.svg',
    url: 'https://rslint.rs/',
    logoScale: 0.92,
  },
];

/** The navbar popover's group. */
export const ECOSYSTEM_GROUP: EcosystemGroup = {
  title: 'Rstack 工具链',
  titleEn: 'Rstack toolchain',
  tools: ECOSYSTEM_TOOLS,
};

/** Copy of the landing block and the popover's footer link, per language. */
export const ECOSYSTEM_TEXT = {
  en: {
    title: 'One toolchain, built around Rspack',
    tagline:
      'Rstest belongs to Rstack, a unified set of JavaScript tools centred on the Rspack bundler. They share one fast core and a familiar way of configuring things, so building, testing, documenting and linting all feel alike.',
    explore: 'Explore the ecosystem',
    exploreUrl: 'https://rspack.rs/',
    menuLabel: 'Rstack ecosystem',
  },
  zh: {
    title: '以 Rspack 为核心的统一工具链',
    tagline:
      'Rstest 是 Rstack 的一员。Rstack 是一套以 Rspack 打包器为核心、彼此协同的 JavaScript 工具，共享同一个高性能内核和相近的配置方式，无论构建、测试、写文档还是做代码检查，上手体验都一脉相承。',
    explore: '探索生态',
    exploreUrl: 'https://rspack.rs/zh/',
    menuLabel: 'Rstack 生态',
  },
} as const satisfies Record<EcosystemLang, Record<string, string>>;

/** Set by rspress.config.ts (`source.define`) from the ECOSYSTEM_ASSET_BASE environment variable at build time. */
declare const __ECOSYSTEM_ASSET_BASE__: string | undefined;

/**
 * Base address of the logo files for deployments that serve assets from a CDN. Empty by default
 * (and in builds that do not define it, such as the test fixture site): logos load from this site.
 */
export const ECOSYSTEM_ASSET_BASE = (
  typeof __ECOSYSTEM_ASSET_BASE__ === 'string' ? __ECOSYSTEM_ASSET_BASE__ : ''
).replace(/\/+$/, '');

export const toolDescription = (tool: EcosystemTool, lang: EcosystemLang) =>
  lang === 'en' ? (tool.descriptionEn ?? tool.description) : tool.description;

export const toolUrl = (tool: EcosystemTool, lang: EcosystemLang) =>
  lang === 'en' ? (tool.urlEn ?? tool.url) : tool.url;

/** The host shown on a card, e.g. `rspack.rs`. */
export const siteLabel = (url: string) => new URL(url).host;

/** Where a logo loads from: the asset host when configured, else `fallback(path)` (this site, base-aware). */
export const logoSrc = (tool: EcosystemTool, fallback: (path: string) => string = (path) => path) =>
  ECOSYSTEM_ASSET_BASE ? `${ECOSYSTEM_ASSET_BASE}${tool.logo}` : fallback(tool.logo);

/** The language the showcase speaks: Chinese on `/zh` paths, English elsewhere. */
export const ecosystemLang = (lang: string): EcosystemLang => (lang === 'zh' ? 'zh' : 'en');

/** How the navbar popover opens by default: on hover (with a click or Enter/Space always toggling it too). */
export const ECOSYSTEM_MENU_TRIGGER: 'hover' | 'click' = 'hover';

/** SPEC 9: the popover opens 100 ms after the pointer enters and closes 150 ms after it leaves. */
export const MENU_OPEN_DELAY_MS = 100;
export const MENU_CLOSE_DELAY_MS = 150;
