// SPEC 2.6 (ecosystem showcase): the home page's landing block of seven Rstack tools and the navbar's
// grid-icon popover with the same tools; English everywhere except under /zh. SPEC 9: hover delay 0.1 s to
// open, 150 ms to close, popover at bottom left of the button.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';

type Lang = 'en' | 'zh';

/** What a reader sees per tool: the name, a word of the description per language, the sites. */
const TOOLS = [
  { name: 'Rspack', en: 'bundler', zh: '打包器', host: 'rspack.rs', zhSite: 'https://rspack.rs/zh/' },
  { name: 'Rsbuild', en: 'build tool', zh: '构建工具', host: 'rsbuild.rs', zhSite: 'https://rsbuild.rs/zh/' },
  {
    name: 'Rspress',
    en: 'static site generator',
    zh: '静态站点生成器',
    host: 'rspress.rs',
    zhSite: 'https://rspress.rs/zh/',
  },
  { name: 'Rslib', en: 'library tool', zh: '库开发工具', host: 'rslib.rs', zhSite: 'https://rslib.rs/zh/' },
  { name: 'Rsdoctor', en: 'build analyzer', zh: '构建分析', host: 'rsdoctor.rs', zhSite: 'https://rsdoctor.rs/zh/' },
  { name: 'Rstest', en: 'testing framework', zh: '测试框架', host: 'rstest.rs', zhSite: 'https://rstest.rs/zh/' },
  { name: 'Rslint', en: 'linter', zh: '代码检查', host: 'rslint.rs', zhSite: 'https://rslint.rs/' },
];

const site = (tool: (typeof TOOLS)[number], lang: Lang) => (lang === 'zh' ? tool.zhSite : `https://${tool.host}/`);

const COPY = {
  en: {
    home: '/',
    docPage: '/guide/start/quick-start',
    title: 'One toolchain, built around Rspack',
    tagline: /unified set of JavaScript tools centred on the Rspack bundler/,
    logoAlt: (name: string) => `${name} logo`,
    button: 'Rstack ecosystem',
    groupTitle: 'Rstack toolchain',
    explore: 'Explore the ecosystem',
    exploreUrl: 'https://rspack.rs/',
  },
  zh: {
    home: '/zh/',
    docPage: '/zh/guide/start/quick-start',
    title: '以 Rspack 为核心的统一工具链',
    tagline: /以 Rspack 打包器为核心、彼此协同的 JavaScript 工具/,
    logoAlt: (name: string) => `${name} 标志`,
    button: 'Rstack 生态',
    groupTitle: 'Rstack 工具链',
    explore: '探索生态',
    exploreUrl: 'https://rspack.rs/zh/',
  },
} as const;

const LANGS: Lang[] = ['en', 'zh'];

/** Opens a page once the app is interactive (handlers attach on hydration). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

const showcase = (page: Page, lang: Lang) => page.getByRole('region', { name: COPY[lang].title });
const menuButton = (page: Page, lang: Lang) => page.getByRole('button', { name: COPY[lang].button, exact: true });
const popover = (page: Page, lang: Lang) => page.getByRole('dialog', { name: COPY[lang].button });

async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('element has no box');
  return rect;
}

/** An image that finished loading, from this site. */
async function expectLoadedLocally(image: Locator) {
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(new URL(src).host).toBe(new URL(image.page().url()).host);
}

