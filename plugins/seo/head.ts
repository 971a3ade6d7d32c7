// The SEO head tags of one page (canonical, hreflang alternates, description, Open Graph, Twitter) as data
// for unhead's `useHead`. Plain functions: the browser component and the unit tests share them.
import { absoluteUrl, alternateLinks, cleanRoutePath, langOfRoute } from './urls';

/** The page data fields the tags depend on (a subset of Rspress's `usePage().page`). */
export interface SeoPage {
  routePath: string;
  lang?: string;
  pageType?: string;
  title?: string;
  description?: string;
  frontmatter?: {
    title?: string;
    titleSuffix?: string;
    description?: string;
    head?: [string, Record<string, string>][];
    [key: string]: unknown;
  };
}

/** The site data fields the tags depend on (a subset of Rspress's `useSite().site`). */
export interface SeoSite {
  title?: string;
  description?: string;
  lang?: string;
  base?: string;
  locales?: { lang: string; title?: string; description?: string }[];
}

/** The Open Graph image: a path under the site root, its size in pixels and its alt text per language. */
export interface SeoImage {
  path: string;
  width: number;
  height: number;
  type: string;
  alt: Record<string, string>;
}

export interface SeoOptions {
  /** The site's absolute root URL without a trailing slash (`https://rstest.rs`). */
  siteRoot: string;
  image: SeoImage;
  /** Whether the site has a page at this route (decides which hreflang alternates exist). */
  exists: (routePath: string) => boolean;
}

export type LinkTag = { rel: string; href: string; hreflang?: string };
export type MetaTag = { name: string; content: string } | { property: string; content: string };

/** Open Graph's locale for each language (`og:locale`). */
export const OG_LOCALES: Record<string, string> = { en: 'en_US', zh: 'zh_CN' };
export const ogLocale = (lang: string) => OG_LOCALES[lang] ?? lang.replaceAll('-', '_');

/** Rspress's rule for joining a title and its suffix (`Quick Start - Rstest`). */
function concatTitle(title: string, suffix?: string) {
  if (!suffix) return title;
  const [head, tail] = [title.trim(), suffix.trim()];
  return tail.startsWith('-') || tail.startsWith('|') ? `${head} ${tail}` : `${head} - ${tail}`;
}

/** The document title exactly as Rspress's layout sets `<title>`, so `og:title` and `twitter:title` match it. */
export function documentTitle(page: SeoPage, site: SeoSite): string {
  const frontmatter = page.frontmatter ?? {};
  const siteTitle = site.title || site.locales?.find((locale) => locale.lang === page.lang)?.title || '';
  const title = frontmatter.title ?? page.title;
  const pageType = page.pageType ?? 'doc';
  if (title && (pageType === 'doc' || pageType === 'doc-wide'))
    return concatTitle(title, frontmatter.titleSuffix || siteTitle);
  if (pageType === 'home') return concatTitle(siteTitle, frontmatter.titleSuffix);
  return siteTitle;
}

/**
 * The page's description: its front matter's, else its language's site description, else the site's.
 * (Rspress's layout prefers the site-wide description over the language's, which gives the Chinese home page
 * an English description; this tag replaces that one.)
 */
export function pageDescription(page: SeoPage, site: SeoSite): string {
  const localeDescription = site.locales?.find((locale) => locale.lang === page.lang)?.description;
  return page.description || page.frontmatter?.description || localeDescription || site.description || '';
}

/** The `<meta>` names and properties a page sets itself in front matter `head`: those win over ours. */
function ownMetaKeys(page: SeoPage) {
  const keys = new Set<string>();
  for (const [tag, attrs] of page.frontmatter?.head ?? []) {
    if (tag === 'meta') keys.add(attrs?.name ?? attrs?.property ?? '');
    if (tag === 'link' && attrs?.rel === 'canonical') keys.add('canonical');
  }
  return keys;
}

/** The head tags of a page, or none for the 404 page (it has no URL of its own). */
export function seoHead(page: SeoPage, site: SeoSite, options: SeoOptions): { link: LinkTag[]; meta: MetaTag[] } {
  if (page.pageType === '404') return { link: [], meta: [] };
  const langs = site.locales?.length ? site.locales.map((locale) => locale.lang) : [site.lang || 'en'];
  const locales = { langs, defaultLang: site.lang || langs[0] };
  const routePath = cleanRoutePath(page.routePath);
  const lang = page.lang || langOfRoute(routePath, locales);
  const url = absoluteUrl(options.siteRoot, routePath);
  const title = documentTitle(page, site);
  const description = pageDescription(page, site);
  const image = `${options.siteRoot}/${options.image.path.replace(/^\/+/, '')}`;
  const imageAlt = options.image.alt[lang] ?? options.image.alt[locales.defaultLang] ?? title;
  const alternates = alternateLinks(routePath, { ...locales, siteRoot: options.siteRoot, exists: options.exists });
  const own = ownMetaKeys(page);

  const link: LinkTag[] = [
    ...(own.has('canonical') ? [] : [{ rel: 'canonical', href: url }]),
    ...alternates.map(({ hreflang, href }) => ({ rel: 'alternate', hreflang, href })),
  ];
  const meta: MetaTag[] = [
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.title || title },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: ogLocale(lang) },
    ...alternates
      .filter(({ hreflang }) => hreflang !== 'x-default' && hreflang !== lang)
      .map(({ hreflang }) => ({ property: 'og:locale:alternate', content: ogLocale(hreflang) })),
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: options.image.type },
    { property: 'og:image:width', content: String(options.image.width) },
    { property: 'og:image:height', content: String(options.image.height) },
    { property: 'og:image:alt', content: imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
  ];
  return { link, meta: meta.filter((tag) => !own.has('name' in tag ? tag.name : tag.property) && tag.content !== '') };
}
