// Rspress plugin: the Markdown beside every page (`page.md` next to `page.html`, SPEC 7's 'Copy
// Markdown'), llms.txt and llms-full.txt per language, written from the sources instead of by
// Rspress's `llms` option, which renders every page a third time in an extra Rspack environment
// (a quarter of the build). `rspress dev` serves the same files, made from the current sources.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin, UserConfig } from '@rspress/core';
import { homeMarkdown, overviewGroups, overviewMarkdown } from './generated-pages.mjs';
import { llmsFullTxt, llmsTxt, sections, sidebarLinks } from './llms-txt.mjs';
import { markdownLink, sourceToMarkdown } from './source-to-markdown.mjs';

interface PageInfo {
  routePath: string;
  lang: string;
  title: string;
  description?: string;
  toc: { id: string; text: string; depth: number }[];
  frontmatter: Record<string, unknown>;
  _filepath: string;
}

interface SidebarItem {
  text?: string;
  link?: string;
  items?: SidebarItem[];
  overviewHeaders?: number[];
}
type NavItem = { text: string; link: string; activeMatch?: string };
interface LocaleTheme {
  lang: string;
  /** One list, or one per version (`default` without versions). */
  nav?: NavItem[] | Record<string, NavItem[]>;
  sidebar?: Record<string, SidebarItem[]>;
}

/** A sidebar link as Rspress reads it from _meta.json (`/api/index.html`) as a route (`/api/`). */
const routeOfLink = (link: string) => link.replace(/\.html$/, '').replace(/\/index$/, '/');
const withRoutes = (items: SidebarItem[]): SidebarItem[] =>
  items.map((item) => ({
    ...item,
    ...(item.link && { link: routeOfLink(item.link) }),
    ...(item.items && { items: withRoutes(item.items) }),
  }));
const navOf = (locale?: LocaleTheme): NavItem[] =>
  Array.isArray(locale?.nav) ? locale.nav : (locale?.nav?.default ?? []);

/** `/` → `index.md`, `/guide/start/` → `guide/start/index.md`, `/config/test/retry` → `config/test/retry.md`. */
export const markdownFileOf = (routePath: string) =>
  routePath.endsWith('/') ? `${routePath.slice(1)}index.md` : `${routePath.slice(1)}.md`;

/** The files this plugin writes, each made on demand from the pages and the config Rspress has read. */
class SiteMarkdown {
  private readonly routes: Set<string>;
  private readonly base: string;
  private readonly defaultLang: string;

  constructor(
    private readonly pages: PageInfo[],
    private readonly config: UserConfig,
  ) {
    this.routes = new Set(pages.map((page) => page.routePath));
    this.base = (config.base ?? '/').replace(/\/$/, '');
    this.defaultLang = config.lang ?? 'en';
  }

  private get locales(): LocaleTheme[] {
    return (this.config.themeConfig?.locales ?? []) as LocaleTheme[];
  }

  readonly link = (routePath: string) => this.base + markdownLink(routePath, (path: string) => this.routes.has(path));

  private pageAt = (routePath: string) => this.pages.find((page) => page.routePath === routePath);

  private sidebarOf(routePath: string, lang: string): SidebarItem[] {
    const sidebar = this.locales.find((locale) => locale.lang === lang)?.sidebar ?? {};
    const key = Object.keys(sidebar)
      .filter((prefix) => routePath.startsWith(prefix))
      .sort((a, b) => b.length - a.length)[0];
    return key ? withRoutes(sidebar[key]) : [];
  }

  // Each page's Markdown is written to its own file and again into llms-full.txt.
  private readonly markdownByRoute = new Map<string, string>();

  markdownOf(routePath: string): string {
    let markdown = this.markdownByRoute.get(routePath);
    if (markdown === undefined) {
      markdown = this.convert(routePath);
      this.markdownByRoute.set(routePath, markdown);
    }
    return markdown;
  }

