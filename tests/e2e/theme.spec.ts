// SPEC 2.6 (theme): light, dark and auto; kept across reloads and synced across tabs.
import { expect, test } from './test';

const STORAGE_KEY = 'rspress-theme-appearance';
const isDark = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.classList.contains('rp-dark'));

test.describe('theme switch', () => {
  test.use({ colorScheme: 'light' });

  test('switches to dark, keeps it across reloads and back to light', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    expect(await isDark(page)).toBe(false);
    await page.locator('.rp-nav__others .rp-switch-appearance').click();
    await expect.poll(() => isDark(page)).toBe(true);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('dark');

    await page.reload();
    expect(await isDark(page)).toBe(true);

    await page.locator('.rp-nav__others .rp-switch-appearance').click();
    await expect.poll(() => isDark(page)).toBe(false);
    // Choosing the system's own scheme means "follow the system" again.
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('auto');
  });

  test('a choice made in one tab reaches the other tabs', async ({ page, context }) => {
    await page.goto('/guide/start/quick-start');
    const other = await context.newPage();
    await other.goto('/zh/guide/basic/cli');
    expect(await isDark(other)).toBe(false);

    await page.locator('.rp-nav__others .rp-switch-appearance').click();
    await expect.poll(() => isDark(other)).toBe(true);
    await page.locator('.rp-nav__others .rp-switch-appearance').click();
    await expect.poll(() => isDark(other)).toBe(false);
  });

  test('the switch animates for 400 ms', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    const durations = page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const original = Element.prototype.animate;
          Element.prototype.animate = function (keyframes, options) {
            const animation = original.call(this, keyframes, options);
            resolve([typeof options === 'object' ? Number(options.duration) : Number(options)]);
            return animation;
          };
        }),
    );
    await page.locator('.rp-nav__others .rp-switch-appearance').click();
    expect(await durations).toEqual([400]);
  });
});

test.describe('auto theme', () => {
  test('follows the system colour scheme, live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/guide/start/');
    expect(await isDark(page)).toBe(true);
    // The page follows the system once hydrated; before that only the inline script has run.
    await page.waitForLoadState('networkidle');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => isDark(page)).toBe(false);
  });

  test('a stored choice wins over the system', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript((key) => localStorage.setItem(key, 'light'), STORAGE_KEY);
    await page.goto('/guide/start/');
    expect(await isDark(page)).toBe(false);
  });
});
