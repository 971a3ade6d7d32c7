// SPEC 2.2: top navigation, language switcher, sidebar groups and the narrow-screen menu.
import type { Page } from '@playwright/test';
import { pageHeading } from './site';
import { expect, test } from './test';

test.describe('top navigation', () => {
  test('shows the sections and marks the current one active', async ({ page }) => {
    await page.goto('/guide/basic/cli');
    const menu = page.locator('.rp-nav-menu').first();
    const guide = menu.getByRole('link', { name: 'Guide', exact: true });
    await expect(guide).toHaveAttribute('href', '/guide/start/');
    await expect(menu.locator('.rp-nav-menu__item--active')).toHaveText('Guide');
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

  test('groups carry the labels of SPEC 2.2 in both languages', async ({ page }) => {
    await page.goto('/guide/start/');
    const groups = page.locator('.rp-doc-layout__sidebar .rp-sidebar-group > :first-child');
    await expect(groups).toHaveText(['Getting Started', 'Basic', 'Advanced', 'Migration']);
    await page.goto('/zh/guide/start/');
    await expect(groups).toHaveText(['开始', '基础', '进阶', '迁移']);
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
