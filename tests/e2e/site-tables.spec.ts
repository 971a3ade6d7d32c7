import type { Page } from '@playwright/test';
import { partOf, ROUTE_PARTS, routeKey } from '../../plugins/site-tables/route-key.mjs';
import { expect, test } from './test';

// plugins/site-tables: neither the route table nor the sidebars are in the first load. A page loads the part of
// the table that holds its own route, and its section's sidebar; a link into another part or section loads what
// it needs when followed, and stays in the app; when that cannot be fetched, the link loads the whole page.

const partOfPath = (path: string) => partOf(routeKey(path, ['zh']), ROUTE_PARTS);
/** Route parts are the only scripts that name page files. */
const isRoutePart = (body: string) => /filePath\\?"?:\s*\\?"(en|zh)\//.test(body);
/** Sidebars are the only scripts that hold sidebar entries; the section of each entry they hold. */
const sidebarSections = (body: string) =>
  new Set(
    Array.from(body.matchAll(/_fileKey\\?"?:\s*\\?"(en|zh)\/([a-z-]+)/g), ([, lang, section]) => `${lang}/${section}`),
  );
const isSidebar = (body: string) => sidebarSections(body).size > 0;

type Script = { url: string; body: string };
/** The bodies of the scripts the page fetches from now on. */
function watchScripts(page: Page) {
  const scripts: Script[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) scripts.push({ url: response.url(), body: await response.text() });
  });
  return scripts;
}

/** The first sidebar link of the page that leads elsewhere and whose route is in another part than the page's own. */
async function linkToAnotherPart(page: Page, from: string) {
  const hrefs = await page
    .locator('.rp-doc-layout__sidebar a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const href = hrefs.find((candidate) => partOfPath(candidate) !== partOfPath(from));
  if (!href) throw new Error(`no sidebar link of ${from} leads to another part of the route table`);
  return href;
}

for (const [path, section, file] of [
  ['/guide/basic/mock', 'en/guide', 'en/guide/basic/mock.mdx'],
  ['/zh/api/rstest/fakeTimers', 'zh/api', 'zh/api/rstest/fakeTimers.mdx'],
] as const) {
  test(`${path} loads one part of the route table and its own sidebar, and follows links in the app`, async ({
    page,
  }) => {
    const scripts = watchScripts(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const parts = scripts.filter(({ body }) => isRoutePart(body));
    expect(parts.map(({ url }) => url)).toHaveLength(1);
    expect(parts[0].url).toContain('/static/js/async/');
    expect(parts[0].body).toContain(`"${file}`);
    // A page and its translation share a part: the language switch needs no other.
    const translation = file.startsWith('zh/') ? `en/${file.slice(3)}` : `zh/${file.slice(3)}`;
    expect(parts[0].body).toContain(`"${translation}`);
    const sidebars = scripts.filter(({ body }) => isSidebar(body));
    expect(sidebars.map(({ url }) => url)).toHaveLength(1);
    expect(sidebars[0].url).toContain('/static/js/async/');
    expect([...sidebarSections(sidebars[0].body)]).toEqual([section]);

    // Into another part of the table, followed at once, without the hover that would have fetched it ahead.
    const href = await linkToAnotherPart(page, path);
    await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
    scripts.length = 0;
    await page.locator(`.rp-doc-layout__sidebar a[href="${href}"]`).first().dispatchEvent('click');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('.rspress-doc h1').first()).toBeVisible();
    expect(await page.evaluate(() => (window as { stayedInApp?: boolean }).stayedInApp)).toBe(true);
    expect(scripts.filter(({ body }) => isRoutePart(body))).toHaveLength(1);

    // Into another section: its sidebar comes with it.
    const [otherSection, entryThere] = path.startsWith('/zh/')
      ? ['/zh/guide/start/', '快速上手']
      : ['/api/', 'Fake timers'];
    scripts.length = 0;
    await page.locator(`a.rp-nav-menu__item__container[href="${otherSection}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${otherSection}$`));
    await expect(page.locator('.rp-doc-layout__sidebar')).toContainText(entryThere);
    expect(await page.evaluate(() => (window as { stayedInApp?: boolean }).stayedInApp)).toBe(true);
    expect(scripts.filter(({ body }) => isSidebar(body))).toHaveLength(1);
  });
}

test('when the route table or a sidebar cannot be fetched, a link loads the whole page, which stays as served', async ({
  page,
}) => {
  const path = '/guide/basic/mock';
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const href = await linkToAnotherPart(page, path);
  await page.route('**/static/js/async/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (isRoutePart(body) || isSidebar(body)) await route.abort();
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
  // The whole page could not load its part either: it stays as served, and says so.
  await expect.poll(() => warnings.some((text) => text.startsWith('This page stays as it was served'))).toBe(true);
});
