// SEO (issue 8): canonical URL, hreflang alternates, description, Open Graph and Twitter tags in every page's
// pre-rendered head and after client-side navigation; the Open Graph image; sitemap.xml and robots.txt.

import type { Page } from '@playwright/test';
import { siteUrlFromEnv } from '../../plugins/seo/urls';
import { builtRoutes } from './site';
import { expect, test } from './test';

/** The site URL the build was made with (`SITE_URL`, default https://rstest.rs). */
const SITE = siteUrlFromEnv(process.env);
const OG_IMAGE = `${SITE}/og-image.png`;

const KEY_PAGES = ['/', '/guide/start/quick-start', '/config/test/testTimeout', '/api/test-api/expect'].flatMap(
  (route) => [route, route === '/' ? '/zh/' : `/zh${route}`],
);

const isZh = (route: string) => route.startsWith('/zh/');
const englishRoute = (route: string) => (isZh(route) ? route.slice(3) : route);
const chineseRoute = (route: string) => (isZh(route) ? route : `/zh${route}`);
const HAN = /\p{Script=Han}/u;

type Head = {
  title: string;
  canonical: string[];
  alternates: [string, string][];
  meta: [string, string][];
};

/** What a crawler reads in one head: title, canonical links, hreflang links, named meta tags. */
function expectedHead(route: string, head: Head) {
  const metas = (key: string) => head.meta.filter(([name]) => name === key).map(([, content]) => content);
  const one = (key: string) => {
    const values = metas(key);
    expect(values, `${route}: exactly one ${key}`).toHaveLength(1);
    return values[0];
  };
  const url = `${SITE}${route}`;
  expect(head.canonical, `${route}: canonical`).toEqual([url]);
  expect(head.alternates.sort(), `${route}: hreflang alternates`).toEqual(
    [
      ['en', `${SITE}${englishRoute(route)}`],
      ['x-default', `${SITE}${englishRoute(route)}`],
      ['zh', `${SITE}${chineseRoute(route)}`],
    ].sort(),
  );

  const description = one('description');
  expect(description.trim().length, `${route}: description`).toBeGreaterThan(0);
  // Each language's pages describe themselves in that language (the Chinese home page included).
  expect(HAN.test(description), `${route}: description in the page's language: ${description}`).toBe(isZh(route));
  expect(one('og:description')).toBe(description);
  expect(one('twitter:description')).toBe(description);

  expect(head.title.length).toBeGreaterThan(0);
  expect(one('og:title')).toBe(head.title);
  expect(one('twitter:title')).toBe(head.title);
  expect(one('og:url')).toBe(url);
  expect(one('og:type')).toBe('website');
  expect(one('og:site_name')).toBe('Rstest');
  expect(one('og:locale')).toBe(isZh(route) ? 'zh_CN' : 'en_US');
  expect(one('og:locale:alternate')).toBe(isZh(route) ? 'en_US' : 'zh_CN');
  expect(one('og:image')).toBe(OG_IMAGE);
  expect(one('og:image:type')).toBe('image/png');
  expect(one('og:image:width')).toBe('1200');
  expect(one('og:image:height')).toBe('630');
  expect(one('og:image:alt').length).toBeGreaterThan(0);
  expect(one('twitter:card')).toBe('summary_large_image');
  expect(one('twitter:image')).toBe(OG_IMAGE);
}

/** The head of the document in the browser, as it is now. */
const headInPage = (page: Page): Promise<Head> =>
  page.evaluate(() => {
    const all = (selector: string) => [...document.head.querySelectorAll(selector)];
    return {
      title: document.title,
      canonical: all('link[rel="canonical"]').map((link) => link.getAttribute('href') ?? ''),
      alternates: all('link[rel="alternate"][hreflang]').map(
        (link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? ''] as [string, string],
      ),
      meta: all('meta[name], meta[property]').map(
        (meta) =>
          [meta.getAttribute('name') ?? meta.getAttribute('property') ?? '', meta.getAttribute('content') ?? ''] as [
            string,
            string,
          ],
      ),
    };
  });

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The head of a page's HTML as the server sends it (no JavaScript), read the way a crawler reads it. */
async function headAsServed(baseURL: string, route: string): Promise<Head> {
  const response = await fetch(new URL(route, baseURL));
  expect(response.status, route).toBe(200);
  const html = await response.text();
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const tags = [...head.matchAll(/<(meta|link)\b([^>]*)>/g)].map(([, tag, attributes]) => ({
    tag,
    attrs: Object.fromEntries([...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, k, v]) => [k, decode(v)])),
  }));
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    canonical: tags
      .filter(({ tag, attrs }) => tag === 'link' && attrs.rel === 'canonical')
      .map(({ attrs }) => attrs.href),
    alternates: tags
      .filter(({ tag, attrs }) => tag === 'link' && attrs.rel === 'alternate' && attrs.hreflang)
      .map(({ attrs }) => [attrs.hreflang, attrs.href]),
    meta: tags
      .filter(({ tag, attrs }) => tag === 'meta' && (attrs.name || attrs.property))
      .map(({ attrs }) => [attrs.name ?? attrs.property, attrs.content ?? '']),
  };
}

test.describe('the pre-rendered head (no JavaScript)', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of KEY_PAGES) {
    test(`${route} has its canonical URL, alternates, description, Open Graph and Twitter tags`, async ({ page }) => {
      expect((await page.goto(route))?.status()).toBe(200);
      expectedHead(route, await headInPage(page));
    });
  }
});

test.describe('the head after hydration', () => {
  for (const route of KEY_PAGES) {
    test(`${route} keeps one of each tag`, async ({ page }) => {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      // Retried: unhead writes the head a frame after React's effects.
      await expect(async () => expectedHead(route, await headInPage(page))).toPass({ timeout: 5_000 });
    });
  }

  test('client-side navigation moves every tag to the new page', async ({ page }) => {
    await page.goto('/zh/guide/start/quick-start');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.locator('.rp-doc-layout__sidebar a[href="/zh/guide/basic/cli"]').click();
    await expect(page).toHaveURL('/zh/guide/basic/cli');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/zh/guide/basic/cli`);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect(async () => expectedHead('/zh/guide/basic/cli', await headInPage(page))).toPass({ timeout: 5_000 });
  });
});

test('every built page of both languages has the tags in its served HTML', async ({ baseURL }) => {
  const routes = builtRoutes();
  expect(routes.length).toBeGreaterThan(100);
  // Node's own fetch, as a crawler reads the page: Playwright's request context took 140 ms a page (30 s in all).
  for (const route of routes) expectedHead(route, await headAsServed(String(baseURL), route));
});

test('the Open Graph image is served from the site: a 1200x630 PNG', async ({ request }) => {
  const response = await request.get(new URL(OG_IMAGE).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/png/);
  const png = await response.body();
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  expect(png.length).toBeLessThan(100 * 1024);
});

test('sitemap.xml lists every built page of both languages by its absolute URL, and nothing else', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?><urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
  );
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);
  expect(locs.length).toBe(new Set(locs).size);
  expect([...locs].sort()).toEqual(builtRoutes().map((route) => `${SITE}${route}`));
  expect(locs).toContain(`${SITE}/`);
  expect(locs).toContain(`${SITE}/zh/`);
  expect(locs.some((loc) => /404|\.html$/.test(loc))).toBe(false);
});

test('robots.txt allows every crawler and points at the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await response.text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
});
