import type { Page } from '@playwright/test';
import { localUrl, testPorts } from '../../tools/lib/test-ports.mjs';
import { startAlgoliaStandIn } from './fixtures/algolia-stand-in.mjs';
import { expect, test } from './test';

// SPEC.md 7, 8 and 9, hosted mode: the layout fixture site is built with hosted search whose
// hosts are the searchDown port (nothing listens: down), then searchFirst and searchSecond (the stand-ins).
const FIXTURE = localUrl('flagsFixture');
const PORTS = testPorts();
const DOWN = String(PORTS.searchDown);
const FIRST = String(PORTS.searchFirst);
const SECOND = String(PORTS.searchSecond);

test.describe.configure({ mode: 'serial' });

let standIn: Awaited<ReturnType<typeof startAlgoliaStandIn>> | null = null;
test.beforeAll(async () => {
  standIn = await startAlgoliaStandIn({ ports: [Number(FIRST), Number(SECOND)] });
});
test.afterAll(async () => {
  await standIn?.close();
});

/** The ports that received `query`, in order (the down host never answers, so it is watched in the page). */
const portsFor = (query: string) =>
  (standIn?.queries ?? []).filter((q) => q.query === query).map((q) => String(q.port));

function watchHosts(page: Page) {
  const ports: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/1/indexes/')) ports.push(new URL(request.url()).port);
  });
  return ports;
}

async function searchFixture(page: Page, query: string) {
  if (!(await page.locator('.DocSearch-Modal').isVisible())) await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill(query);
}

async function openFixture(page: Page) {
  await page.goto(`${FIXTURE}/`);
  await page.waitForLoadState('networkidle');
}

const errorScreen = (page: Page) => page.locator('.rstest-search-error');

/** The console warnings of a page, as they come (the client reports failures there). */
function collectWarnings(page: Page) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

test('the modal queries the hosted index, falling back from a host that is down', async ({ page }) => {
  const hosts = watchHosts(page);
  await openFixture(page);
  await expect(page.locator(`link[rel="preconnect"][href="http://127.0.0.1:${DOWN}"]`)).toHaveCount(1);
  await searchFixture(page, 'testTimeout');
  await expect(page.locator('.DocSearch-Hit').first()).toContainText('testTimeout');
  expect(hosts.slice(0, 2)).toEqual([DOWN, FIRST]);

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

test('a host that is down is skipped for 2 minutes, then tried again (SPEC 9)', async ({ page }) => {
  await page.clock.install();
  const hosts = watchHosts(page);
  await openFixture(page);
  // Waits for the answer to this query, not the hits of the previous one still on screen.
  const searchVia = async (query: string) => {
    hosts.length = 0;
    const answered = page.waitForResponse(
      (response) =>
        response.url().includes('/1/indexes/') && (response.request().postData() ?? '').includes(`"${query}"`),
    );
    await searchFixture(page, query);
    await answered;
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    return [...hosts];
  };
  expect(await searchVia('testTimeout')).toEqual([DOWN, FIRST]);
  expect(await searchVia('snapshot')).toEqual([FIRST]);
  // The page's own clock: 1 min 50 s after the failure the host is still skipped, at 2 min 1 s it is tried again.
  await page.clock.fastForward('01:50');
  expect(await searchVia('retry')).toEqual([FIRST]);
  await page.clock.fastForward('00:11');
  expect(await searchVia('pool')).toEqual([DOWN, FIRST]);
});

test('a server error (5xx) is retried on the next host; the error screen shows when all fail', async ({ page }) => {
  await openFixture(page);
  await searchFixture(page, 'fail-500');
  await expect(errorScreen(page).locator('.DocSearch-Title')).toHaveText('Unable to fetch results');
  expect(portsFor('fail-500')).toEqual([FIRST, SECOND]);
});

test('a 4xx answer is not retried, and its message and status are reported', async ({ page }) => {
  const warnings = collectWarnings(page);
  await openFixture(page);
  await searchFixture(page, 'fail-400');
  await expect(errorScreen(page)).toBeVisible();
  expect(portsFor('fail-400')).toEqual([FIRST]);
  expect(warnings.join('\n')).toContain('Invalid query parameter');
});

test('a 2xx answer that is not JSON is a deserialization error', async ({ page }) => {
  const warnings = collectWarnings(page);
  await openFixture(page);
  await searchFixture(page, 'not-json');
  await expect(errorScreen(page)).toBeVisible();
  expect(warnings.join('\n')).toMatch(/Deserializ/i);
});

test('an answer slower than the 2 s read timeout moves on to the next host', async ({ page }) => {
  await openFixture(page);
  await searchFixture(page, 'slow-answer');
  // The first stand-in times out after 2 s; the second gets a longer timeout and answers in 2.5 s.
  await expect.poll(() => portsFor('slow-answer'), { timeout: 10_000 }).toEqual([FIRST, SECOND]);
  await expect(page.locator('.DocSearch-NoResults .DocSearch-Title')).toContainText('slow-answer', { timeout: 10_000 });
  await expect(errorScreen(page)).toHaveCount(0);
});

test('selecting a hit for a page this site does not have loads it in full (here: the 404 page)', async ({ page }) => {
  await openFixture(page);
  await page.evaluate(() => {
    (window as unknown as { stayedInApp: boolean }).stayedInApp = true;
  });
  await searchFixture(page, 'testTimeout');
  await expect(page.locator('.DocSearch-Hit').first()).toContainText('testTimeout');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/config\/test\/testTimeout/);
  await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayedInApp?: boolean }).stayedInApp)).toBeUndefined();
});

test('with every host down the error screen shows, and stays', async ({ page }) => {
  await standIn?.close();
  standIn = null;
  await page.clock.install();
  await openFixture(page);
  await searchFixture(page, 'snapshot');
  await expect(errorScreen(page).locator('.DocSearch-Title')).toHaveText('Unable to fetch results');
  await expect(errorScreen(page).locator('.DocSearch-Help')).toHaveText(
    'You might want to check your network connection.',
  );
  // The page's own clock, a few seconds ahead: every timer due by then fires, whatever the machine's load.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5000);
  await expect(errorScreen(page)).toBeVisible();
  await page.clock.resume();
});
