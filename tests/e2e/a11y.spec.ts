// Issue 8 (accessibility): axe-core finds no violation of any impact on every page type (home, guide,
// config, API, overview, 404), in both languages and both themes, also with the search modal, the
// ecosystem menu and the mobile menu open. Every rule axe runs by default runs (WCAG 2.x A and AA,
// best practices and the rest): no tag filter, no rule disabled, no element excluded.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './test';

type Lang = 'en' | 'zh';
type Theme = 'light' | 'dark';

const LANGS: Lang[] = ['en', 'zh'];
const THEMES: Theme[] = ['light', 'dark'];
const inLang = (lang: Lang, path: string) => (lang === 'zh' ? `/zh${path}` : path);

/** One page of each type (the API page is a small one: axe takes 20 s on the matcher reference). */
const PAGES = [
  { type: 'home', path: '/' },
  { type: 'guide', path: '/guide/start/quick-start' },
  { type: 'config', path: '/config/test/testTimeout' },
  { type: 'API', path: '/api/test-api/hooks' },
  { type: 'overview', path: '/api/' },
  { type: '404', path: '/no-such-page' },
] as const;
const GUIDE = PAGES[1].path;

/** Best-practice rules that run by default; the scan must have run them (nothing narrows the rule set). */
const BEST_PRACTICE_SAMPLE = ['region', 'landmark-one-main', 'landmark-unique', 'page-has-heading-one'];

/** Opens `path` in `theme` (the choice Rspress keeps in local storage), once the app is interactive. */
async function visit(page: Page, path: string, theme: Theme) {
  await page.addInitScript((choice) => localStorage.setItem('rspress-theme-appearance', choice), theme);
  await page.emulateMedia({ colorScheme: theme });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.classList.contains('rp-dark'))).toBe(theme === 'dark');
}

/**
 * Runs axe on the whole page and expects no violation; a failure names the page and state, and per
 * violated rule its id, impact and help, and each offending element's selector with axe's reason.
 * Speed (each option about halves the time): legacy mode runs axe in the page itself (the site has no
 * frames), and `resultTypes` lists every element for violations only (passes keep one example each).
 */
async function expectNoViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const ran = new Set(
    [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((rule) => rule.id),
  );
  expect(
    BEST_PRACTICE_SAMPLE.filter((id) => !ran.has(id)),
    `${what}: best-practice rules that did not run`,
  ).toEqual([]);
  const violations = results.violations.map((rule) => {
    const nodes = rule.nodes.map((node) => {
      const reason = [...node.any, ...node.all, ...node.none].find((check) => check.message)?.message;
      return `    ${node.target.join(' ')}${reason ? ` (${reason})` : ''}`;
    });
    return `${rule.id} [${rule.impact}] ${rule.help}\n${nodes.join('\n')}`;
  });
  expect(violations, `axe violations on ${what}`).toEqual([]);
}

for (const lang of LANGS) {
  for (const theme of THEMES) {
    test.describe(`${lang}, ${theme} theme`, () => {
      for (const { type, path } of PAGES) {
        test(`${type} page`, async ({ page }) => {
          const url = inLang(lang, path);
          await visit(page, url, theme);
          await expectNoViolations(page, `${url} (${theme})`);
          if (type !== 'guide') return;

          // The navbar's overlays, over the same page.
          const menuButton = page.getByRole('button', { name: lang === 'zh' ? 'Rstack 生态' : 'Rstack ecosystem' });
          const panel = page.locator(`[id="${await menuButton.getAttribute('aria-controls')}"]`);
          await menuButton.click();
          await expect(panel).toBeVisible();
          await expectNoViolations(page, `${url} (${theme}) with the ecosystem menu open`);
          await page.keyboard.press('Escape');
          await expect(panel).toBeHidden();

          await page.keyboard.press('Control+k');
          const input = page.locator('.DocSearch-Input');
          await expect(input).toBeFocused();
          await input.fill('expect');
          await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
          await expectNoViolations(page, `${url} (${theme}) with the search modal open, showing results`);
        });
      }

      test.describe('at 375 px', () => {
        test.use({ viewport: { width: 375, height: 812 } });

        test('guide page, and with the mobile menu open', async ({ page }) => {
          const url = inLang(lang, GUIDE);
          await visit(page, url, theme);
          await expectNoViolations(page, `${url} (${theme}) at 375 px`);
          await page.locator('.rp-nav-hamburger__sm').click();
          await expect(page.locator('.rp-nav-screen')).toBeVisible();
          await expectNoViolations(page, `${url} (${theme}) at 375 px with the mobile menu open`);
        });
      });
    });
  }
}

test.describe('controls the fixes above made accessible', () => {
  test('search results are options without links that still act like links with the pointer', async ({
    page,
    context,
  }) => {
    await page.goto(GUIDE);
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('testTimeout');
    const hit = page.locator('.DocSearch-Hit').first();
    await expect(hit).toContainText('testTimeout');
    await expect(hit).toHaveAttribute('role', 'option');
    await expect(hit.locator('a[href], button')).toHaveCount(0);

    const [tab] = await Promise.all([context.waitForEvent('page'), hit.click({ modifiers: ['ControlOrMeta'] })]);
    await expect(tab).toHaveURL(/\/config\/test\/testTimeout/);
    await tab.close();
    const [other] = await Promise.all([context.waitForEvent('page'), hit.click({ button: 'middle' })]);
    await expect(other).toHaveURL(/\/config\/test\/testTimeout/);
    await other.close();
    await hit.click();
    await expect(page).toHaveURL(/\/config\/test\/testTimeout/);
  });

  test('the theme switch is a toggle button the keyboard reaches', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(GUIDE);
    await page.waitForLoadState('networkidle');
    const toggle = page.locator('.rp-nav__others').getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveClass(/\brp-dark\b/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  test('heading anchors are hidden from assistive technology and out of the tab order', async ({ page }) => {
    await page.goto(GUIDE);
    const anchors = page.locator('.rp-header-anchor');
    expect(await anchors.count()).toBeGreaterThan(3);
    for (const anchor of await anchors.all()) {
      await expect(anchor).toHaveAttribute('aria-hidden', 'true');
      await expect(anchor).toHaveAttribute('tabindex', '-1');
    }
  });
});

test.describe('motion', () => {
  // WCAG 2.2.2: motion that starts by itself and lasts over 5 s needs a way to pause it; ours stops sooner.
  for (const lang of LANGS) {
    test(`every animation on the ${lang} home page ends within 5 s of load`, async ({ page }) => {
      await page.goto(inLang(lang, '/'));
      const endTimes = await page.evaluate(() =>
        document.getAnimations().map((animation) => {
          const { endTime } = animation.effect?.getComputedTiming() ?? {};
          const name = animation instanceof CSSAnimation ? animation.animationName : animation.id;
          return { name, endTime: Number(endTime) };
        }),
      );
      expect(endTimes.length, 'the hero stars twinkle').toBeGreaterThan(0);
      expect(endTimes.filter(({ endTime }) => !(endTime <= 5000))).toEqual([]);
    });
  }
});
