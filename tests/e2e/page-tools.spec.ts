// SPEC 2.5 page tools ('Copy Markdown', 'Open in' a chat service), SPEC 4 and 9 copy
// success times (500 ms Markdown, 2000 ms code), SPEC 7 the Markdown call, SPEC 8 the
// code copy prompt fallback and a visible error when the Markdown copy fails.

import type { Page } from '@playwright/test';
import { expect, test } from './test';

const TEXTS = {
  en: {
    copy: 'Copy Markdown',
    copied: 'Copied',
    failed: 'Copy failed',
    copiedMessage: 'The Markdown of this page is on the clipboard.',
    failedMessage: 'Could not copy the Markdown of this page. Try again.',
    openIn: 'Open in',
    chatgpt: 'Open in ChatGPT',
    claude: 'Open in Claude',
  },
  zh: {
    copy: '复制 Markdown',
    copied: '已复制',
    failed: '复制失败',
    copiedMessage: '本页的 Markdown 已复制到剪贴板。',
    failedMessage: '无法复制本页的 Markdown，请重试。',
    openIn: '在 AI 中打开',
    chatgpt: '在 ChatGPT 中打开',
    claude: '在 Claude 中打开',
  },
} as const;
type Lang = keyof typeof TEXTS;

/** A guide, a config, an API and an overview page in each language, with the `.md` the build writes beside each. */
const PAGES: { path: string; md: string; lang: Lang }[] = [
  { path: '/guide/start/quick-start', md: '/guide/start/quick-start.md', lang: 'en' },
  { path: '/guide/start/', md: '/guide/start/index.md', lang: 'en' },
  { path: '/config/test/retry', md: '/config/test/retry.md', lang: 'en' },
  { path: '/api/test-api/expect', md: '/api/test-api/expect.md', lang: 'en' },
  { path: '/config/', md: '/config/index.md', lang: 'en' },
  { path: '/zh/guide/start/', md: '/zh/guide/start/index.md', lang: 'zh' },
  { path: '/zh/config/test/retry', md: '/zh/config/test/retry.md', lang: 'zh' },
  { path: '/zh/api/rstest/mockFunctions', md: '/zh/api/rstest/mockFunctions.md', lang: 'zh' },
  { path: '/zh/api/', md: '/zh/api/index.md', lang: 'zh' },
];
const QUICK_START = PAGES[0];

/** The page tools below the page title. */
const tools = (page: Page) => page.locator('.rp-llms-container');
/** The 'Copy Markdown' button whatever its current label. */
const copyButton = (page: Page) => tools(page).getByRole('button').first();
const copyStatus = (page: Page) => tools(page).getByRole('status');
const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** Counts the browser's requests for `mdPath`. */
function countRequests(page: Page, mdPath: string) {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === mdPath) seen.count++;
  });
  return seen;
}

/** Opens `path` with the page's clock stopped: timers run only when the test says, so short states cannot be missed. */
async function gotoPaused(page: Page, path: string) {
  await page.clock.install();
  await page.goto(path);
  // A generous step ahead: on a busy machine the page's clock keeps running while this call travels.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 10_000);
}

