// SPEC 2.2: top navigation, language switcher, sidebar groups and the narrow-screen menu;
// SPEC 2.6 and 9: navbar heights, navbar auto-hide and the mobile sidebar.
import type { Page } from '@playwright/test';
import { localUrl } from '../../tools/lib/test-ports.mjs';
import { pageHeading } from './site';
import { expect, test } from './test';

/** The fixture site: one locale, seven social links, `hideNavbar: 'auto'` (tests/e2e/fixtures/layout-flags). */
const FLAGS_FIXTURE = localUrl('flagsFixture');

test.describe('top navigation', () => {
  test('shows the sections and marks the current one active', async ({ page }) => {
    await page.goto('/guide/basic/cli');
    const menu = page.locator('.rp-nav-menu').first();
    const guide = menu.getByRole('link', { name: 'Guide', exact: true });
    await expect(guide).toHaveAttribute('href', '/guide/start/');
    await expect(menu.locator('.rp-nav-menu__item--active')).toHaveText('Guide');
  });

  test('on a Chinese page, each section leads to its Chinese pages', async ({ page }) => {
    for (const [name, href, heading] of [
      ['指南', '/zh/guide/start/', '简介'],
      ['配置', '/zh/config/', '概览'],
      ['API', '/zh/api/', '概览'],
    ]) {
      await page.goto('/zh/guide/basic/cli');
      const link = page.locator('.rp-nav-menu').first().getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', href);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
      await expect(pageHeading(page)).toContainText(heading);
    }
  });

  test('is not active on the home page', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.rp-nav-menu__item--active')).toHaveCount(0);
  });

  test('shows the social links github, x and discord, opening in a new tab', async ({ page }) => {
    await page.goto('/guide/start/');
    const links = page.locator('.rp-nav__others .rp-social-links a');
    await expect(links).toHaveCount(3);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
    expect(hrefs.map((href) => new URL(href).hostname)).toEqual(['github.com', 'x.com', 'discord.gg']);
    for (const link of await links.all()) await expect(link).toHaveAttribute('target', '_blank');
  });
});

/** The navbar's language dropdown, found by the current language's label. */
const languageMenu = (page: Page, current: string) =>
  page.locator('.rp-nav__others li.rp-nav-menu__item', {
    has: page.locator('.rp-nav-menu__item__container', { hasText: current }),
  });

test.describe('language switcher', () => {
  test('keeps the page when switching to Chinese and back', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    await languageMenu(page, 'English').hover();
    await languageMenu(page, 'English').getByRole('link', { name: '简体中文' }).click();
    await expect(page).toHaveURL('/zh/guide/start/quick-start');
    await expect(pageHeading(page)).toHaveAccessibleName('快速上手');

    await languageMenu(page, '简体中文').hover();
    await languageMenu(page, '简体中文').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL('/guide/start/quick-start');
    await expect(pageHeading(page)).toHaveAccessibleName('Quick Start');
  });

  test('keeps the reader on the same section anchor', async ({ page }) => {
    await page.goto('/zh/guide/start/quick-start#pitfalls');
    await expect(page.locator('#pitfalls')).toBeInViewport();
  });
});