test.describe('landing block on the home page', () => {
  for (const lang of LANGS) {
    test(`${lang}: title, tagline and seven tool cards opening the tool sites in a new tab`, async ({ page }) => {
      const copy = COPY[lang];
      await page.goto(copy.home);
      const block = showcase(page, lang);
      await expect(block.getByRole('heading', { level: 2 })).toHaveText(copy.title);
      await expect(block.getByText(copy.tagline)).toBeVisible();

      const cards = block.getByRole('listitem');
      await expect(cards).toHaveCount(TOOLS.length);
      for (const [index, tool] of TOOLS.entries()) {
        const card = cards.nth(index);
        const link = card.getByRole('link');
        await expect(link).toHaveAttribute('href', site(tool, lang));
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(card).toContainText(tool.name);
        await expect(card).toContainText(lang === 'en' ? tool.en : tool.zh);
        await expect(card.getByText(tool.host, { exact: true })).toBeVisible();
      }
    });

    test(`${lang}: logos are lazy, keep their size while loading and are served by this site`, async ({ page }) => {
      const copy = COPY[lang];
      // Hold the logo files back, to see the space the page keeps for them.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/ecosystem/*.svg', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(copy.home);
      const block = showcase(page, lang);
      const logos = TOOLS.map((tool) => block.getByRole('img', { name: copy.logoAlt(tool.name), exact: true }));
      const layoutSize = (logo: Locator) =>
        logo.evaluate((img: HTMLImageElement) => ({ width: img.offsetWidth, height: img.offsetHeight }));
      for (const logo of logos) {
        await expect(logo).toHaveAttribute('loading', 'lazy');
        await expect(logo).toHaveAttribute('width', '48');
        await expect(logo).toHaveAttribute('height', '48');
        expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(false);
        expect(await layoutSize(logo)).toEqual({ width: 48, height: 48 });
      }
      release();
      for (const logo of logos) {
        await logo.scrollIntoViewIfNeeded();
        await expectLoadedLocally(logo);
        expect(await layoutSize(logo)).toEqual({ width: 48, height: 48 });
      }
    });
  }

  test('the grid has four columns on wide screens, two on tablets and one at 375 px', async ({ page }) => {
    await page.goto('/');
    const cards = showcase(page, 'en').getByRole('listitem');
    const boxes = async () => Promise.all((await cards.all()).map(box));
    /** Cards in the first row; every card of a row has the same width. */
    const columns = async () => {
      const all = await boxes();
      const firstRow = all.filter((rect) => Math.abs(rect.y - all[0].y) < 1);
      expect(new Set(all.map((rect) => Math.round(rect.width))).size).toBe(1);
      return firstRow.length;
    };
    expect(await columns()).toBe(4);
    await page.setViewportSize({ width: 768, height: 900 });
    await expect.poll(columns).toBe(2);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(columns).toBe(1);
    for (const rect of await boxes()) {
      expect(rect.x).toBeGreaterThanOrEqual(0);
      expect(rect.x + rect.width).toBeLessThanOrEqual(375);
    }
  });

  test('cards stay readable in dark mode', async ({ page }) => {
    const colours = async () =>
      showcase(page, 'en')
        .getByRole('link')
        .first()
        .evaluate((card) => {
          const style = getComputedStyle(card);
          return { background: style.backgroundColor, text: style.color };
        });
    await page.goto('/');
    const light = await colours();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('rp-dark'))).toBe(true);
    await expect.poll(async () => (await colours()).background).not.toBe(light.background);
    const dark = await colours();
    expect(dark.text).not.toBe(light.text);
    expect(contrast(dark.text, dark.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(light.text, light.background)).toBeGreaterThanOrEqual(4.5);
  });

  test('is absent from documentation pages', async ({ page }) => {
    await page.goto('/guide/start/');
    await expect(page.getByRole('heading', { name: COPY.en.title })).toHaveCount(0);
  });
});

