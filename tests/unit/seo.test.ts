import { describe, expect, test } from '@rstest/core';
import { documentTitle, pageDescription, type SeoPage, type SeoSite, seoHead } from '../../plugins/seo/head';
import { robotsTxt } from '../../plugins/seo/robots';
import {
  absoluteUrl,
  alternateLinks,
  cleanRoutePath,
  langOfRoute,
  normalizeSiteUrl,
  routeInLang,
  siteRootUrl,
  siteUrlFromEnv,
} from '../../plugins/seo/urls';

const locales = { langs: ['en', 'zh'], defaultLang: 'en' };
const SITE = 'https://rstest.rs';

describe('site URL', () => {
  test('defaults to https://rstest.rs and takes SITE_URL without its trailing slash', () => {
    expect(siteUrlFromEnv({})).toBe(SITE);
    expect(siteUrlFromEnv({ SITE_URL: ' ' })).toBe(SITE);
    expect(siteUrlFromEnv({ SITE_URL: 'https://docs.example.com/' })).toBe('https://docs.example.com');
    expect(siteUrlFromEnv({ SITE_URL: 'http://localhost:4173/rstest//' })).toBe('http://localhost:4173/rstest');
  });

  test('rejects what is not an absolute http(s) URL', () => {
    expect(() => normalizeSiteUrl('rstest.rs')).toThrow(/SITE_URL/);
    expect(() => normalizeSiteUrl('ftp://rstest.rs')).toThrow(/SITE_URL/);
    expect(() => normalizeSiteUrl('https://rstest.rs/?x=1')).toThrow(/SITE_URL/);
  });

  test('adds the base path', () => {
    expect(siteRootUrl(SITE, '/')).toBe(SITE);
    expect(siteRootUrl(SITE)).toBe(SITE);
    expect(siteRootUrl(SITE, '/docs/')).toBe(`${SITE}/docs`);
    expect(siteRootUrl(`${SITE}/`, 'docs')).toBe(`${SITE}/docs`);
  });
});

describe('routes', () => {
  test('are written the way the site serves them', () => {
    expect(cleanRoutePath('/guide/start/quick-start.html')).toBe('/guide/start/quick-start');
    expect(cleanRoutePath('/guide/start/index')).toBe('/guide/start/');
    expect(cleanRoutePath('/guide/start/index.html')).toBe('/guide/start/');
    expect(cleanRoutePath('/zh/index')).toBe('/zh/');
    expect(cleanRoutePath('')).toBe('/');
    expect(cleanRoutePath('/api/reindex')).toBe('/api/reindex');
    expect(absoluteUrl(SITE, '/')).toBe(`${SITE}/`);
    expect(absoluteUrl(SITE, '/config/test/testTimeout')).toBe(`${SITE}/config/test/testTimeout`);
  });

  test('carry their language in the first segment, except the default language', () => {
    expect(langOfRoute('/', locales)).toBe('en');
    expect(langOfRoute('/guide/basic/cli', locales)).toBe('en');
    expect(langOfRoute('/zh/', locales)).toBe('zh');
    expect(langOfRoute('/zh', locales)).toBe('zh');
    expect(langOfRoute('/zh/guide/basic/cli', locales)).toBe('zh');
    expect(langOfRoute('/zhong/', locales)).toBe('en');
    expect(langOfRoute('/en/guide/', locales)).toBe('en');
  });

  test('map to the same page in another language', () => {
    expect(routeInLang('/guide/basic/cli', 'zh', locales)).toBe('/zh/guide/basic/cli');
    expect(routeInLang('/zh/guide/basic/cli', 'en', locales)).toBe('/guide/basic/cli');
    expect(routeInLang('/zh/guide/basic/cli', 'zh', locales)).toBe('/zh/guide/basic/cli');
    expect(routeInLang('/', 'zh', locales)).toBe('/zh/');
    expect(routeInLang('/zh/', 'en', locales)).toBe('/');
    expect(routeInLang('/zh', 'en', locales)).toBe('/');
    expect(routeInLang('/api/', 'zh', locales)).toBe('/zh/api/');
  });
});

