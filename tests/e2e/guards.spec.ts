// The guard every browser test runs under (tests/e2e/test.ts) fails a test whose page asks another host for
// anything. (A page's own scripts, images and fetches to other hosts are refused earlier, by the site's
// Content-Security-Policy, which the same guards watch.)
import { expect, test } from './test';

test.describe('following a link to another host', () => {
  // Expected to fail: the guard's check at the end of the test is what fails it.
  test.fail();

  test('fails the test, and the request never leaves the machine', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = 'https://example.com/';
      link.textContent = 'elsewhere';
      document.body.append(link);
    });
    const [failed] = await Promise.all([page.waitForEvent('requestfailed'), page.getByText('elsewhere').click()]);
    // No name resolves but the local server's (playwright.config.ts).
    expect(failed.failure()?.errorText).toMatch(/NAME_NOT_RESOLVED/);
  });
});
