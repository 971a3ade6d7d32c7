// The Content-Security-Policy (plugins/csp): served as a header by `npm start`, in `_headers` for static
// hosts, and as a <meta> in every page; no page type breaks it while a reader searches, zooms, copies and
// switches the theme. (test.ts also fails every browser test on a CSP report in the console.)

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { BUILD_DIR } from './site';
import { expect, test } from './test';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/**
 * The page's CSP reports, but for the one probe DocSearch's bundled zod makes: it tries `new Function('')`
 * to learn whether it may compile parsers, and parses without when refused. Checked to come from there.
 */
async function violations(page: Page) {
  const reports = await page.evaluate(() => window.cspViolations ?? []);
  const others = [];
  for (const report of reports) {
    const [directive, blocked, source] = report.split(' ');
    const probe =
      directive === 'script-src' &&
      blocked === 'eval' &&
      (await page.request.get(source).then((r) => r.text())).includes('$ZodObjectJIT');
    if (!probe) others.push(report);
  }
  return others;
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations ??= [];
      window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
});

test('the server sends the policy, the static build writes it for hosts, and each page carries it', async ({
  page,
  request,
}) => {
  const response = await request.get('/guide/start/');
  const header = response.headers()['content-security-policy'] ?? '';
  expect(header).toContain("script-src 'self' 'sha256-");
  expect(header).toContain("object-src 'none'");
  expect(header).toContain("frame-ancestors 'none'");
  expect(header).toContain("base-uri 'self'");
  expect(header).not.toMatch(/unsafe-eval|https?:\/\//);
  expect(readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8')).toBe(`/*\n  Content-Security-Policy: ${header}\n`);

  await page.goto('/zh/api/');
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  // Browsers ignore frame-ancestors in a meta element, and say so in the console.
  expect(meta).toBe(header.replace("; frame-ancestors 'none'", ''));
});

// Every page type of a language in one test (one browser context): each page loaded fresh, its theme switched;
// the search modal and its index are the same on every page of a language, so searched on one page.
const PAGE_TYPES = [
  '/',
  '/guide/start/',
  '/config/test/testTimeout',
  '/api/rstest/utilities',
  '/api/',
  '/no-such-page',
];
for (const prefix of ['', '/zh']) {
  test(`every page type of ${prefix || '/'} runs within the policy, searched and themed`, async ({ page }) => {
    test.setTimeout(90_000);
    for (const route of PAGE_TYPES) {
      await page.goto(`${prefix}${route}`);
      if (route === '/guide/start/') {
        await page.locator('.DocSearch-Button').click();
        await page.locator('.DocSearch-Input').fill('mock');
        // The first search loads the language's index: slower on a busy machine.
        await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({ timeout: 15_000 });
        await page.keyboard.press('Escape');
      }
      // The stored choice carries over to the next page: switch to whichever theme is not shown.
      const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
      await page.locator('.rp-nav__others .rp-switch-appearance').click();
      if (dark) await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);
      else await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
      expect(await violations(page), `${prefix}${route}`).toEqual([]);
    }
  });
}

test.describe('reader actions', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('zooming an image and copying the Markdown stay within the policy', async ({ page }) => {
    await page.goto('/guide/start/');
    const image = page.locator('.rspress-doc img').first();
    await image.scrollIntoViewIfNeeded();
    await image.click();
    await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Copy Markdown' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('# Introduction');
    expect(await violations(page)).toEqual([]);
  });
});