test.describe('Copy Markdown', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  for (const { path, md, lang } of PAGES) {
    test(`${path} copies the page's Markdown from ${md}`, async ({ page, request }) => {
      const response = await request.get(md);
      expect(response.status()).toBe(200);
      const markdown = await response.text();
      // The page's title first, then Markdown only: no front matter, imports or JSX outside code blocks.
      expect(markdown).toMatch(/^# \S/);
      const prose = markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
      expect(prose).not.toMatch(/^(---$|import |<\/?Tabs?\b)/m);

      await gotoPaused(page, path);
      const button = copyButton(page);
      await expect(button).toHaveText(TEXTS[lang].copy);
      await page.evaluate(() => navigator.clipboard.writeText('before'));
      await button.click();
      await expect(button).toHaveText(TEXTS[lang].copied);
      await expect(copyStatus(page)).toHaveText(TEXTS[lang].copiedMessage);
      expect(await clipboardText(page)).toBe(markdown);
    });
  }

  test('llms.txt lists every doc page of its language with a served .md; llms-full.txt bundles them in order', async ({
    request,
    baseURL,
  }) => {
    for (const prefix of ['', '/zh']) {
      const index = await request.get(`${prefix}/llms.txt`);
      expect(index.status()).toBe(200);
      const links = [...(await index.text()).matchAll(/\]\((\/[^)]+\.md)\)/g)].map((match) => match[1]);
      const sitemap = await (await request.get('/sitemap.xml')).text();
      const docPages = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)]
        .map((match) => match[1])
        .filter((path) => (prefix ? path.startsWith('/zh/') : !path.startsWith('/zh/')) && path !== `${prefix}/`);
      expect(links).toHaveLength(docPages.length);
      // Node's fetch: Playwright's request context takes about 140 ms a request.
      for (const link of links) expect((await fetch(new URL(link, baseURL))).status, link).toBe(200);

      const full = await (await request.get(`${prefix}/llms-full.txt`)).text();
      expect([...full.matchAll(/^url: (.+)$/gm)].map((match) => match[1])).toEqual(links);
    }
  });

  test('the home page has no page tools', async ({ page }) => {
    for (const path of ['/', '/zh/']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: /Copy Markdown|复制 Markdown/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^(Open in|在 AI 中打开)$/ })).toHaveCount(0);
    }
  });

  test('shows the success state for 500 ms', async ({ page }) => {
    await gotoPaused(page, QUICK_START.path);
    const button = copyButton(page);
    await button.click();
    await expect(button).toHaveText('Copied');
    await expect(button).toBeVisible();
    await page.clock.runFor(450);
    await expect(button).toHaveText('Copied');
    await page.clock.runFor(50);
    await expect(button).toHaveText('Copy Markdown');
    await expect(copyStatus(page)).toHaveText('');
  });

  test('fetches the Markdown once per page: a second click copies it again without a request', async ({ page }) => {
    const requests = countRequests(page, QUICK_START.md);
    await gotoPaused(page, QUICK_START.path);
    const button = copyButton(page);
    await button.click();
    await expect(button).toHaveText('Copied');
    const markdown = await clipboardText(page);
    expect(markdown).toMatch(/^# Quick Start/m);
    expect(requests.count).toBe(1);

    await page.evaluate(() => navigator.clipboard.writeText('overwritten'));
    await page.clock.runFor(500);
    await expect(button).toHaveText('Copy Markdown');
    await button.click();
    await expect(button).toHaveText('Copied');
    expect(await clipboardText(page)).toBe(markdown);
    expect(requests.count).toBe(1);
  });

  test('a page reached by client-side navigation copies its own Markdown', async ({ page, request }) => {
    const expected = await (await request.get('/guide/start/features.md')).text();
    await page.goto(QUICK_START.path);
    await copyButton(page).click();
    await expect.poll(() => clipboardText(page)).toMatch(/^# Quick Start/m);
    await page.locator('.rp-prev-next-page').locator('a').filter({ hasText: 'Next Page' }).click();
    await expect(page).toHaveURL('/guide/start/features');
    await copyButton(page).click();
    await expect.poll(() => clipboardText(page)).toBe(expected);
  });

  for (const [what, fail] of [
    ['the request fails', (page: Page) => page.route('**/*.md', (route) => route.abort())],
    ['the server answers 404', (page: Page) => page.route('**/*.md', (route) => route.fulfill({ status: 404 }))],
    [
      'the server answers an HTML page',
      (page: Page) =>
        page.route('**/*.md', (route) =>
          route.fulfill({ status: 200, contentType: 'text/html', body: '<html></html>' }),
        ),
    ],
  ] as const) {
    test(`shows a visible error when ${what}, then lets the reader try again`, async ({ page }) => {
      await fail(page);
      await gotoPaused(page, QUICK_START.path);
      const button = copyButton(page);
      await page.evaluate(() => navigator.clipboard.writeText('before'));
      await button.click();
      await expect(button).toHaveText('Copy failed');
      await expect(button).toBeVisible();
      await expect(copyStatus(page)).toHaveText(TEXTS.en.failedMessage);
      expect(await clipboardText(page)).toBe('before');

      // The failure is not cached: once the Markdown can be fetched, the copy works.
      await page.unrouteAll();
      await page.clock.runFor(3000);
      await expect(button).toHaveText('Copy Markdown');
      await button.click();
      await expect(button).toHaveText('Copied');
      expect(await clipboardText(page)).toMatch(/^# Quick Start/m);
    });
  }

  test('the error state goes back to normal after 3 seconds', async ({ page }) => {
    await page.route('**/*.md', (route) => route.abort());
    await gotoPaused(page, QUICK_START.path);
    const button = copyButton(page);
    await button.click();
    await expect(button).toHaveText('Copy failed');
    await page.clock.runFor(2900);
    await expect(button).toHaveText('Copy failed');
    await page.clock.runFor(100);
    await expect(button).toHaveText('Copy Markdown');
  });

  for (const [what, script] of [
    [
      'rejects the write',
      () => {
        navigator.clipboard.writeText = () =>
          Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      },
    ],
    [
      'is missing',
      () => {
        Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true });
      },
    ],
  ] as const) {
    test(`shows a visible error in both languages when the Clipboard API ${what}`, async ({ page }) => {
      await page.addInitScript(script);
      for (const { path, lang } of [QUICK_START, PAGES[5]]) {
        await page.goto(path);
        const button = copyButton(page);
        await button.click();
        await expect(button).toHaveText(TEXTS[lang].failed);
        await expect(button).toBeVisible();
        await expect(copyStatus(page)).toHaveText(TEXTS[lang].failedMessage);
      }
    });
  }
});