test.describe('sidebar', () => {
  test('opens the group of the current page and highlights the page', async ({ page }) => {
    await page.goto('/guide/advanced/profiling');
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    await expect(sidebar.locator('.rp-sidebar-item--active')).toHaveText('Profiling');
    await expect(sidebar.getByRole('link', { name: 'Debugging' })).toBeVisible();
  });

  test("groups carry the labels of SPEC 2.2 in both languages, with Advanced's nested groups", async ({ page }) => {
    await page.goto('/guide/start/');
    const groups = page.locator('.rp-doc-layout__sidebar .rp-sidebar-group > :first-child');
    await expect(groups).toHaveText([
      'Getting Started',
      'Basic',
      'Advanced',
      'Frameworks',
      'Browser Mode',
      'Integrations',
      'Migration',
    ]);
    await page.goto('/zh/guide/start/');
    await expect(groups).toHaveText(['开始', '基础', '进阶', '框架', '浏览器模式', '集成', '迁移']);
  });

  test('groups collapse and expand', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    const header = sidebar.locator('.rp-sidebar-group', { hasText: 'Basic' });
    // A collapsed group keeps its links in the DOM but clips them to zero height.
    const items = header.locator('xpath=following-sibling::div[1]');
    const itemsHeight = () => items.evaluate((element) => element.getBoundingClientRect().height);
    await expect(items.getByRole('link', { name: 'CLI' })).toBeVisible();
    expect(await itemsHeight()).toBeGreaterThan(0);
    await header.click();
    await expect.poll(itemsHeight).toBe(0);
    await header.click();
    await expect.poll(itemsHeight).toBeGreaterThan(0);
  });

  test('a collapsed group renders its entries once opened, and they cannot be focused while it is closed (fixture site)', async ({
    page,
  }) => {
    await page.goto(`${FLAGS_FIXTURE}/long-page`);
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    const header = sidebar.locator('.rp-sidebar-group', { hasText: 'Collapsed group' });
    const entry = sidebar.getByRole('link', { name: 'Zoom, from the collapsed group' });
    await expect(header).toBeVisible();
    // Not pre-rendered: the page's HTML does not hold it either.
    await expect(entry).toHaveCount(0);
    expect(await (await page.request.get(`${FLAGS_FIXTURE}/long-page`)).text()).not.toContain(
      'from the collapsed group',
    );
    await header.click();
    await expect(entry).toBeVisible();
    await entry.focus();
    await expect(entry).toBeFocused();
    await header.click();
    await expect.poll(() => entry.evaluate((link) => link.closest('[inert]') !== null)).toBe(true);
    await entry.focus();
    await expect(entry).not.toBeFocused();
  });

  test('follows navigation to another group', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    await page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'Migrating from Jest' }).click();
    await expect(page).toHaveURL('/guide/migration/jest');
    await expect(page.locator('.rp-sidebar-item--active')).toHaveText('Migrating from Jest');
  });
});

test.describe('narrow screens', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the hamburger opens a full-screen menu that closes on navigation', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    await expect(page.locator('.rp-nav-menu').first()).toBeHidden();
    await page.locator('.rp-nav-hamburger__sm').click();
    const screen = page.locator('.rp-nav-screen');
    await expect(screen).toBeVisible();
    const box = await screen.boundingBox();
    expect(box?.width).toBe(375);
    await screen.getByRole('link', { name: 'Guide', exact: true }).click();
    await expect(page).toHaveURL('/guide/start/');
    await expect(screen).toBeHidden();
  });

  test('the menu closes when the window grows to 768 px', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    await page.locator('.rp-nav-hamburger__sm').click();
    await expect(page.locator('.rp-nav-screen')).toBeVisible();
    await page.setViewportSize({ width: 767, height: 800 });
    await expect(page.locator('.rp-nav-screen')).toBeVisible();
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(page.locator('.rp-nav-screen')).toBeHidden();
  });
});

test.describe('social links', () => {
  test('at most 5 show; the rest wait in a popup that opens on hover (fixture site with 7)', async ({ page }) => {
    await page.goto(`${FLAGS_FIXTURE}/`);
    const social = page.locator('.rp-nav__others .rp-social-links');
    const hostsOf = (links: import('@playwright/test').Locator) =>
      links.evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).hostname));
    const shown = social.locator('> a');
    await expect(shown).toHaveCount(5);
    for (const link of await shown.all()) await expect(link).toBeVisible();
    expect(await hostsOf(shown)).toEqual(['github.com', 'x.com', 'discord.gg', 'www.youtube.com', 'bsky.app']);

    const more = social.locator('.rp-social-links__hidden a');
    expect(await hostsOf(more)).toEqual(['www.npmjs.com', 'gitlab.com']);
    for (const link of await more.all()) await expect(link).toBeHidden();
    await social.locator('> svg').hover();
    for (const link of await more.all()) {
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('target', '_blank');
    }
  });
});

test.describe('switchers', () => {
  /** The dropdown menus among the navbar's switchers (language, version). */
  const switchers = (page: Page) => page.locator('.rp-nav__others li.rp-nav-menu__item');

  test('with one version there is no version switcher, only the language switcher', async ({ page }) => {
    await page.goto('/guide/start/');
    await expect(switchers(page)).toHaveCount(1);
    await expect(switchers(page)).toContainText('English');
    await expect(switchers(page)).toContainText('简体中文');
  });

  test('with one locale there is no language switcher (fixture site)', async ({ page }) => {
    await page.goto(`${FLAGS_FIXTURE}/`);
    await expect(page.locator('.rp-nav__others .rp-switch-appearance')).toBeVisible();
    await expect(switchers(page)).toHaveCount(0);
    await expect(page.locator('.rp-nav').getByText('English')).toHaveCount(0);
  });
});

