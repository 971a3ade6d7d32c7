// SPEC 2.1: the route table, route variants and unknown paths.

import { builtRoutes, isHomeRoute, pageHeading } from './site';
import { expect, test } from './test';

const routes = builtRoutes();

test('the build holds the home and the nine guide pages in both languages', () => {
  const guide = [
    '/guide/start/',
    '/guide/start/quick-start',
    '/guide/start/features',
    '/guide/basic/cli',
    '/guide/basic/configure-rstest',
    '/guide/basic/test-filter',
    '/guide/advanced/debugging',
    '/guide/advanced/profiling',
    '/guide/migration/jest',
  ];
  for (const route of ['/', ...guide]) {
    expect(routes).toContain(route);
    expect(routes).toContain(route === '/' ? '/zh/' : `/zh${route}`);
  }
});

/**
 * What every page shows: its heading, the navbar, the sidebar with the page active, its title. `goto` returns once
 * the page has hydrated, so what is on screen then is final: one look in the page reads it all, where an assertion
 * each cost a round trip (and a third of the time of a test of eight routes).
 */
async function checkRoute(page: import('@playwright/test').Page, route: string) {
  const response = await page.goto(route);
  expect(response?.status(), route).toBe(200);
  const shown = await page.evaluate(() => {
    const visible = (selector: string) => Boolean(document.querySelector(selector)?.checkVisibility());
    const h1 = document.querySelector('h1');
    const headingText = h1
      ? [...h1.childNodes]
          .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
          .map((node) => node.textContent)
          .join('')
          .trim()
      : '';
    return {
      headings: document.querySelectorAll('h1').length,
      headingVisible: Boolean(h1?.checkVisibility()),
      headingText,
      navVisible: visible('.rp-nav'),
      lang: document.documentElement.lang,
      sidebarVisible: visible('.rp-doc-layout__sidebar'),
      activeItems: document.querySelectorAll('.rp-sidebar-item--active').length,
      title: document.title,
    };
  });
  const { sidebarVisible, activeItems, title, ...everyPage } = shown;
  expect(everyPage, route).toEqual({
    headings: 1,
    headingVisible: true,
    headingText: expect.stringMatching(/\S/),
    navVisible: true,
    lang: route.startsWith('/zh/') ? 'zh' : 'en',
  });
  if (!isHomeRoute(route))
    expect({ sidebarVisible, activeItems, title }, route).toEqual({
      sidebarVisible: true,
      activeItems: 1,
      title: `${shown.headingText} - Rstest`,
    });
}

// Several routes per test, in one page: each still gets a fresh load, without a new browser context each.
const ROUTES_PER_TEST = 8;
for (let start = 0; start < routes.length; start += ROUTES_PER_TEST) {
  const chunk = routes.slice(start, start + ROUTES_PER_TEST);
  test(`${chunk[0]} … ${chunk.at(-1)} render their heading, navigation and sidebar`, async ({ page }) => {
    test.setTimeout(ROUTES_PER_TEST * 15_000);
    for (const route of chunk) await checkRoute(page, route);
  });
}

test.describe('route variants reach the same page', () => {
  for (const [variant, canonical, title] of [
    ['/guide/start/quick-start.html', '/guide/start/quick-start', 'Quick Start'],
    ['/guide/start/index', '/guide/start/', 'Introduction'],
    ['/guide/start/index.html', '/guide/start/', 'Introduction'],
    ['/zh/guide/start/quick-start.html', '/zh/guide/start/quick-start', '快速上手'],
  ]) {
    test(`${variant} shows ${canonical}`, async ({ page }) => {
      const response = await page.goto(variant);
      expect(response?.status()).toBe(200);
      await expect(pageHeading(page)).toHaveAccessibleName(title);
      await expect(page).toHaveURL(canonical);
    });
  }
});

test.describe('unknown paths', () => {
  test('show the 404 page with a way home', async ({ page }) => {
    const response = await page.goto('/guide/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(pageHeading(page)).toHaveAccessibleName('PAGE NOT FOUND');
    const home = page.locator('a', { hasText: 'Take me home' });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL('/');
    await expect(pageHeading(page)).toHaveAccessibleName('Rstest');
  });

  test('on Chinese paths lead to the Chinese home', async ({ page }) => {
    const response = await page.goto('/zh/guide/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    const home = page.locator('a', { hasText: '返回首页' });
    await expect(home).toHaveAttribute('href', '/zh/');
  });

  test('a path with the site language prefix lands on the path without it', async ({ page }) => {
    await page.goto('/en/guide/start/quick-start');
    await expect(page).toHaveURL('/guide/start/quick-start');
    await expect(pageHeading(page)).toHaveAccessibleName('Quick Start');
  });
});
