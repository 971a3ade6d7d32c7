// SPEC 2.3 (overview pages) and the config reference of SPEC 2.1: the /config/
// overview filter, kebab-case redirects, and guide links into the reference.

import type { Page } from '@playwright/test';
import { testRedirects } from './redirects';
import { pageHeading, visibleTexts } from './site';
import { expect, test } from './test';

const overviews = [
  {
    path: '/config/',
    title: 'Overview',
    label: 'Filter',
    placeholder: 'Enter keyword',
    groups: ['Test Configurations', 'Build Configurations'],
    heading: { query: 'which limit applies', hyphenated: 'WHICH-LIMIT-APPLIES', text: 'Which limit applies' },
    noMatch: 'No matching API found',
  },
  {
    path: '/zh/config/',
    title: '概览',
    label: '筛选',
    placeholder: '输入关键词',
    groups: ['测试配置', '构建配置'],
    heading: { query: '优先级', hyphenated: '优先级', text: '优先级' },
    noMatch: '未找到匹配的 API',
  },
];

/** Opens an overview once the app has hydrated: the filter box filters from then on. */
async function openOverview(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

for (const overview of overviews) {
  test.describe(`${overview.path} overview`, () => {
    test('shows the title, the filter box and every group of pages', async ({ page }) => {
      await page.goto(overview.path);
      await expect(pageHeading(page)).toHaveAccessibleName(overview.title);
      const filter = page.getByLabel(overview.label);
      await expect(filter).toHaveAttribute('placeholder', overview.placeholder);
      await expect.poll(() => visibleTexts(page.locator('.rp-overview h2'))).toEqual(overview.groups);
      await expect(page.locator('.rp-overview a[href*="/config/test/"]').first()).toBeVisible();
      // 47 test options and 7 build options, each listed once by its title.
      await expect(page.locator('.rp-overview-group__item__title')).toHaveCount(54);
    });

    test('filters by page title, ignoring case', async ({ page }) => {
      await openOverview(page, overview.path);
      await page.getByLabel(overview.label).fill('HOOKTIMEOUT');
      const links = page.locator('.rp-overview-group a');
      await expect(links.first()).toBeVisible();
      const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.every((href) => href.includes('/config/test/hookTimeout'))).toBe(true);
      await expect.poll(() => visibleTexts(page.locator('.rp-overview h2'))).toEqual([overview.groups[0]]);
    });

    test('filters by heading, ignoring hyphens', async ({ page }) => {
      await openOverview(page, overview.path);
      for (const query of [overview.heading.query, overview.heading.hyphenated]) {
        await page.getByLabel(overview.label).fill(query);
        const heading = page
          .locator('.rp-overview-group a[href$="/config/test/testTimeout#priority"]')
          .filter({ hasText: overview.heading.text });
        await expect(heading).toBeVisible();
      }
    });

    test('filters by group name', async ({ page }) => {
      await openOverview(page, overview.path);
      await page.getByLabel(overview.label).fill(overview.groups[1].toLowerCase());
      await expect.poll(() => visibleTexts(page.locator('.rp-overview h2'))).toEqual([overview.groups[1]]);
      for (const name of ['plugins', 'source', 'output', 'resolve', 'tools', 'dev', 'performance']) {
        await expect(page.locator(`.rp-overview a[href$="/config/build/${name}"]`).first()).toBeVisible();
      }
    });

    test('says so when nothing matches', async ({ page }) => {
      await openOverview(page, overview.path);
      await page.getByLabel(overview.label).fill('zzz-nothing');
      await expect(page.locator('.rp-overview__empty')).toHaveText(`${overview.noMatch}: zzz-nothing`);
      await expect(page.locator('.rp-overview h2')).toHaveCount(0);
    });
  });
}

test('a heading link on the overview opens the page at that heading', async ({ page }) => {
  await openOverview(page, '/config/');
  await page.getByLabel('Filter').fill('which limit applies');
  await page.locator('.rp-overview').getByRole('link', { name: 'Which limit applies', exact: true }).first().click();
  await expect(page).toHaveURL('/config/test/testTimeout#priority');
  await expect(page.locator('#priority')).toBeInViewport();
});

// The headings come with the Overview page's own chunk (plugins/page-data), not with every page.
test('an Overview reached by client-side navigation lists the headings of its pages', async ({ page }) => {
  await page.goto('/guide/start/quick-start');
  await page.getByRole('link', { name: 'API', exact: true }).first().click();
  await expect(page).toHaveURL('/api/');
  await expect(page.locator('.rp-overview a[href$="/api/test-api/expect#tostrictequal"]')).toHaveCount(1);
  await expect(page.locator('.rp-overview a[href$="/api/rstest/fakeTimers#turn-on-and-off"]')).toHaveCount(1);
});

test('the pre-rendered Overview lists the headings of its pages', async ({ request }) => {
  const html = await (await request.get('/zh/api/')).text();
  expect(html).toContain('/zh/api/test-api/expect#tostrictequal');
});

testRedirects('kebab-case paths of config pages redirect', [
  ['/config/test/test-timeout', '/config/test/testTimeout', 'testTimeout'],
  ['/zh/config/test/setup-files', '/zh/config/test/setupFiles', 'setupFiles'],
  ['/config/test/pass-with-no-tests.html', '/config/test/passWithNoTests', 'passWithNoTests'],
]);

test('links from guide pages to config pages resolve', async ({ page }) => {
  const guidePages = ['/guide/start/quick-start', '/guide/basic/configure-rstest', '/zh/guide/start/quick-start'];
  const targets = new Set<string>();
  for (const path of guidePages) {
    await page.goto(path);
    const hrefs = await page
      .locator('.rp-doc-layout__doc a[href*="/config/"]')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) targets.add(href);
  }
  expect(targets.size).toBeGreaterThan(3);
  for (const target of targets) {
    const [pathname, hash] = target.split('#');
    const response = await page.goto(target);
    expect(response?.status(), target).toBe(200);
    const option = /\/config\/(?:test|build)\/([A-Za-z]+)$/.exec(pathname)?.[1];
    await expect(pageHeading(page), target).toHaveAccessibleName(option ?? /\S/);
    if (hash) await expect(page.locator(`[id="${hash}"]`), target).toHaveCount(1);
  }
});