test.describe('navbar height', () => {
  const navbarHeight = (page: Page) => page.locator('.rp-nav').evaluate((nav) => nav.getBoundingClientRect().height);

  test('is 72 px, and 56 px on screens 768 px wide or narrower', async ({ page }) => {
    await page.goto('/guide/start/');
    expect(await navbarHeight(page)).toBe(72);
    await page.setViewportSize({ width: 769, height: 800 });
    expect(await navbarHeight(page)).toBe(72);
    await page.setViewportSize({ width: 768, height: 800 });
    expect(await navbarHeight(page)).toBe(56);
    // The page starts below the navbar.
    expect(await page.locator('.rp-doc-layout__menu').evaluate((menu) => menu.getBoundingClientRect().top)).toBe(56);
  });
});

test.describe('navbar auto-hide', () => {
  const navbarBottom = (page: Page) => page.locator('.rp-nav').evaluate((nav) => nav.getBoundingClientRect().bottom);
  const sidebarTop = (page: Page) =>
    page.locator('.rp-doc-layout__sidebar').evaluate((sidebar) => sidebar.getBoundingClientRect().top);

  test("with hideNavbar 'auto' the navbar hides on scroll down and comes back on scroll up (fixture site)", async ({
    page,
  }) => {
    await page.goto(`${FLAGS_FIXTURE}/long-page`);
    await expect(pageHeading(page)).toHaveAccessibleName('A long page to scroll');
    expect(await navbarBottom(page)).toBe(72);
    expect(await sidebarTop(page)).toBe(72);

    await page.mouse.move(720, 500);
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => navbarBottom(page)).toBeLessThanOrEqual(0);
    await expect(page.locator('.rp-nav')).not.toBeInViewport();
    // Hidden, the navbar takes no room: the sidebar moves up to the top of the window.
    await expect.poll(() => sidebarTop(page)).toBe(0);

    await page.mouse.wheel(0, -200);
    await expect.poll(() => navbarBottom(page)).toBe(72);
    await expect.poll(() => sidebarTop(page)).toBe(72);
  });

  test('without hideNavbar the navbar stays in view while scrolling down', async ({ page }) => {
    await page.clock.install();
    await page.goto('/guide/start/quick-start');
    await page.mouse.move(720, 500);
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    // Past the 200 ms the navbar waits between scroll checks, then until any slide it started has ended.
    // The page's own clock, a few seconds ahead: every timer due by then fires, whatever the machine's load.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5000);
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    expect(await navbarBottom(page)).toBe(72);
    await page.clock.resume();
  });
});

test.describe('mobile sidebar', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('opens from the local menu, locks page scrolling while open and closes on navigation', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    const scrollY = () => page.evaluate(() => window.scrollY);
    await expect(sidebar).not.toBeInViewport();
    await page.mouse.move(360, 600);
    await page.mouse.wheel(0, 300);
    await expect.poll(scrollY).toBeGreaterThan(0);
    const scrolled = await scrollY();

    // Clicked where it is: Playwright's own scrolling before a click would move the page.
    const box = await page.locator('.rp-doc-layout__menu').getByRole('button', { name: 'Menu' }).boundingBox();
    await page.mouse.click((box?.x ?? 0) + 10, (box?.y ?? 0) + 10);
    await expect(sidebar).toBeInViewport();
    // The sidebar slides in: a wheel sent while it moves may land beside it (seen once on a busy machine).
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    // Beside the sidebar, over the dimmed page: the wheel does not move the page.
    await page.mouse.move(360, 600);
    await page.mouse.wheel(0, 400);
    // Then wheels over the sidebar, which scroll it: once the browser has handled one, it has handled the wheel
    // before it too.
    const sidebarBox = await sidebar.boundingBox();
    await page.mouse.move((sidebarBox?.x ?? 0) + 40, 600);
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 400);
        return sidebar.evaluate((element) => element.scrollTop);
      })
      .toBeGreaterThan(0);
    expect(await scrollY()).toBe(scrolled);

    await sidebar.getByRole('link', { name: 'Features', exact: true }).click();
    await expect(page).toHaveURL('/guide/start/features');
    await expect(pageHeading(page)).toHaveAccessibleName('Features');
    await expect(sidebar).not.toBeInViewport();
    await page.mouse.move(360, 600);
    await page.mouse.wheel(0, 300);
    await expect.poll(scrollY).toBeGreaterThan(0);
  });
});
