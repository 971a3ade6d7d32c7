// SPEC 2.6 and 8: image zoom, the loading bar, head tags on navigation, the first-visit
// language redirect and hydration mismatches reported as warnings.
import type { Locator, Page } from '@playwright/test';
import { localUrl } from '../../tools/lib/test-ports.mjs';
import { pageHeading } from './site';
import { expect, test } from './test';

const FLAGS_FIXTURE = localUrl('flagsFixture');
/** A two-language site whose language redirect is set to 'never'. */
const LOCALE_NEVER_FIXTURE = localUrl('localeNeverFixture');

/** The diagram of a test run on the Introduction page, by its alt text in each language. */
const DIAGRAM = {
  en: {
    path: '/guide/start/',
    alt: 'The five stages of a test run: Rstest loads rstest.config.ts, collects the files matched by include and exclude, bundles them with Rspack, runs them in a pool of workers, and the reporters print the results.',
  },
  zh: {
    path: '/zh/guide/start/',
    alt: '一次测试运行的五个阶段：加载 rstest.config.ts，按 include 与 exclude 收集测试文件，用 Rspack 打包，在 worker 池中执行，最后由 reporters 输出结果。',
  },
};

/** Every copy of the image on screen: the image itself, plus the enlarged copy while zoomed. */
const copiesOf = (page: Page, alt: string) => page.getByAltText(alt, { exact: true });
const widthOf = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().width);

/** How much of the window the element fills: 1 when it spans the window's full width or height. */
const fillOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const { width, height } = element.getBoundingClientRect();
    return Math.max(width / document.documentElement.clientWidth, height / document.documentElement.clientHeight);
  });

/** Clicks the image and waits until its zoomed copy fills the window and stops moving. */
async function zoomIn(page: Page, alt: string): Promise<Locator> {
  const image = copiesOf(page, alt).first();
  await image.scrollIntoViewIfNeeded();
  await image.click();
  const zoomed = copiesOf(page, alt).last();
  await expect.poll(() => fillOf(zoomed)).toBeCloseTo(1, 2);
  // The zoom ignores clicks, keys and scrolling while it is still moving: wait for the end of
  // its transition, and a frame more for the transition's end event.
  await zoomed.evaluate(async (element) => {
    await Promise.all(element.getAnimations().map((animation) => animation.finished));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  return zoomed;
}

test.describe('image zoom', () => {
  for (const [lang, { path, alt }] of Object.entries(DIAGRAM)) {
    test(`${path}: clicking the diagram (${lang} alt text) zooms it, a second click closes it`, async ({ page }) => {
      await page.goto(path);
      const image = copiesOf(page, alt);
      await expect(image).toHaveCount(1);
      await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      const width = await widthOf(image);
      expect(width).toBeLessThan(page.viewportSize()?.width ?? 0);

      const zoomed = await zoomIn(page, alt);
      await zoomed.click();
      await expect(copiesOf(page, alt)).toHaveCount(1);
      await expect(image).toBeVisible();
      expect(await widthOf(image)).toBe(width);
    });
  }

  test('Escape closes the zoom', async ({ page }) => {
    await page.goto(DIAGRAM.en.path);
    await zoomIn(page, DIAGRAM.en.alt);
    await page.keyboard.press('Escape');
    await expect(copiesOf(page, DIAGRAM.en.alt)).toHaveCount(1);
  });

  test('resizing the window closes the zoom', async ({ page }) => {
    await page.goto(DIAGRAM.en.path);
    await zoomIn(page, DIAGRAM.en.alt);
    await page.setViewportSize({ width: 1200, height: 900 });
    await expect(copiesOf(page, DIAGRAM.en.alt)).toHaveCount(1);
  });

  test('scrolling 40 px keeps the zoom open, scrolling further closes it 150 ms later', async ({ page }) => {
    await page.clock.install();
    await page.goto(DIAGRAM.en.path);
    await zoomIn(page, DIAGRAM.en.alt);
    // The page's own clock, a few seconds ahead: the test process's time may lag behind it on a busy machine.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5000);
    // Scrolls, and returns once the page has seen the scroll event.
    const scrollBy = (y: number) =>
      page.evaluate(
        (dy) =>
          new Promise<void>((resolve) => {
            window.addEventListener('scroll', () => resolve(), { once: true });
            window.scrollBy(0, dy);
          }),
        y,
      );

    await scrollBy(40);
    await page.clock.runFor(1000);
    await expect(copiesOf(page, DIAGRAM.en.alt)).toHaveCount(2);

    await scrollBy(1);
    await page.clock.runFor(149);
    await expect(copiesOf(page, DIAGRAM.en.alt)).toHaveCount(2);
    await page.clock.runFor(1);
    await expect(copiesOf(page, DIAGRAM.en.alt)).toHaveCount(1);
  });

  test('images become zoomable 100 ms after the page has loaded', async ({ page }) => {
    await page.clock.install();
    // The page's own clock, a few seconds ahead: the test process's time may lag behind it on a busy machine.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5000);
    // `?footer=0` takes effect once the app has hydrated, after the zoom's own start-up in the same pass.
    await page.goto(`${DIAGRAM.en.path}?footer=0`);
    await expect(page.locator('.rp-doc-footer')).toHaveCount(0);
    const image = copiesOf(page, DIAGRAM.en.alt);
    const cursor = () => image.evaluate((img) => getComputedStyle(img).cursor);
    expect(await cursor()).not.toBe('zoom-in');

    await page.clock.runFor(99);
    expect(await cursor()).not.toBe('zoom-in');
    await page.clock.runFor(1);
    expect(await cursor()).toBe('zoom-in');
    await page.clock.resume();
    await zoomIn(page, DIAGRAM.en.alt);
  });

  test('images outside the document area do not zoom', async ({ page }) => {
    await page.goto(DIAGRAM.en.path);
    await expect(copiesOf(page, DIAGRAM.en.alt)).toHaveCount(1);
    await zoomIn(page, DIAGRAM.en.alt);
    await page.keyboard.press('Escape');
    const logo = page.locator('.rp-nav__title img').locator('visible=true');
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img) => getComputedStyle(img).cursor)).not.toBe('zoom-in');
  });

  test.describe('a high-resolution source (fixture site)', () => {
    const ALT = 'A square split into four coloured tiles';

    test('is loaded for the zoomed view', async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
      await page.goto(`${FLAGS_FIXTURE}/image-zoom`);
      const highResolution = page.waitForResponse('**/zoom-full.svg');
      await zoomIn(page, ALT);
      expect((await highResolution).status()).toBe(200);
      expect(warnings.filter((text) => text.includes('zoom'))).toEqual([]);
    });

    test('that cannot be reached logs a warning and the image still zooms', async ({ page }) => {
      await page.route('**/zoom-full.svg', (route) => route.abort('connectionrefused'));
      await page.goto(`${FLAGS_FIXTURE}/image-zoom`);
      const warning = page.waitForEvent(
        'console',
        (message) => message.type() === 'warning' && message.text().includes('zoom-full.svg'),
      );
      await zoomIn(page, ALT);
      expect((await warning).text()).toBe(`Unable to reach the zoom image target ${FLAGS_FIXTURE}/zoom-full.svg`);
    });
  });
});

