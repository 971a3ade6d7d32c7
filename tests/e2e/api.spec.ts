// SPEC 2.1's API routes and the /api/ overview of SPEC 2.3: the filter, entry
// anchors and the paths other Rstest docs use.

import { testRedirects } from './redirects';
import { visibleTexts } from './site';
import { expect, test } from './test';

for (const overview of [
  {
    path: '/api/',
    label: 'Filter',
    groups: ['Test API', 'Rstest Utility', 'Environment Variables', 'JavaScript API', 'Browser Mode'],
    noMatch: 'No matching API found',
  },
  {
    path: '/zh/api/',
    label: '筛选',
    groups: ['测试 API', 'Rstest 工具对象', '环境变量', 'JavaScript API', '浏览器模式'],
    noMatch: '未找到匹配的 API',
  },
]) {
  test.describe(`${overview.path} overview`, () => {
    test('lists every group with every page', async ({ page }) => {
      await page.goto(overview.path);
      await expect.poll(() => visibleTexts(page.locator('.rp-overview h2'))).toEqual(overview.groups);
      const prefix = overview.path === '/api/' ? '' : '/zh';
      for (const route of [
        'test-api/expect',
        'test-api/test',
        'test-api/describe',
        'test-api/hooks',
        'rstest/mockFunctions',
        'rstest/mockInstance',
        'rstest/mockModules',
        'rstest/fakeTimers',
        'rstest/utilities',
        'environment-variables',
        'javascript-api/rstest-core',
        'javascript-api/types',
        'browser-mode/locator',
        'browser-mode/assertion',
      ]) {
        await expect(page.locator(`.rp-overview a[href="${prefix}/api/${route}"]`).first()).toBeVisible();
      }
    });

    test('finds an entry by name, ignoring case', async ({ page }) => {
      await page.goto(overview.path);
      await page.getByLabel(overview.label).fill('TOHAVEBEENCALLEDWITH');
      const entry = page.locator('.rp-overview a[href$="/api/test-api/expect#tohavebeencalledwith"]');
      await expect(entry).toBeVisible();
      await expect.poll(() => visibleTexts(page.locator('.rp-overview h2'))).toEqual([overview.groups[0]]);
    });

    test('finds utility entries and says so when nothing matches', async ({ page }) => {
      await page.goto(overview.path);
      await page.getByLabel(overview.label).fill('rstest.useFakeTimers');
      await expect(page.locator('.rp-overview a[href$="/api/rstest/fakeTimers#rstest-usefaketimers"]')).toBeVisible();
      await page.getByLabel(overview.label).fill('zzz-nothing');
      await expect(page.locator('.rp-overview__empty')).toHaveText(`${overview.noMatch}: zzz-nothing`);
    });
  });
}

test.describe('entry anchors', () => {
  for (const [url, id] of [
    ['/api/test-api/expect#tohavebeencalledwith', 'tohavebeencalledwith'],
    ['/zh/api/test-api/expect#expect-extend', 'expect-extend'],
    ['/api/rstest/mockModules#rstest-mock', 'rstest-mock'],
    ['/api/rstest/mockInstance#mockreset', 'mockreset'],
  ]) {
    test(`${url} scrolls to its entry`, async ({ page }) => {
      await page.goto(url);
      await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
    });
  }

  test("a script's scroll just after a jump to an entry is undone, the reader's is not", async ({ page }) => {
    await page.goto('/api/test-api/expect');
    const entry = page.locator('#tohavebeencalledwith');
    // As DocSearch's modal does when it closes: put the page back where it was, 100 ms after the jump.
    await page.evaluate(() => {
      document.querySelector<HTMLAnchorElement>('.rspress-doc a[href="#tohavebeencalledwith"]')?.click();
      setTimeout(() => window.scrollTo(0, 0), 100);
    });
    await expect(page).toHaveURL(/#tohavebeencalledwith$/);
    await expect(entry).toBeInViewport();
    await page.mouse.wheel(0, -2000);
    await expect(entry).not.toBeInViewport();
  });

  test('every in-page link of the expect page points at an entry that exists', async ({ page }) => {
    await page.goto('/api/test-api/expect');
    const hashes = await page
      .locator('.rp-doc-layout__doc a[href^="#"]')
      .evaluateAll((anchors) => [...new Set(anchors.map((a) => a.getAttribute('href')?.slice(1) ?? ''))]);
    expect(hashes.length).toBeGreaterThan(50);
    const missing = await page.evaluate((ids) => ids.filter((id) => !document.getElementById(id)), hashes);
    expect(missing).toEqual([]);
  });
});

testRedirects('paths used by other Rstest docs redirect', [
  ['/api/runtime-api/test-api/expect', '/api/test-api/expect', 'expect'],
  ['/zh/api/runtime-api/test-api/hooks', '/zh/api/test-api/hooks', '钩子'],
  ['/api/runtime-api/rstest/mock-modules', '/api/rstest/mockModules', 'Mock modules'],
  ['/zh/api/runtime-api/rstest/mock-functions', '/zh/api/rstest/mockFunctions', '模拟函数'],
  ['/api/rstest/fake-timers', '/api/rstest/fakeTimers', 'Fake timers'],
]);