  private convert(routePath: string): string {
    const page = this.pageAt(routePath);
    if (!page) throw new Error(`page-markdown: no page at ${routePath}`);
    const { frontmatter } = page;
    if (frontmatter.pageType === 'home') return homeMarkdown(frontmatter, page.lang, this.link);
    const body = sourceToMarkdown(readFileSync(page._filepath, 'utf8'), { file: page._filepath, link: this.link });
    const hasTitle = body.startsWith('# ');
    if (frontmatter.overview === true) {
      const groups = overviewGroups(this.sidebarOf(routePath, page.lang), routePath, this.pageAt);
      return overviewMarkdown(
        { title: page.title, intro: hasTitle ? body.replace(/^# .*\n/, '') : body, groups },
        this.link,
      );
    }
    return hasTitle ? body : `# ${page.title}\n\n${body}`;
  }

  /** The path of every file, relative to the output folder, with the function that writes it. */
  files(): Map<string, () => string> {
    const files = new Map<string, () => string>();
    for (const page of this.pages) files.set(markdownFileOf(page.routePath), () => this.markdownOf(page.routePath));
    for (const locale of this.locales) {
      const prefix = locale.lang === this.defaultLang ? '' : `${locale.lang}/`;
      files.set(`${prefix}llms.txt`, () => this.llmsTxt(locale.lang));
      files.set(`${prefix}llms-full.txt`, () => this.llmsFullTxt(locale.lang));
    }
    return files;
  }

  private sectionsOf(lang: string) {
    const locale = this.locales.find((entry) => entry.lang === lang);
    const listed = this.pages
      .filter((page) => page.lang === lang && page.frontmatter.pageType !== 'home')
      .map((page) => ({
        routePath: page.routePath,
        title: page.title,
        description: (page.frontmatter.description as string | undefined) ?? page.description,
      }));
    const order = Object.values(locale?.sidebar ?? {}).flatMap((items) => sidebarLinks(withRoutes(items)));
    return { groups: sections(navOf(locale), listed, order) };
  }

  llmsTxt(lang: string): string {
    const { groups } = this.sectionsOf(lang);
    // Titles and descriptions per language are in `locales`; the theme's locales hold nav and sidebars.
    const locale = this.config.locales?.find((entry) => entry.lang === lang);
    const title = locale?.title ?? this.config.title ?? '';
    const description = locale?.description ?? this.config.description ?? '';
    return llmsTxt({ title, description, sections: groups }, this.link);
  }

  llmsFullTxt(lang: string): string {
    return llmsFullTxt(this.sectionsOf(lang).groups, (routePath) => this.markdownOf(routePath), this.link);
  }
}

export function pluginPageMarkdown(): RspressPlugin {
  let pages: PageInfo[] = [];
  let config: UserConfig = {};
  const site = () => new SiteMarkdown(pages, config);

  return {
    name: 'rstest-docs:page-markdown',
    modifySearchIndexData(pageData) {
      // A copy: pluginSlimPageData trims these objects afterwards, for the browser.
      pages = (pageData as unknown as PageInfo[]).map(
        ({ routePath, lang, title, description, toc, frontmatter, _filepath }) =>
          structuredClone({ routePath, lang, title, description, toc, frontmatter, _filepath }),
      );
    },
    beforeBuild(finalConfig) {
      // The same object Rspress later fills with the sidebars and navbars it reads from _meta.json.
      config = finalConfig;
    },
    async afterBuild(finalConfig, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(finalConfig.outDir ?? 'doc_build');
      for (const [file, write] of site().files()) {
        mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
        writeFileSync(path.join(outDir, file), write());
      }
    },
    builderConfig: {
      dev: {
        setupMiddlewares: [
          (middlewares) => {
            middlewares.unshift((req, res, next) => {
              const url = decodeURIComponent(req.url?.split('?')[0] ?? '');
              const base = (config.base ?? '/').replace(/\/$/, '');
              if (!/\.(md|txt)$/.test(url) || !url.startsWith(`${base}/`)) return next();
              const write = site()
                .files()
                .get(url.slice(base.length + 1));
              if (!write) return next();
              res.setHeader('Content-Type', `text/${url.endsWith('.md') ? 'markdown' : 'plain'}; charset=utf-8`);
              res.end(write());
            });
          },
        ],
      },
    },
  };
}
