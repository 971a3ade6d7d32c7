import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, test } from './test';

// SPEC.md 2.4, 8 and 9: the search modal over the embedded index built with the site.

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const hits = (page: Page) => page.locator('.DocSearch-Hit');
const recentSearches = (page: Page) => page.locator('[id^="docsearch-recentSearches-item"]');
const favouriteSearches = (page: Page) => page.locator('[id^="docsearch-favoriteSearches-item"]');

/** Opens a page once the app is interactive (the shortcuts listen after hydration). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

async function search(page: Page, query: string) {
  if (!(await modal(page).isVisible()))
    await page
      .getByRole('button', { name: /search|搜索/i })
      .first()
      .click();
  await input(page).fill(query);
}

test.describe('opening and closing', () => {
  for (const path of [
    '/',
    '/guide/start/quick-start',
    '/config/test/testTimeout',
    '/api/test-api/expect',
    '/zh/',
    '/nope',
  ]) {
    test(`the search button opens the modal on ${path}`, async ({ page }) => {
      await visit(page, path);
      await page.locator('.DocSearch-Button').click();
      await expect(modal(page)).toBeVisible();
      await expect(input(page)).toBeFocused();
    });
  }

  test('Ctrl+K and Meta+K open it, Escape closes it', async ({ page }) => {
    await visit(page, '/guide/start/');
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await page.keyboard.press('Meta+k');
    await expect(modal(page)).toBeVisible();
  });

  test('a shortcut pressed right after closing opens it again', async ({ page }) => {
    await visit(page, '/guide/start/');
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Control+k');
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
  });

  test("'/' opens it outside inputs, but types a slash inside one", async ({ page }) => {
    await visit(page, '/config/');
    await page.locator('.rp-overview-search__input').focus();
    await page.keyboard.press('/');
    await expect(modal(page)).toBeHidden();
    await expect(page.locator('.rp-overview-search__input')).toHaveValue('/');
    await page.locator('h1').click();
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
  });

  test('the index is fetched on first search, not with the page, then the text of the pages shown', async ({
    page,
  }) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search/')) indexRequests.push(new URL(request.url()).pathname);
    });
    await visit(page, '/guide/start/quick-start');
    expect(indexRequests).toEqual([]);
    await search(page, 'snapshot');
    await expect(hits(page).first()).toBeVisible();
    const [index, ...texts] = indexRequests;
    expect(index).toBe('/search/en.json');
    // Only pages with a hit shown: at most one a hit, and fewer than the site's pages.
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.length).toBeLessThanOrEqual(await hits(page).count());
    for (const text of texts) expect(text).toMatch(/^\/search\/en\/[\w-]+\.json$/);
  });
});

test.describe('the CLI answers as the browser', () => {
  // Queries whose hits show text (from the text files) and headings, in both languages.
  for (const [path, lang, query] of [
    ['/guide/start/', 'en', 'serialized errors'],
    ['/guide/start/', 'en', 'mock timers'],
    ['/zh/guide/start/', 'zh', '快照'],
    ['/zh/guide/start/', 'zh', '为什么进程不退出'],
  ]) {
    test(`"${query}" gives the same hits in the modal as \`npm run search\``, async ({ page }) => {
      const cli = JSON.parse(
        execFileSync(process.execPath, ['tools/search/cli.mjs', '--lang', lang, query], { encoding: 'utf8' }),
      ) as {
        results: [{ hits: Array<{ url: string; type: string; _snippetResult: { content?: { value: string } } }> }];
      };
      const expected = cli.results[0].hits;
      expect(expected.length).toBeGreaterThan(0);
      await visit(page, path);
      await search(page, query);
      await expect(hits(page)).toHaveCount(expected.length);
      const shown = await hits(page)
        .locator(':scope > a')
        .evaluateAll((links) =>
          links.map((link) => {
            const url = new URL(link.getAttribute('data-url') ?? '', window.location.href);
            return { url: decodeURI(url.pathname) + url.hash, text: link.textContent ?? '' };
          }),
        );
      expect(shown.map(({ url }) => url).sort()).toEqual(expected.map(({ url }) => url).sort());
      const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
      const plain = (html: string) =>
        html.replace(/<\/?mark>/g, '').replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]);
      for (const hit of expected.filter(({ type }) => type === 'content')) {
        const snippet = plain(hit._snippetResult.content?.value ?? '');
        expect(shown.find(({ url }) => url === hit.url)?.text).toContain(snippet.replace(/^…|…$/g, ''));
      }
    });
  }
});

test.describe('results', () => {
  test('a typo still finds the API, results are grouped by section, Enter navigates inside the site', async ({
    page,
  }) => {
    await visit(page, '/guide/start/quick-start');
    await page.evaluate(() => {
      (window as unknown as { stayedInApp: boolean }).stayedInApp = true;
    });
    await search(page, 'toHaveBeenCaledWith');
    await expect(hits(page).first()).toContainText('toHaveBeenCalledWith');
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Test API');
    await expect(hits(page).first().locator('mark').first()).toHaveText('toHaveBeenCalledWith');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/api\/test-api\/expect#tohavebeencalledwith$/);
    await expect(modal(page)).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { stayedInApp?: boolean }).stayedInApp)).toBe(true);
    await expect(page.locator('#tohavebeencalledwith')).toBeInViewport();
  });

  test('clicking a hit navigates inside the site', async ({ page }) => {
    await visit(page, '/guide/start/');
    await search(page, 'testTimeout');
    await hits(page).first().click();
    await expect(page).toHaveURL(/\/config\/test\/testTimeout/);
    await expect(page.locator('h1')).toContainText('testTimeout');
  });

  test('Ctrl+Enter opens the hit in a new tab, Shift+Enter in a new window', async ({ page, context }) => {
    await visit(page, '/guide/start/');
    await search(page, 'rstest.fn');
    await expect(hits(page).first()).toContainText('rstest.fn');
    const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+Enter')]);
    await expect(tab).toHaveURL(/\/api\/rstest\/mockFunctions#rstest-fn$/);
    await page.bringToFront();
    await search(page, 'testTimeout');
    await expect(hits(page).first()).toContainText('testTimeout');
    const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Shift+Enter')]);
    await expect(popup).toHaveURL(/\/config\/test\/testTimeout$/);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
  });

  test('at most 20 hits, and API names are found whole and in parts', async ({ page }) => {
    await visit(page, '/api/');
    for (const [query, expected] of [
      ['fn', 'rstest.fn'],
      ['timeout', 'Timeout'],
      ['rstest.fn', 'rstest.fn'],
    ]) {
      await search(page, query);
      await expect(hits(page).first()).toContainText(expected);
      expect(await hits(page).count()).toBeLessThanOrEqual(20);
    }
  });

  test('snippets have 10 words, 5 on screens 768 px wide or narrower', async ({ page }) => {
    const words = async () => {
      const texts = await page.locator('.DocSearch-Hit-content-wrapper .DocSearch-Hit-title').allTextContents();
      const wordsOf = (text: string) => text.split(/[\s…]+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
      return Math.max(...texts.map((text) => wordsOf(text).length));
    };
    await visit(page, '/guide/start/');
    await search(page, 'leak');
    await expect(hits(page).first()).toBeVisible();
    expect(await words()).toBeGreaterThan(5);
    expect(await words()).toBeLessThanOrEqual(10);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 768, height: 900 });
    await search(page, 'leak');
    await expect(hits(page).first()).toBeVisible();
    expect(await words()).toBeLessThanOrEqual(5);
  });

  test('Chinese words are found whether or not the page splits them the same way', async ({ page }) => {
    await visit(page, '/zh/guide/start/');
    for (const [query, path] of [
      ['模拟模块', '/zh/api/rstest/mockModules'],
      ['快照', '/zh/'],
      ['调试 vscode', '/zh/guide/advanced/debugging'],
    ]) {
      await search(page, query);
      await expect(hits(page).first().locator('a')).toHaveAttribute('data-url', new RegExp(`^${path}`));
    }
  });
});

test.describe('start, no-results and error screens', () => {
  test('recent searches are kept, can be saved as favourites and removed', async ({ page }) => {
    await visit(page, '/guide/start/');
    await search(page, 'testTimeout');
    await hits(page).first().click();
    await expect(page).toHaveURL(/testTimeout/);
    await page.locator('.DocSearch-Button').click();
    const recent = recentSearches(page);
    await expect(recent).toHaveCount(1);
    await expect(recent.first()).toContainText('testTimeout');
    const stored = await page.evaluate(() => localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__rstest-docs-en'));
    expect(stored).toContain('testTimeout');

    await recent.first().hover();
    await recent.first().getByTitle('Save this search').click();
    await expect(favouriteSearches(page)).toHaveCount(1);
    await expect(recent).toHaveCount(0);
    await favouriteSearches(page).first().hover();
    await favouriteSearches(page).first().getByTitle('Remove this search from favorites').click();
    await expect(favouriteSearches(page)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await search(page, 'rstest.fn');
    await hits(page).first().click();
    await page.locator('.DocSearch-Button').click();
    await recentSearches(page).first().hover();
    await recentSearches(page).first().getByTitle('Remove this search from history').click();
    await expect(recentSearches(page)).toHaveCount(0);
  });

  test('keeps 7 recent searches, 4 when there are favourites', async ({ page }) => {
    await visit(page, '/guide/start/');
    await page.evaluate(() => {
      const stored = Array.from({ length: 10 }, (_, i) => ({
        objectID: `h:/guide/start/#item-${i}`,
        url: `/guide/start/#item-${i}`,
        type: 'lvl2',
        hierarchy: { lvl0: 'Getting Started', lvl1: 'Introduction', lvl2: `Item ${i}` },
        content: null,
      }));
      localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__rstest-docs-en', JSON.stringify(stored));
    });
    await page.locator('.DocSearch-Button').click();
    await expect(recentSearches(page)).toHaveCount(7);
    await page.keyboard.press('Escape');
    await page.evaluate(() => {
      const favourite = [
        {
          objectID: 'h:/config/#x',
          url: '/config/#x',
          type: 'lvl2',
          hierarchy: { lvl0: 'Config', lvl1: 'Overview', lvl2: 'X' },
          content: null,
        },
      ];
      localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__rstest-docs-en', JSON.stringify(favourite));
    });
    await page.locator('.DocSearch-Button').click();
    await expect(favouriteSearches(page)).toHaveCount(1);
    await expect(recentSearches(page)).toHaveCount(4);
  });

  test('keeps at most 10 favourites: saving an eleventh drops the oldest', async ({ page }) => {
    await visit(page, '/guide/start/');
    await page.evaluate(() => {
      const stored = (name: string, i: number) => ({
        objectID: `h:/guide/start/#${name}-${i}`,
        url: `/guide/start/#${name}-${i}`,
        type: 'lvl2',
        hierarchy: { lvl0: 'Getting Started', lvl1: 'Introduction', lvl2: `${name} ${i}` },
        content: null,
      });
      const favourites = Array.from({ length: 10 }, (_, i) => stored('Favourite', i));
      localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__rstest-docs-en', JSON.stringify(favourites));
      localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__rstest-docs-en', JSON.stringify([stored('Recent', 0)]));
    });
    await page.locator('.DocSearch-Button').click();
    await expect(favouriteSearches(page)).toHaveCount(10);
    await recentSearches(page).first().hover();
    await recentSearches(page).first().getByTitle('Save this search').click();
    await expect(favouriteSearches(page)).toHaveCount(10);
    await expect(favouriteSearches(page).first()).toContainText('Recent 0');
    await expect(favouriteSearches(page).last()).toContainText('Favourite 8');
  });

  for (const [path, noResults] of [
    ['/guide/start/', 'No results for'],
    ['/zh/guide/start/', '无法找到相关结果'],
  ]) {
    test(`no results on ${path}: the message and up to 3 suggested queries that search`, async ({ page }) => {
      await visit(page, path);
      await search(page, 'snapshot');
      await expect(hits(page).first()).toBeVisible();
      await input(page).fill('qqzzxxv');
      await expect(page.locator('.DocSearch-NoResults .DocSearch-Title')).toContainText(noResults);
      await expect(page.locator('.DocSearch-NoResults .DocSearch-Title')).toContainText('qqzzxxv');
      const suggestions = page.locator('.DocSearch-NoResults .DocSearch-Prefill');
      await expect(suggestions.first()).toBeVisible();
      expect(await suggestions.count()).toBeLessThanOrEqual(3);
      await suggestions.first().click();
      await expect(hits(page).first()).toBeVisible();
    });
  }

  for (const [path, lang, title, help] of [
    ['/guide/start/', 'en', 'Unable to fetch results', 'You might want to check your network connection.'],
    ['/zh/guide/start/', 'zh', '无法获取结果', '你可能需要检查你的网络连接'],
  ]) {
    test(`an unreachable index shows the error screen on ${path} until a keystroke succeeds`, async ({ page }) => {
      let offline = true;
      await page.route(`**/search/${lang}.json`, (route) =>
        offline ? route.abort('internetdisconnected') : route.continue(),
      );
      await page.clock.install();
      await visit(page, path);
      await search(page, 'snapshot');
      const error = page.locator('.rstest-search-error');
      await expect(error.locator('.DocSearch-Title')).toHaveText(title);
      await expect(error.locator('.DocSearch-Help')).toHaveText(help);
      // 600 ms of the page's own clock: every timer due by then fires, whatever the machine's load.
      await page.clock.runFor(600);
      await expect(error).toBeVisible();
      await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
      offline = false;
      await input(page).press('s');
      await expect(hits(page).first()).toBeVisible();
      await expect(error).toBeHidden();
    });
  }

  test('a search fetches the text of the pages it shows only; hits whose text fails show their headings', async ({
    page,
  }) => {
    // "serialized" is only in the text of two sections, on two pages: its hits are content hits.
    let textsFail = true;
    const textFiles: string[] = [];
    await page.route('**/search/en/*.json', (route) => {
      textFiles.push(new URL(route.request().url()).pathname);
      return textsFail ? route.abort('internetdisconnected') : route.continue();
    });
    await visit(page, '/guide/start/');
    await search(page, 'serialized');
    await expect(hits(page)).toHaveCount(2);
    await expect(hits(page).filter({ hasText: 'serialized' })).toHaveCount(0);
    await expect(page.locator('.rstest-search-error')).toHaveCount(0);
    expect(new Set(textFiles).size).toBe(2);
    textsFail = false;
    await input(page).press('End');
    await input(page).press(' ');
    await expect(hits(page).filter({ hasText: 'serialized' })).toHaveCount(2);
    expect(new Set(textFiles).size).toBe(2);
  });

  test("a slow index turns the status to 'stalled' after 300 ms", async ({ page }) => {
    // The index is held back until the test has seen the stalled state, however slow the machine is.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/search/en.json', async (route) => {
      await released;
      await route.continue();
    });
    await visit(page, '/guide/start/');
    // In the page's own time: when the search box appeared (no search starts before it), and when the
    // stalled class first appeared.
    await page.evaluate(() => {
      const times = { opened: 0, stalled: 0 };
      (window as unknown as { stallTimes: typeof times }).stallTimes = times;
      new MutationObserver(() => {
        if (!times.opened && document.querySelector('.DocSearch-Input')) times.opened = performance.now();
        if (!times.stalled && document.querySelector('.DocSearch-Container--Stalled'))
          times.stalled = performance.now();
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    });
    await search(page, 'snapshot');
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
    const { opened, stalled } = await page.evaluate(
      () => (window as unknown as { stallTimes: { opened: number; stalled: number } }).stallTimes,
    );
    expect(opened).toBeGreaterThan(0);
    expect(stalled - opened).toBeGreaterThanOrEqual(300);
    release();
    await expect(hits(page).first()).toBeVisible();
    await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
  });
});

test.describe('hostile and long queries', () => {
  test('HTML in a query is shown as text, never run', async ({ page }) => {
    let dialog = false;
    page.on('dialog', (d) => {
      dialog = true;
      void d.dismiss();
    });
    await visit(page, '/guide/start/');
    await search(page, '<img src=x onerror=alert(1)> expect');
    await expect(hits(page).first()).toBeVisible();
    await expect(page.locator('.DocSearch-Modal img[src="x"]')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.locator('.DocSearch-Button').click();
    await expect(page.locator('.DocSearch-Modal img[src="x"]')).toHaveCount(0);
    expect(dialog).toBe(false);
  });

  test('a query longer than 512 characters is cut to 512, with no error', async ({ page }) => {
    await visit(page, '/guide/start/');
    await search(page, `expect ${'x'.repeat(700)}`);
    expect((await input(page).inputValue()).length).toBe(512);
    await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
  });
});

test('embedded mode credits no search provider and sends nothing to one', async ({ page }) => {
  await visit(page, '/guide/start/');
  expect(await page.locator('link[rel="preconnect"]').count()).toBe(0);
  await search(page, 'snapshot');
  await expect(hits(page).first()).toBeVisible();
  await expect(page.locator('.DocSearch-Logo')).toBeHidden();
  await expect(page.getByText(/algolia/i)).toHaveCount(0);
});

test('Chinese pages show Chinese search texts and search the Chinese index', async ({ page }) => {
  await visit(page, '/zh/guide/start/');
  await expect(page.locator('.DocSearch-Button-Placeholder')).toHaveText('搜索');
  await search(page, '超时');
  await expect(input(page)).toHaveAttribute('placeholder', '搜索文档');
  await expect(hits(page).first().locator('a')).toHaveAttribute('data-url', /^\/zh\//);
});
