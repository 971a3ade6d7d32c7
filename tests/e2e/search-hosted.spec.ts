import { startAlgoliaStandIn } from './fixtures/algolia-stand-in.mjs';
import { expect, test } from './test';

// SPEC.md 7 and 8, hosted mode: the layout fixture site is built with hosted search whose
// hosts are 127.0.0.1:4176 (nothing listens: down) and 127.0.0.1:4177 (the stand-in).
const FIXTURE = 'http://localhost:4175';
const DOWN_HOST = 4176;
const STAND_IN = 4177;

test.describe.configure({ mode: 'serial' });

let standIn: Awaited<ReturnType<typeof startAlgoliaStandIn>> | null = null;
test.beforeAll(async () => {
  standIn = await startAlgoliaStandIn({ port: STAND_IN });
});
test.afterAll(async () => {
  await standIn?.close();
});

test('the modal queries the hosted index, falling back from a host that is down', async ({ page }) => {
  const hosts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/1/indexes/')) hosts.push(new URL(request.url()).port);
  });
  await page.goto(`${FIXTURE}/`);
  await page.waitForLoadState('networkidle');
  await expect(page.locator(`link[rel="preconnect"][href="http://127.0.0.1:${DOWN_HOST}"]`)).toHaveCount(1);
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill('testTimeout');
  await expect(page.locator('.DocSearch-Hit').first()).toContainText('testTimeout');
  expect(hosts.slice(0, 2)).toEqual([String(DOWN_HOST), String(STAND_IN)]);

  const sent = standIn?.queries.at(-1) as Record<string, unknown>;
  expect(sent).toMatchObject({
    indexName: 'rstest-docs',
    query: 'testTimeout',
    hitsPerPage: 20,
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    // Sent, and false: insights are off.
    clickAnalytics: false,
    facetFilters: ['lang:en'],
  });
  expect(sent.attributesToRetrieve).toEqual(
    expect.arrayContaining(['hierarchy.lvl0', 'hierarchy.lvl6', 'content', 'type', 'url']),
  );
  expect(sent.attributesToSnippet).toEqual(expect.arrayContaining(['hierarchy.lvl1:10', 'content:10']));
  await expect(page.locator('.DocSearch-Logo')).toBeVisible();
});

test('with every host down the error screen shows, and stays', async ({ page }) => {
  await standIn?.close();
  standIn = null;
  await page.goto(`${FIXTURE}/`);
  await page.waitForLoadState('networkidle');
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill('snapshot');
  const error = page.locator('.rstest-search-error');
  await expect(error.locator('.DocSearch-Title')).toHaveText('Unable to fetch results');
  await expect(error.locator('.DocSearch-Help')).toHaveText('You might want to check your network connection.');
  await page.waitForTimeout(600);
  await expect(error).toBeVisible();
});
