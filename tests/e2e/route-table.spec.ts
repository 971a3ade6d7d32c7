import type { Page } from '@playwright/test';
import { partOf, ROUTE_PARTS, routeKey } from '../../plugins/route-table/route-key.mjs';
import { expect, test } from './test';

// plugins/route-table: the route table is not in the first load. A page loads the part that holds its own route;
// a link to a route in another part loads that part when followed, and stays in the app.

const partOfPath = (path: string) => partOf(routeKey(path, ['zh']), ROUTE_PARTS);
/** Route parts are the only scripts that name page files. */
const isRoutePart = (body: string) => /filePath:\s*"(en|zh)\//.test(body);

/** The bodies of the scripts the page fetches from now on. */
function watchScripts(page: Page) {
  const bodies: Array<{ url: string; body: string }> = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) bodies.push({ url: response.url(), body: await response.text() });
  });
  return bodies;
}

/** The first sidebar link of the page whose route is in another part than the page's own. */
async function linkToAnotherPart(page: Page, from: string) {
  const hrefs = await page
    .locator('.rp-doc-layout__sidebar a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const href = hrefs.find((candidate) => partOfPath(candidate) !== partOfPath(from));
  if (!href) throw new Error(`no sidebar link of ${from} leads to another part of the route table`);
  return href;
}

for (const path of ['/guide/basic/mock', '/zh/api/rstest/fakeTimers']) {
  test(`${path} loads one part of the route table, and follows a link into another part in the app`, async ({
    page,
  }) => {
    const scripts = watchScripts(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const parts = scripts.filter(({ body }) => isRoutePart(body));
    expect(parts.map(({ url }) => url)).toHaveLength(1);
    expect(parts[0].url).toContain('/static/js/async/');
    const file = `${path.startsWith('/zh/') ? 'zh' : 'en'}${path.replace(/^\/zh/, '')}.mdx`;
    expect(parts[0].body).toContain(`"${file}"`);
    // A page and its translation share a part: the language switch needs no other.
    expect(parts[0].body).toContain(`"${file.startsWith('zh') ? `en${file.slice(2)}` : `zh${file.slice(2)}`}"`);

    const href = await linkToAnotherPart(page, path);
    await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
    scripts.length = 0;
    // Followed at once, without the hover that would have fetched the part ahead.
    await page.locator(`.rp-doc-layout__sidebar a[href="${href}"]`).first().dispatchEvent('click');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('.rspress-doc h1').first()).toBeVisible();
    expect(await page.evaluate(() => (window as { stayedInApp?: boolean }).stayedInApp)).toBe(true);
    expect(scripts.filter(({ body }) => isRoutePart(body))).toHaveLength(1);
  });
}

test('when a part of the route table cannot be fetched, the link loads the whole page', async ({ page }) => {
  const path = '/guide/basic/mock';
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const href = await linkToAnotherPart(page, path);
  await page.route('**/static/js/async/*.js', async (route) => {
    const response = await route.fetch();
    if (isRoutePart(await response.text())) await route.abort();
    else await route.fulfill({ response });
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
  await page.locator(`.rp-doc-layout__sidebar a[href="${href}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('.rspress-doc h1').first()).toBeVisible();
  expect(await page.evaluate(() => (window as { stayedInApp?: boolean }).stayedInApp)).toBeUndefined();
  expect(warnings.some((text) => text.startsWith(`Could not load the routes for ${href}`))).toBe(true);
});
