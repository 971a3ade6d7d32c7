import { expect, test } from './test';

// plugins/page-data: the site-wide page list is not in the first load; each page's chunk registers its own
// entry, from which Rspress takes the page's language, 'Edit this page' link and last update.

const EDIT_BASE = 'https://github.com/rstest-docs/rstest-docs/tree/main/docs';

for (const [path, lang, file, updated] of [
  ['/guide/start/quick-start', 'en', 'en/guide/start/quick-start.mdx', /^Last Updated: \S/],
  ['/zh/guide/start/quick-start', 'zh', 'zh/guide/start/quick-start.mdx', /^最后更新于: \S/],
] as const) {
  test(`${path} shows its language, edit link and last update on load and after moving to another page`, async ({
    page,
  }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('.rp-edit-link').first()).toHaveAttribute('href', `${EDIT_BASE}/${file}`);
    await expect(page.locator('.rp-last-updated').first()).toHaveText(updated);
    // In the app: the next page's chunk brings its entry.
    await page.locator('.rp-doc-footer a[href$="/features"]').first().click();
    await expect(page).toHaveURL(/\/guide\/start\/features$/);
    await expect(page.locator('.rp-edit-link').first()).toHaveAttribute(
      'href',
      `${EDIT_BASE}/${file.replace('quick-start', 'features')}`,
    );
    await expect(page.locator('.rp-last-updated').first()).toHaveText(updated);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  });
}