test.describe('loading bar', () => {
  const bar = (page: Page) => page.locator('#nprogress .bar');

  test('a slow page load shows the bar after 200 ms, not before, and removes it when done', async ({ page }) => {
    await page.clock.install();
    await page.goto('/guide/start/');
    await expect(pageHeading(page)).toHaveAccessibleName('Introduction');
    // Hold back the next page's code until the test lets it through.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/static/js/async/**', async (route) => {
      await held;
      await route.continue();
    });
    // The page's own clock, a few seconds ahead: the test process's time may lag behind it on a busy machine.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5000);

    await page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'Quick Start' }).click();
    await page.clock.runFor(199);
    await expect(bar(page)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(bar(page)).toBeVisible();

    release();
    await page.clock.resume();
    await expect(page).toHaveURL('/guide/start/quick-start');
    await expect(pageHeading(page)).toHaveAccessibleName('Quick Start');
    await expect(bar(page)).toHaveCount(0);
  });

  test('a page that loads within 200 ms shows no bar', async ({ page }) => {
    await page.clock.install();
    await page.goto('/guide/start/');
    await expect(pageHeading(page)).toHaveAccessibleName('Introduction');
    // The page's own clock, a few seconds ahead: the test process's time may lag behind it on a busy machine.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5000);
    await page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'Quick Start' }).click();
    await expect(pageHeading(page)).toHaveAccessibleName('Quick Start');
    await page.clock.runFor(1000);
    await expect(bar(page)).toHaveCount(0);
  });
});

test('every script a page loads asks V8 to compile it eagerly, off the main thread', async ({ page }) => {
  await page.goto('/api/test-api/expect');
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.endsWith('.js')),
  );
  expect(scripts.length).toBeGreaterThanOrEqual(3);
  for (const url of scripts) {
    const text = await (await page.request.get(url)).text();
    expect(text.startsWith('//# allFunctionsCalledOnLoad\n'), url).toBe(true);
  }
});