test.describe('Open in', () => {
  const query = (url: string) => `Read ${url}, I want to ask questions about it.`;

  for (const { path, lang } of PAGES) {
    test(`${path} links to ChatGPT and Claude with a question about the page, in new tabs`, async ({
      page,
      baseURL,
    }) => {
      await page.goto(path);
      const pageUrl = `${baseURL}${path}`;
      const trigger = tools(page).getByRole('button', { name: TEXTS[lang].openIn, exact: true });
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('link', { name: TEXTS[lang].chatgpt })).toHaveCount(0);
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');

      for (const [name, base] of [
        [TEXTS[lang].chatgpt, 'https://chatgpt.com/?q='],
        [TEXTS[lang].claude, 'https://claude.ai/new?q='],
      ]) {
        const link = tools(page).getByRole('link', { name });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', `${base}${encodeURIComponent(query(pageUrl))}`);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        const href = (await link.getAttribute('href')) ?? '';
        expect(new URL(href).searchParams.get('q')).toBe(query(pageUrl));
      }
    });
  }

  test('the question names the page reached by client-side navigation', async ({ page, baseURL }) => {
    await page.goto(QUICK_START.path);
    await page.locator('.rp-prev-next-page').locator('a').filter({ hasText: 'Next Page' }).click();
    await expect(page).toHaveURL('/guide/start/features');
    await tools(page).getByRole('button', { name: 'Open in', exact: true }).click();
    const href = (await tools(page).getByRole('link', { name: 'Open in Claude' }).getAttribute('href')) ?? '';
    expect(new URL(href).searchParams.get('q')).toBe(query(`${baseURL}/guide/start/features`));
  });

  test('closes on Escape (focus back on its button) and on a click elsewhere', async ({ page }) => {
    await page.goto(QUICK_START.path);
    const trigger = tools(page).getByRole('button', { name: 'Open in', exact: true });
    const chatgpt = tools(page).getByRole('link', { name: 'Open in ChatGPT' });
    await trigger.click();
    await expect(chatgpt).toBeVisible();
    await chatgpt.focus();
    await page.keyboard.press('Escape');
    await expect(chatgpt).toHaveCount(0);
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await trigger.click();
    await expect(chatgpt).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(chatgpt).toHaveCount(0);
  });
});

test.describe('code block copy button', () => {
  const codeBlock = (page: Page) => page.locator('.rp-codeblock').filter({ hasText: 'export function sum' });
  const copyCode = async (page: Page) => {
    await codeBlock(page).hover();
    const button = codeBlock(page).getByRole('button', { name: 'Copy code' });
    await button.click();
    return button;
  };
  const CODE = 'export function sum(a: number, b: number): number {\n  return a + b;\n}';

  test.describe('with the Clipboard API', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('shows the success state for 2000 ms', async ({ page }) => {
      await gotoPaused(page, QUICK_START.path);
      const button = await copyCode(page);
      const success = button.locator('.rp-code-copy-button__icon--success');
      await expect(button).toHaveClass(/rp-code-copy-button--copied/);
      await expect(success).toHaveCSS('opacity', '1');
      expect(await clipboardText(page)).toBe(CODE);
      await page.clock.runFor(1950);
      await expect(button).toHaveClass(/rp-code-copy-button--copied/);
      await page.clock.runFor(50);
      await expect(button).not.toHaveClass(/rp-code-copy-button--copied/);
      await expect(success).toHaveCSS('opacity', '0');
    });

    test('the button is labelled in Chinese on /zh', async ({ page }) => {
      await page.goto('/zh/guide/start/quick-start');
      await codeBlock(page).hover();
      await expect(codeBlock(page).getByRole('button', { name: '复制代码' })).toBeVisible();
    });
  });

  test('without the Clipboard API, copies with the older copy command', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true });
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      return dialog.dismiss();
    });
    await page.goto(QUICK_START.path);
    const button = await copyCode(page);
    await expect(button).toHaveClass(/rp-code-copy-button--copied/);
    expect(dialogs).toEqual([]);
  });

  test("when no way to copy is available, falls back to a 'Copy to clipboard' prompt", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true });
      document.execCommand = () => false;
    });
    const dialogs: { type: string; message: string; value: string }[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push({ type: dialog.type(), message: dialog.message(), value: dialog.defaultValue() });
      return dialog.dismiss();
    });
    await page.goto(QUICK_START.path);
    const button = await copyCode(page);
    await expect.poll(() => dialogs.length).toBe(1);
    expect(dialogs[0]).toEqual({ type: 'prompt', message: 'Copy to clipboard: Ctrl+C, Enter', value: CODE });
    await expect(button).not.toHaveClass(/rp-code-copy-button--copied/);
  });
});
