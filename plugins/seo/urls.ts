// The site's absolute URLs: shared by the head tags (in the browser and at build time), the sitemap and
// robots.txt. Plain functions without Node or Rspress imports, so unit tests and the browser bundle use them.

export const DEFAULT_SITE_URL = 'https://rstest.rs';

/** The site's absolute URL without a trailing slash: `https://example.com` or `https://example.com/docs`. */
export function normalizeSiteUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL such as ${DEFAULT_SITE_URL}, got "${raw}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username) {
    throw new Error(`SITE_URL must be an http(s) URL without query, fragment or credentials, got "${raw}"`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** `SITE_URL` from the build's environment, or the default `https://rstest.rs`. */
export function siteUrlFromEnv(env: Record<string, string | undefined>): string {
  return normalizeSiteUrl(env.SITE_URL?.trim() || DEFAULT_SITE_URL);
}

/** Where the site's root is served: the site URL plus Rspress's `base` (`/` adds nothing). */
export function siteRootUrl(siteUrl: string, base = '/'): string {
  const basePath = base.replace(/^\/*/, '/').replace(/\/+$/, '');
  return `${siteUrl.replace(/\/+$/, '')}${basePath}`;
}

/** A route as the site serves it: `/guide/start/`, `/guide/start/quick-start` (no `.html`, no `/index`). */
export function cleanRoutePath(routePath: string): string {
  const withSlash = routePath.startsWith('/') ? routePath : `/${routePath}`;
  return withSlash.replace(/\.html$/, '').replace(/(^|\/)index$/, '$1') || '/';
}

/** The absolute URL of a route: `absoluteUrl('https://rstest.rs', '/zh/')` is `https://rstest.rs/zh/`. */
export function absoluteUrl(siteRoot: string, routePath: string): string {
  return `${siteRoot}${cleanRoutePath(routePath)}`;
}

export interface LocaleOptions {
  /** Every language of the site, the default one included (`['en', 'zh']`). */
  langs: string[];
  /** The language without a path prefix. */
  defaultLang: string;
}

/** The language of a route: its first path segment when that is another language, else the default. */
export function langOfRoute(routePath: string, { langs, defaultLang }: LocaleOptions): string {
  const first = cleanRoutePath(routePath).split('/')[1] ?? '';
  return first !== defaultLang && langs.includes(first) ? first : defaultLang;
}

/** The same page in another language: `/guide/basic/cli` in zh is `/zh/guide/basic/cli`, `/zh/` in en is `/`. */
export function routeInLang(routePath: string, lang: string, locales: LocaleOptions): string {
  const path = cleanRoutePath(routePath);
  const from = langOfRoute(path, locales);
  const rest = from === locales.defaultLang ? path : path.slice(from.length + 1) || '/';
  return lang === locales.defaultLang ? rest : `/${lang}${rest}`;
}

export interface HreflangLink {
  hreflang: string;
  href: string;
}

/**
 * The `<link rel="alternate" hreflang>` targets of a page: the page in every language that has it, and
 * `x-default` (the default language's page). None when the page exists in one language only.
 */
export function alternateLinks(
  routePath: string,
  options: LocaleOptions & { siteRoot: string; exists: (routePath: string) => boolean },
): HreflangLink[] {
  const pages = options.langs
    .map((lang) => ({ lang, path: routeInLang(routePath, lang, options) }))
    .filter(({ path }) => options.exists(path));
  if (pages.length < 2) return [];
  const links = pages.map(({ lang, path }) => ({
    hreflang: lang.replaceAll('_', '-'),
    href: absoluteUrl(options.siteRoot, path),
  }));
  const fallback = pages.find(({ lang }) => lang === options.defaultLang);
  return fallback ? [...links, { hreflang: 'x-default', href: absoluteUrl(options.siteRoot, fallback.path) }] : links;
}