/** WCAG contrast ratio of two `rgb()`/`rgba()` colours (alpha ignored). */
function contrast(a: string, b: string) {
  const luminance = (colour: string) => {
    const [r, g, bl] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

/** The popover lists the seven tools (logo, name, short description) and the explore link, in `lang`. */
async function expectPopoverContent(page: Page, lang: Lang) {
  const copy = COPY[lang];
  const panel = popover(page, lang);
  await expect(panel).toBeVisible();
  await expect(panel.getByText(copy.groupTitle, { exact: true })).toBeVisible();
  const links = panel.getByRole('link');
  await expect(links).toHaveCount(TOOLS.length + 1);
  for (const [index, tool] of TOOLS.entries()) {
    const link = links.nth(index);
    await expect(link).toContainText(tool.name);
    await expect(link).toContainText(lang === 'en' ? tool.en : tool.zh);
    await expect(link).toHaveAttribute('href', site(tool, lang));
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expectLoadedLocally(link.locator('img'));
  }
  const explore = links.last();
  await expect(explore).toHaveText(new RegExp(`^${copy.explore}`));
  await expect(explore).toHaveAttribute('href', copy.exploreUrl);
  await expect(explore).toHaveAttribute('target', '_blank');
}

test.describe('navbar popover', () => {
  test('the button names the menu and says whether it is open', async ({ page }) => {
    await visit(page, '/guide/start/');
    const button = menuButton(page, 'en');
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const panelId = await button.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    await expect(page.locator(`[id="${panelId}"]`)).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();
  });

  test('opens 100 ms after the pointer enters and closes 150 ms after it leaves', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/guide/start/');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
    const button = menuButton(page, 'en');
    const panel = popover(page, 'en');

    await button.hover();
    await page.clock.runFor(90);
    await expect(panel).toBeHidden();
    await page.clock.runFor(20);
    await expect(panel).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');

    // The pointer may travel from the button into the popover without closing it.
    await panel.getByRole('link', { name: /Rsdoctor/ }).hover();
    await page.clock.runFor(300);
    await expect(panel).toBeVisible();

    await page.mouse.move(1000, 700);
    await page.clock.runFor(140);
    await expect(panel).toBeVisible();
    await page.clock.runFor(20);
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('a brief pass of the pointer does not open it', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/guide/start/');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
    await menuButton(page, 'en').hover();
    await page.clock.runFor(50);
    await page.mouse.move(1000, 700);
    await page.clock.runFor(500);
    await expect(popover(page, 'en')).toBeHidden();
  });

  test('sits below the button, aligned with its left edge, above the page', async ({ page }) => {
    await visit(page, '/guide/start/quick-start');
    const button = menuButton(page, 'en');
    await button.hover();
    const panel = popover(page, 'en');
    await expect(panel).toBeVisible();
    const [buttonBox, panelBox] = [await box(button), await box(panel)];
    expect(panelBox.y).toBeGreaterThanOrEqual(buttonBox.y + buttonBox.height);
    expect(Math.abs(panelBox.x - buttonBox.x)).toBeLessThanOrEqual(1);
    expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(1440);
    // Nothing covers it: the element at the centre of its first link is that link.
    const first = panel.getByRole('link').first();
    const firstBox = await box(first);
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? '', {
      x: firstBox.x + firstBox.width / 2,
      y: firstBox.y + firstBox.height / 2,
    });
    expect(hit).toContain('Rspack');
  });

  test('keyboard: Enter opens, Tab walks the links, Escape closes and returns focus to the button', async ({
    page,
  }) => {
    await visit(page, '/guide/start/');
    const button = menuButton(page, 'en');
    const panel = popover(page, 'en');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');

    const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    for (const tool of TOOLS) {
      await page.keyboard.press('Tab');
      expect(await focusedText()).toContain(tool.name);
    }
    await page.keyboard.press('Tab');
    expect(await focusedText()).toContain(COPY.en.explore);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard: Space toggles it, and tabbing past the last link closes it', async ({ page }) => {
    await visit(page, '/guide/start/');
    const button = menuButton(page, 'en');
    const panel = popover(page, 'en');
    await button.focus();
    await page.keyboard.press('Space');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Space');
    await expect(panel).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    for (let i = 0; i < TOOLS.length + 2; i++) await page.keyboard.press('Tab');
    await expect(panel).toBeHidden();
  });

  test('Escape also closes a popover opened by the pointer', async ({ page }) => {
    await visit(page, '/guide/start/');
    await menuButton(page, 'en').hover();
    await expect(popover(page, 'en')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popover(page, 'en')).toBeHidden();
    await expect(menuButton(page, 'en')).toBeFocused();
  });

  test('a click pins it open, a click outside closes it', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/guide/start/');
    const button = menuButton(page, 'en');
    const panel = popover(page, 'en');
    await button.click();
    await expect(panel).toBeVisible();
    // Pinned: leaving with the pointer does not close it.
    await page.mouse.move(1000, 700);
    // The page's own clock, a few seconds ahead: every timer due by then fires, whatever the machine's load.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5000);
    await expect(panel).toBeVisible();
    await page.clock.resume();
    // A click inside keeps it open.
    await panel.getByText(COPY.en.groupTitle).click();
    await expect(panel).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('the button toggles it closed again', async ({ page }) => {
    await visit(page, '/guide/start/');
    const button = menuButton(page, 'en');
    await button.click();
    await expect(popover(page, 'en')).toBeVisible();
    await button.click();
    await expect(popover(page, 'en')).toBeHidden();
  });

  for (const lang of LANGS) {
    for (const path of [COPY[lang].home, COPY[lang].docPage]) {
      test(`${lang}: on ${path} it lists the seven tools and the explore link`, async ({ page }) => {
        await visit(page, path);
        await menuButton(page, lang).click();
        await expectPopoverContent(page, lang);
      });
    }
  }

  test('speaks English outside /zh, also on the 404 page', async ({ page }) => {
    await visit(page, '/no-such-page');
    await expect(menuButton(page, 'zh')).toHaveCount(0);
    await menuButton(page, 'en').click();
    await expect(popover(page, 'en').getByText(COPY.en.groupTitle)).toBeVisible();
  });

  test('loads no logo before it opens', async ({ page }) => {
    const logoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/ecosystem/')) logoRequests.push(request.url());
    });
    await visit(page, '/guide/start/');
    expect(logoRequests).toEqual([]);
    await menuButton(page, 'en').click();
    await expect.poll(() => logoRequests.length).toBe(TOOLS.length);
  });
});

