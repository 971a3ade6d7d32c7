import { pageHeading } from './site';
import { expect, test } from './test';

/** One test per `[from, to, heading]`: opening `from` lands on `to`, showing the page titled `heading`. */
export function testRedirects(title: string, cases: [from: string, to: string, heading: string][]) {
  test.describe(title, () => {
    for (const [from, to, heading] of cases) {
      test(`${from} lands on ${to}`, async ({ page }) => {
        await page.goto(from);
        await expect(page).toHaveURL(to);
        await expect(pageHeading(page)).toHaveAccessibleName(heading);
      });
    }
  });
}