describe('alternateLinks', () => {
  const all = () => true;

  test('lists every language and x-default (the English page), absolute, from either language', () => {
    const expected = [
      { hreflang: 'en', href: `${SITE}/guide/start/quick-start` },
      { hreflang: 'zh', href: `${SITE}/zh/guide/start/quick-start` },
      { hreflang: 'x-default', href: `${SITE}/guide/start/quick-start` },
    ];
    expect(alternateLinks('/guide/start/quick-start', { ...locales, siteRoot: SITE, exists: all })).toEqual(expected);
    expect(alternateLinks('/zh/guide/start/quick-start', { ...locales, siteRoot: SITE, exists: all })).toEqual(
      expected,
    );
  });

  test('points the home pages at / and /zh/', () => {
    expect(alternateLinks('/zh/', { ...locales, siteRoot: SITE, exists: all }).map(({ href }) => href)).toEqual([
      `${SITE}/`,
      `${SITE}/zh/`,
      `${SITE}/`,
    ]);
  });

  test('leaves out languages without the page, and all of them for a page in one language', () => {
    const zhMissing = (path: string) => !path.startsWith('/zh/');
    expect(alternateLinks('/guide/new', { ...locales, siteRoot: SITE, exists: zhMissing })).toEqual([]);
    const three = { langs: ['en', 'zh', 'ja'], defaultLang: 'en', siteRoot: SITE };
    const jaMissing = (path: string) => !path.startsWith('/ja/');
    expect(alternateLinks('/zh/guide/', { ...three, exists: jaMissing }).map(({ hreflang }) => hreflang)).toEqual([
      'en',
      'zh',
      'x-default',
    ]);
    const enMissing = (path: string) => path.startsWith('/zh/') || path.startsWith('/ja/');
    expect(alternateLinks('/zh/guide/', { ...three, exists: enMissing }).map(({ hreflang }) => hreflang)).toEqual([
      'zh',
      'ja',
    ]);
  });

  test('writes language codes the way hreflang wants them', () => {
    const options = { langs: ['en', 'zh_CN'], defaultLang: 'en', siteRoot: SITE, exists: all };
    expect(alternateLinks('/zh_CN/a', options).map(({ hreflang }) => hreflang)).toEqual(['en', 'zh-CN', 'x-default']);
  });
});

const site: SeoSite = {
  title: 'Rstest',
  description: 'English site description',
  lang: 'en',
  base: '/',
  locales: [
    { lang: 'en', title: 'Rstest', description: 'English site description' },
    { lang: 'zh', title: 'Rstest', description: '中文站点描述' },
  ],
};
const image = { path: '/og-image.png', width: 1200, height: 630, type: 'image/png', alt: { en: 'Card', zh: '卡片' } };
const options = { siteRoot: SITE, image, exists: () => true };
const metaOf = (tags: ReturnType<typeof seoHead>) =>
  Object.fromEntries(tags.meta.map((tag) => ['name' in tag ? tag.name : tag.property, tag.content]));

describe('documentTitle and pageDescription', () => {
  test('title as Rspress writes <title>', () => {
    expect(documentTitle({ routePath: '/a', pageType: 'doc', title: 'CLI' }, site)).toBe('CLI - Rstest');
    expect(documentTitle({ routePath: '/a', title: 'CLI', frontmatter: { title: 'Command line' } }, site)).toBe(
      'Command line - Rstest',
    );
    expect(documentTitle({ routePath: '/a', title: 'CLI', frontmatter: { titleSuffix: '| Docs' } }, site)).toBe(
      'CLI | Docs',
    );
    expect(documentTitle({ routePath: '/', pageType: 'home', title: 'Home' }, site)).toBe('Rstest');
    expect(documentTitle({ routePath: '/a', pageType: 'doc', title: '' }, site)).toBe('Rstest');
  });

  test("description: the page's, else its language's, else the site's", () => {
    expect(pageDescription({ routePath: '/a', lang: 'en', description: 'Page' }, site)).toBe('Page');
    expect(pageDescription({ routePath: '/zh/', lang: 'zh', frontmatter: {} }, site)).toBe('中文站点描述');
    expect(pageDescription({ routePath: '/', lang: 'en' }, site)).toBe('English site description');
    expect(pageDescription({ routePath: '/x', lang: 'fr' }, site)).toBe('English site description');
  });
});

