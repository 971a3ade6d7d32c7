// SPEC 2.3: doc layout (outline, footer, edit link, last updated, scroll to top,
// code copy), home layout, and the switches that turn layout parts off; SPEC 2.6: the
// outline follows the scroll position; the local outline on small screens; tab groups.

import type { Locator } from '@playwright/test';
import { localUrl } from '../../tools/lib/test-ports.mjs';
import { EDIT_BASE, pageHeading } from './site';
import { expect, test } from './test';

const FLAGS_FIXTURE = localUrl('flagsFixture');

test.describe('outline', () => {
  test("is titled 'ON THIS PAGE' and lists the depth 2 to 4 headings", async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    const outline = page.locator('.rp-doc-layout__outline');
    await expect(outline.locator('.rp-outline__title')).toHaveText('ON THIS PAGE');
    const headings = await page.locator('.rp-doc-layout__doc :is(h2, h3, h4)').allInnerTexts();
    expect(headings.length).toBeGreaterThan(3);
    await expect(outline.locator('.rp-toc-item')).toHaveText(headings.map((text) => text.replace(/^#/, '').trim()));
  });

  test('uses the Chinese title on /zh', async ({ page }) => {
    await page.goto('/zh/guide/start/quick-start');
    await expect(page.locator('.rp-doc-layout__outline .rp-outline__title')).toHaveText('本页目录');
  });

  test('an outline link scrolls to its heading', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    await page.locator('.rp-doc-layout__outline').getByRole('link', { name: 'Common pitfalls' }).click();
    await expect(page).toHaveURL(/#pitfalls$/);
    await expect(page.locator('#pitfalls')).toBeInViewport();
  });
});

test.describe('a long page (the expect reference)', () => {
  const LONG_PAGE = '/api/test-api/expect';
  /** Whether the browser renders the element now, rather than skipping it as off screen. */
  const isRendered = (locator: Locator) =>
    locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

  test('renders a block in the middle of the page only once the reader scrolls near it', async ({ page }) => {
    await page.goto(LONG_PAGE);
    const samples = page.locator('.rspress-doc > .rp-codeblock pre');
    const middle = samples.nth(Math.floor((await samples.count()) / 2));
    expect(await isRendered(samples.first())).toBe(true);
    // The last blocks render at once, so the end of the page stays put when the reader gets there.
    expect(await isRendered(samples.last())).toBe(true);
    expect(await isRendered(middle)).toBe(false);
    await middle.evaluate((element) => element.scrollIntoView());
    await expect.poll(() => isRendered(middle)).toBe(true);
  });

  test('the previous/next links at its end stay where scrolling put them', async ({ page }) => {
    await page.goto(LONG_PAGE);
    const next = page.locator('.rp-prev-next-page a').last();
    const tops = await next.evaluate(async (link) => {
      link.scrollIntoView({ block: 'center' });
      const seen: number[] = [];
      for (let frame = 0; frame < 6; frame++) {
        seen.push(Math.round(link.getBoundingClientRect().top));
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return seen;
    });
    expect(new Set(tops).size).toBe(1);
  });

  test('an address with a late heading opens with that heading just below the navbar', async ({ page }) => {
    await page.goto(`${LONG_PAGE}#keys`);
    const heading = page.locator('#keys');
    await expect(heading).toBeInViewport();
    // The navbar is 72 px high at this width.
    await expect.poll(() => heading.evaluate((element) => element.getBoundingClientRect().top)).toBeCloseTo(72, -1);
  });

  test('every outline entry hydrates, and the last one scrolls to its heading', async ({ page }) => {
    await page.goto(LONG_PAGE);
    const entries = page.locator('.rp-doc-layout__outline .rp-toc-item');
    const headings = page.locator('.rspress-doc :is(h2, h3, h4)');
    await expect(entries).toHaveCount(await headings.count());
    await entries.last().click();
    await expect(page).toHaveURL(/#related$/);
    await expect(page.locator('#related')).toBeInViewport();
    await expect(page.locator('.rp-doc-layout__outline .rp-toc-item--active')).toHaveText('Related');
  });
});

test.describe('doc footer', () => {
  test("links to the previous and next pages as 'Previous Page' and 'Next Page'", async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    const footer = page.locator('.rp-prev-next-page');
    const previous = footer.locator('a').filter({ hasText: 'Previous Page' });
    const next = footer.locator('a').filter({ hasText: 'Next Page' });
    await expect(previous).toContainText('Introduction');
    await expect(next).toContainText('Features');
    await next.click();
    await expect(page).toHaveURL('/guide/start/features');
  });

  test('uses the Chinese texts on /zh', async ({ page }) => {
    await page.goto('/zh/guide/start/quick-start');
    const footer = page.locator('.rp-prev-next-page');
    await expect(footer.locator('a').filter({ hasText: '上一页' })).toContainText('简介');
    await expect(footer.locator('a').filter({ hasText: '下一页' })).toContainText('功能特性');
  });

  test("'Edit this page' opens the page's source in a new tab", async ({ page }) => {
    await page.goto('/guide/basic/cli');
    const edit = page.locator('.rp-doc-footer').getByRole('link', { name: 'Edit this page' });
    await expect(edit).toHaveAttribute('href', `${EDIT_BASE}/en/guide/basic/cli.mdx`);
    await expect(edit).toHaveAttribute('target', '_blank');
    await page.goto('/zh/guide/basic/cli');
    await expect(page.locator('.rp-doc-footer').getByRole('link', { name: '在 GitHub 上编辑此页' })).toHaveAttribute(
      'href',
      `${EDIT_BASE}/zh/guide/basic/cli.mdx`,
    );
  });

  test("shows 'Last Updated' from git", async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    await expect(page.locator('.rp-last-updated')).toContainText(/Last Updated: \d{1,2}\/\d{1,2}\/\d{4}/);
    await page.goto('/zh/guide/start/quick-start');
    await expect(page.locator('.rp-last-updated')).toContainText('最后更新于');
  });
});

test('the scroll-to-top button waits until the page is 100 px down', async ({ page }) => {
  await page.clock.install();
  await page.goto('/guide/start/quick-start');
  await page.waitForLoadState('networkidle');
  const button = page.locator('.rp-scroll-to-top');
  await page.evaluate(() => window.scrollTo(0, 90));
  // The page's own clock, a few seconds ahead: every timer due by then fires, whatever the machine's load.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5000);
  await expect(button).toHaveCount(0);
  await page.clock.resume();
  await page.evaluate(() => window.scrollTo(0, 110));
  await expect(button).toBeVisible();
});

test.describe('local menu', () => {
  for (const [width, height] of [
    [960, 46],
    [1279, 46],
    [1300, 0],
  ] as const) {
    test(`is ${height} px high at ${width} px on a page with an outline`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/guide/start/quick-start');
      const menu = page.locator('.rp-doc-layout__menu');
      expect((await menu.boundingBox())?.height ?? 0).toBe(height);
    });
  }
});

test('the scroll-to-top button appears once the page is scrolled and goes back up', async ({ page }) => {
  await page.goto('/guide/start/quick-start');
  // The button listens for scrolling once the page is hydrated; a busy machine can take a while.
  await page.waitForLoadState('networkidle');
  const button = page.locator('.rp-scroll-to-top');
  await expect(button).toHaveCount(0);
  await page.mouse.wheel(0, 1200);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('code blocks', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('the copy button copies the code', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    const block = page.locator('.rp-codeblock').filter({ hasText: 'export function sum' });
    await block.hover();
    await block.locator('.rp-code-button-group__button').last().click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe('export function sum(a: number, b: number): number {\n  return a + b;\n}');
  });

  test('carry their file name as a title', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    await expect(page.locator('.rp-codeblock__title', { hasText: 'src/sum.test.ts' })).toBeVisible();
  });
});