test.describe('navbar popover at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

  for (const lang of LANGS) {
    test(`${lang}: the button stays in the navbar and the popover fits the screen`, async ({ page }) => {
      await visit(page, COPY[lang].docPage);
      const button = menuButton(page, lang);
      await expect(button).toBeVisible();
      const nav = await box(page.locator('.rp-nav'));
      const buttonBox = await box(button);
      expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(nav.y + nav.height);
      // Big enough to tap.
      expect(buttonBox.width).toBeGreaterThanOrEqual(32);

      await button.tap();
      const panel = popover(page, lang);
      await expectPopoverContent(page, lang);
      const panelBox = await box(panel);
      expect(panelBox.y).toBeGreaterThanOrEqual(buttonBox.y + buttonBox.height);
      expect(Math.abs(panelBox.x - buttonBox.x)).toBeLessThanOrEqual(1);
      expect(panelBox.x).toBeGreaterThanOrEqual(0);
      expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(375);

      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();
    });
  }

  test('a tap outside closes it and the hamburger menu still works', async ({ page }) => {
    await visit(page, '/guide/start/quick-start');
    await menuButton(page, 'en').tap();
    await expect(popover(page, 'en')).toBeVisible();
    // Below the popover, on the page's content.
    const panelBox = await box(popover(page, 'en'));
    expect(panelBox.y + panelBox.height).toBeLessThan(780);
    await page.touchscreen.tap(200, 790);
    await expect(popover(page, 'en')).toBeHidden();
    await page.locator('.rp-nav-hamburger__sm').click();
    await expect(page.locator('.rp-nav-screen')).toBeVisible();
  });
});

test('the popover follows the design tokens: 32 px control, radius 6, 14 px names, title at least 177 px, layer 1000', async ({
  page,
}) => {
  await page.goto('/guide/start/');
  await page.waitForLoadState('networkidle');
  const button = menuButton(page, 'en');
  const box = await button.boundingBox();
  expect(box?.height).toBe(32);
  expect(await button.evaluate((el) => getComputedStyle(el).borderRadius)).toBe('6px');
  await button.click();
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  expect(await panel.evaluate((el) => getComputedStyle(el).zIndex)).toBe('1000');
  const title = panel.locator('p').first();
  expect((await title.boundingBox())?.width).toBeGreaterThanOrEqual(177);
  expect(await panel.getByText('Rspack', { exact: true }).evaluate((el) => getComputedStyle(el).fontSize)).toBe('14px');
});