test.describe('head tags', () => {
  for (const [prefix, from, to, title, description] of [
    [
      '',
      'Introduction',
      'Quick Start',
      'Quick Start - Rstest',
      'Getting started with Rstest - install it, write a first test in TypeScript and run it in under a minute.',
    ],
    [
      '/zh',
      '简介',
      '快速上手',
      '快速上手 - Rstest',
      'Rstest 入门：快速开始安装 Rstest，用 TypeScript 写出第一个测试，并在一分钟内跑通。',
    ],
  ]) {
    test(`the title and description follow client-side navigation on ${prefix || '/'}`, async ({ page }) => {
      await page.goto(`${prefix}/guide/start/`);
      await expect(pageHeading(page)).toHaveAccessibleName(from);
      const meta = page.locator('meta[name="description"]');
      const before = await meta.getAttribute('content');
      // A marker that a full page load would wipe out.
      await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));

      await page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: to, exact: true }).click();
      await expect(pageHeading(page)).toHaveAccessibleName(to);
      await expect(page).toHaveTitle(title);
      await expect(meta).toHaveAttribute('content', description);
      expect(description).not.toBe(before);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      expect(await page.evaluate(() => 'stillTheSameDocument' in window)).toBe(true);
    });
  }
});

test.describe('first-visit language redirect', () => {
  test.use({ freshVisitor: true });
  const visitedFlag = (page: Page) => page.evaluate(() => localStorage.getItem('rspress-visited'));

  test.describe('with a Chinese browser', () => {
    test.use({ locale: 'zh-CN' });

    test('the first visit opens the Chinese page, later visits stay where they are', async ({ page }) => {
      await page.goto('/guide/start/quick-start');
      await expect(page).toHaveURL('/zh/guide/start/quick-start');
      await expect(pageHeading(page)).toHaveAccessibleName('快速上手');
      expect(await visitedFlag(page)).toBe('1');

      await page.goto('/guide/start/quick-start');
      await expect(pageHeading(page)).toHaveAccessibleName('Quick Start');
      await expect(page).toHaveURL('/guide/start/quick-start');
      await page.goto('/');
      await expect(page).toHaveURL('/');
    });

    test('the home page leads to the Chinese home', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL('/zh/');
    });

    test("is not made on a site whose setting is 'never' (two-language fixture site)", async ({ page }) => {
      await page.goto(`${LOCALE_NEVER_FIXTURE}/`);
      await page.waitForLoadState('networkidle');
      await expect(pageHeading(page)).toHaveAccessibleName('Welcome');
      await expect(page).toHaveURL(`${LOCALE_NEVER_FIXTURE}/`);
      await page.goto(`${LOCALE_NEVER_FIXTURE}/zh/`);
      await expect(pageHeading(page)).toHaveAccessibleName('欢迎');
    });

    test.describe('as a crawler', () => {
      test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

      test('is never redirected', async ({ page }) => {
        await page.goto('/guide/start/quick-start');
        await expect(pageHeading(page)).toHaveAccessibleName('Quick Start');
        await expect(page).toHaveURL('/guide/start/quick-start');
        expect(await visitedFlag(page)).toBeNull();
      });
    });
  });

  test.describe('with an English browser', () => {
    test.use({ locale: 'en-US' });

    test('a first visit to a Chinese page opens the English one', async ({ page }) => {
      await page.goto('/zh/guide/basic/cli');
      await expect(page).toHaveURL('/guide/basic/cli');
      await expect(pageHeading(page)).toHaveAccessibleName('CLI');
    });

    test('a first visit to an English page stays', async ({ page }) => {
      await page.goto('/guide/basic/cli');
      await expect(pageHeading(page)).toHaveAccessibleName('CLI');
      await expect(page).toHaveURL('/guide/basic/cli');
      expect(await visitedFlag(page)).toBe('1');
    });
  });
});

test.describe('hydration mismatches (fixture site)', () => {
  test.use({ allowRecoverableErrors: true });

  test('are logged as warnings, never as errors, and the page shows what the browser rendered', async ({ page }) => {
    const messages: { type: string; text: string }[] = [];
    page.on('console', (message) => messages.push({ type: message.type(), text: message.text() }));
    await page.goto(`${FLAGS_FIXTURE}/hydration-mismatch`);
    await expect(page.getByText('Rendered in the browser')).toBeVisible();
    await expect
      .poll(() => messages.filter(({ type, text }) => type === 'warning' && text.includes('recoverable error')).length)
      .toBeGreaterThan(0);
    expect(messages.filter(({ type, text }) => type === 'error' && /recoverable|hydrat/i.test(text))).toEqual([]);
  });
});