test.describe('home layout', () => {
  for (const [path, text, primary, secondary] of [
    ['/', 'Fast tests, zero friction', 'Quick Start', 'Why Rstest'],
    ['/zh/', '测试，快且顺手', '快速上手', '为什么选择 Rstest'],
  ]) {
    test(`${path} has the hero, its decoration and the feature grid`, async ({ page }) => {
      await page.goto(path);
      await expect(pageHeading(page)).toHaveAccessibleName('Rstest');
      await expect(page.getByText(text, { exact: true })).toBeVisible();
      const prefix = path === '/' ? '' : '/zh';
      await expect(page.getByRole('link', { name: primary, exact: true })).toHaveAttribute(
        'href',
        `${prefix}/guide/start/quick-start`,
      );
      await expect(page.getByRole('link', { name: secondary, exact: true })).toHaveAttribute(
        'href',
        `${prefix}/guide/start/`,
      );
      const decoration = page.getByTestId('hero-decoration');
      await expect(decoration.locator('svg')).toHaveCount(7);
      const background = decoration.locator('img');
      await expect.poll(() => background.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      await expect(page.locator('.rp-home-feature__item, .rp-home-feature__card').first()).toBeVisible();
      await expect(page.locator('.rp-home-feature__title')).toHaveCount(8);
    });
  }

  test('the primary button leads to Quick Start', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Quick Start', exact: true }).click();
    await expect(page).toHaveURL('/guide/start/quick-start');
    await expect(pageHeading(page)).toHaveAccessibleName('Quick Start');
  });
});