describe('seoHead', () => {
  const quickStart: SeoPage = {
    routePath: '/zh/guide/start/quick-start',
    lang: 'zh',
    pageType: 'doc',
    title: '快速上手',
    description: '安装 Rstest',
    frontmatter: {},
  };

  test('canonical, alternates, Open Graph and Twitter tags of a Chinese page', () => {
    const tags = seoHead(quickStart, site, options);
    expect(tags.link).toEqual([
      { rel: 'canonical', href: `${SITE}/zh/guide/start/quick-start` },
      { rel: 'alternate', hreflang: 'en', href: `${SITE}/guide/start/quick-start` },
      { rel: 'alternate', hreflang: 'zh', href: `${SITE}/zh/guide/start/quick-start` },
      { rel: 'alternate', hreflang: 'x-default', href: `${SITE}/guide/start/quick-start` },
    ]);
    expect(metaOf(tags)).toEqual({
      description: '安装 Rstest',
      'og:type': 'website',
      'og:site_name': 'Rstest',
      'og:title': '快速上手 - Rstest',
      'og:description': '安装 Rstest',
      'og:url': `${SITE}/zh/guide/start/quick-start`,
      'og:locale': 'zh_CN',
      'og:locale:alternate': 'en_US',
      'og:image': `${SITE}/og-image.png`,
      'og:image:type': 'image/png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': '卡片',
      'twitter:card': 'summary_large_image',
      'twitter:title': '快速上手 - Rstest',
      'twitter:description': '安装 Rstest',
      'twitter:image': `${SITE}/og-image.png`,
      'twitter:image:alt': '卡片',
    });
    expect(new Set(tags.meta.map((tag) => ('name' in tag ? tag.name : tag.property))).size).toBe(tags.meta.length);
  });

  test('the English home page under a base path and another site URL', () => {
    const home = { routePath: '/', lang: 'en', pageType: 'home', title: '', frontmatter: {} };
    const tags = seoHead(home, { ...site, base: '/docs/' }, { ...options, siteRoot: 'https://example.com/docs' });
    expect(tags.link[0]).toEqual({ rel: 'canonical', href: 'https://example.com/docs/' });
    expect(tags.link.at(-1)).toEqual({ rel: 'alternate', hreflang: 'x-default', href: 'https://example.com/docs/' });
    const meta = metaOf(tags);
    expect(meta['og:image']).toBe('https://example.com/docs/og-image.png');
    expect(meta['og:locale']).toBe('en_US');
    expect(meta.description).toBe('English site description');
    expect(meta['twitter:title']).toBe('Rstest');
  });

  test('nothing for the 404 page, and no hreflang for a page in one language', () => {
    expect(seoHead({ routePath: '/404', pageType: '404' }, site, options)).toEqual({ link: [], meta: [] });
    const tags = seoHead(quickStart, site, { ...options, exists: (path) => path.startsWith('/zh/') });
    expect(tags.link).toEqual([{ rel: 'canonical', href: `${SITE}/zh/guide/start/quick-start` }]);
    expect(metaOf(tags)['og:locale:alternate']).toBeUndefined();
  });

  test("a page's own front matter head tags win over ours", () => {
    const page = {
      ...quickStart,
      frontmatter: {
        head: [
          ['meta', { property: 'og:type', content: 'article' }],
          ['meta', { name: 'twitter:card', content: 'summary' }],
          ['link', { rel: 'canonical', href: 'https://elsewhere.example/' }],
        ] as [string, Record<string, string>][],
      },
    };
    const tags = seoHead(page, site, options);
    expect(tags.link.some(({ rel }) => rel === 'canonical')).toBe(false);
    expect(metaOf(tags)['og:type']).toBeUndefined();
    expect(metaOf(tags)['twitter:card']).toBeUndefined();
    expect(metaOf(tags)['og:url']).toBe(`${SITE}/zh/guide/start/quick-start`);
  });
});

test('robots.txt allows everything and points at the sitemap', () => {
  expect(robotsTxt(SITE)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
  expect(robotsTxt('https://example.com/docs')).toContain('Sitemap: https://example.com/docs/sitemap.xml\n');
});
