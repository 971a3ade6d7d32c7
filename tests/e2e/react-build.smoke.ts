// The site built without its performance layer (PERFORMANCE_LAYER=off npm run build, plugins/performance-layer):
// plain Rspress on React 19. Every page type in both languages renders and hydrates without an error or a
// hydration mismatch (the guards of test.ts), and the everyday controls work: navigation, search, theme.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { outDirOf } from '../../plugins/performance-layer/switch.mjs';
import { pageHeading } from './site';
import { expect, test } from './test';

const BUILD = path.resolve(import.meta.dirname, '../..', outDirOf(false));

const PAGE_TYPES = [
  { type: 'home', path: '/' },
  { type: 'guide', path: '/guide/start/quick-start' },
  { type: 'config', path: '/config/test/testTimeout' },
  { type: 'API', path: '/api/test-api/expect' },
  { type: 'overview', path: '/api/' },
] as const;

test('the React build exists and is plain React', () => {
  expect(existsSync(BUILD), 'no React build: run `PERFORMANCE_LAYER=off npm run build` first').toBe(true);
  const html = readFileSync(path.join(BUILD, 'guide/start/quick-start.html'), 'utf8');
  // No hydration markers, no script loader: the scripts are Rspress's own deferred ones.
  expect(html).not.toContain('<!--$s-->');
  expect(html).not.toContain('data-scripts=');
  expect(html).toMatch(/<script[^>]+defer[^>]+src=/);
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map(([, src]) => src);
  const code = scripts.map((src) => readFileSync(path.join(BUILD, src), 'utf8')).join('\n');
  // React DOM's own hydration entry is in the bundle, Preact's compatibility layer is not.
  expect(code).toContain('hydrateRoot');
  expect(code).not.toMatch(/preact\/compat|__preactattr_/);
});

for (const lang of ['en', 'zh'] as const) {
  const prefix = lang === 'zh' ? '/zh' : '';
  test(`${lang}: every page type renders and hydrates, and the 404 page answers`, async ({ page }) => {
    for (const { type, path: route } of PAGE_TYPES) {
      const url = `${prefix}${route}`;
      const response = await page.goto(url);
      expect(response?.status(), `${type} ${url}`).toBe(200);
      await expect(pageHeading(page).first(), `${type} ${url}`).toBeVisible();
      await expect(page.locator('html'), url).toHaveAttribute('lang', lang);
    }
    const missing = await page.goto(`${prefix}/no-such-page`);
    expect(missing?.status()).toBe(404);
    await expect(pageHeading(page)).toBeVisible();
  });

  test(`${lang}: navigation, search and the theme switch work`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${prefix}/guide/start/quick-start`);
    // A sidebar link moves inside the app, without a new document.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.locator('.rp-doc-layout__sidebar a[href$="/guide/basic/cli"]').first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/guide/basic/cli$`));
    await expect(pageHeading(page)).toHaveText(/CLI|命令行/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await expect(input).toBeFocused();
    await input.fill(lang === 'zh' ? '快照' : 'toMatchSnapshot');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(input).toBeHidden();

    await page.locator('.rp-nav__others .rp-switch-appearance').click();
    await expect(page.locator('html')).toHaveClass(/\brp-dark\b/);
  });
}