test.describe('layout switches', () => {
  const parts = {
    navbar: '.rp-nav',
    sidebar: '.rp-doc-layout__sidebar',
    outline: '.rp-doc-layout__outline',
    footer: '.rp-doc-footer',
  } as const;

  test('every part shows by default', async ({ page }) => {
    await page.goto('/guide/basic/cli');
    for (const selector of Object.values(parts)) await expect(page.locator(selector)).toBeVisible();
  });

  for (const [part, selector] of Object.entries(parts)) {
    test(`?${part}=0 switches off the ${part} and nothing else`, async ({ page }) => {
      await page.goto(`/guide/basic/cli?${part}=0`);
      await expect(page.locator(selector)).toHaveCount(0);
      for (const [other, otherSelector] of Object.entries(parts)) {
        if (other !== part) await expect(page.locator(otherSelector)).toBeVisible();
      }
    });

    test(`front matter '${part}: false' switches off the ${part}`, async ({ page }) => {
      await page.goto(`${FLAGS_FIXTURE}/${part}-off`);
      await expect(pageHeading(page)).toContainText(`switches off the ${part}`);
      await expect(page.locator(selector)).toHaveCount(0);
      for (const [other, otherSelector] of Object.entries(parts)) {
        if (other !== part) await expect(page.locator(otherSelector)).toBeVisible();
      }
    });
  }
});

test('the outline highlights the heading in view as the reader scrolls', async ({ page }) => {
  await page.goto('/guide/start/quick-start');
  const active = page.locator('.rp-doc-layout__outline .rp-toc-item--active');
  await expect(active).toHaveText('Requirements');
  await page.locator('#config-file').evaluate((heading) => heading.scrollIntoView());
  await expect(active).toHaveText('Add a config file when you need one');
  await page.locator('#write-a-test').evaluate((heading) => heading.scrollIntoView());
  await expect(active).toHaveText('Write your first test');
  await expect(active).toHaveCount(1);
});

test.describe('local outline on small screens', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("'ON THIS PAGE' opens the outline; picking a heading scrolls to it and closes the list", async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    const toggle = page.locator('.rp-doc-layout__menu').getByRole('button', { name: 'ON THIS PAGE' });
    const entry = page.locator('.rp-doc-layout__outline').getByRole('link', { name: 'Common pitfalls' });
    await expect(entry).toBeHidden();
    await toggle.click();
    await expect(entry).toBeVisible();
    await entry.click();
    await expect(page).toHaveURL(/#pitfalls$/);
    await expect(page.locator('#pitfalls')).toBeInViewport();
    await expect(entry).toBeHidden();
  });

  test("is titled '本页目录' on /zh", async ({ page }) => {
    await page.goto('/zh/guide/start/quick-start');
    await page.locator('.rp-doc-layout__menu').getByRole('button', { name: '本页目录' }).click();
    await expect(page.locator('.rp-doc-layout__outline').getByRole('link', { name: '常见问题' })).toBeVisible();
  });
});

test.describe('package manager tabs', () => {
  /** The install tabs that hold `text`, with their labels and the command on show. */
  const installTabs = (page: import('@playwright/test').Page, text: string) => {
    const tabs = page.locator('.rp-tabs').filter({ hasText: text }).first();
    return {
      labels: tabs.locator('.rp-tabs__label__item'),
      pick: (label: string) => tabs.locator('.rp-tabs__label__item').getByText(label, { exact: true }).click(),
      command: (command: string) => tabs.getByText(command, { exact: true }),
    };
  };

  test('rewrite an install command to add for yarn, pnpm and bun; npm keeps install', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    const tabs = installTabs(page, '@rstest/core');
    await expect(tabs.labels).toHaveText(['npm', 'yarn', 'pnpm', 'bun', 'deno']);
    for (const [label, command] of [
      ['npm', 'npm install @rstest/core -D'],
      ['yarn', 'yarn add @rstest/core -D'],
      ['pnpm', 'pnpm add @rstest/core -D'],
      ['bun', 'bun add @rstest/core -D'],
      ['deno', 'deno add npm:@rstest/core -D'],
    ]) {
      await tabs.pick(label);
      await expect(tabs.command(command)).toBeVisible();
    }
  });

  test('leave a plain install as install for every package manager (fixture site)', async ({ page }) => {
    await page.goto(`${FLAGS_FIXTURE}/install-tabs`);
    const tabs = installTabs(page, 'install');
    for (const label of ['npm', 'yarn', 'pnpm', 'bun', 'deno']) {
      await tabs.pick(label);
      await expect(tabs.command(`${label} install`)).toBeVisible();
    }
  });

  test('remember the chosen tab across reloads and pages, for every group of the same kind', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    const quickStart = installTabs(page, '@rstest/core');
    await expect(quickStart.command('npm install @rstest/core -D')).toBeVisible();
    await quickStart.pick('pnpm');
    await expect(quickStart.command('pnpm add @rstest/core -D')).toBeVisible();

    await page.reload();
    await expect(quickStart.command('pnpm add @rstest/core -D')).toBeVisible();
    await expect(quickStart.command('npm install @rstest/core -D')).toBeHidden();

    await page.goto('/guide/migration/jest');
    await expect(installTabs(page, '@rstest/core').command('pnpm add @rstest/core -D')).toBeVisible();
    const jsdom = installTabs(page, 'jsdom');
    await expect(jsdom.command('pnpm add jsdom -D')).toBeVisible();
    // Choosing on one group switches the other group on the page too.
    await jsdom.pick('bun');
    await expect(installTabs(page, '@rstest/core').command('bun add @rstest/core -D')).toBeVisible();
  });
});
