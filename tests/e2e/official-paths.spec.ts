// Every address of the official Rstest site (plugins/redirects/official-paths.txt), in both languages, lands
// on our page about the same topic: with JavaScript, and without it (the build's redirect pages alone).

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { pageFileOf, parsePathList, targetOf } from '../../plugins/redirects/official-paths';
import { pageHeading, pageHeadingText } from './site';
import { expect, test } from './test';

const root = path.resolve(import.meta.dirname, '../..');
const docsEn = path.join(root, 'docs/en');
const officialPaths = parsePathList(readFileSync(path.join(root, 'plugins/redirects/official-paths.txt'), 'utf8'));

/** The H1 of a page's source (the home page's title comes from its hero). */
function headingOf(lang: string, route: string): string | null {
  const file = pageFileOf(path.join(root, 'docs', lang), route);
  const match = file ? /^# (.+)$/m.exec(readFileSync(file, 'utf8')) : null;
  return match ? match[1].replace(/`/g, '').trim() : null;
}

type Case = { from: string; route: string; hash: string; heading: string | null };
const cases: Case[] = officialPaths.flatMap((official) => {
  const [route, anchor] = (targetOf(docsEn, official) ?? '/__unmapped__').split('#');
  return ['en', 'zh'].map((lang) => {
    const prefix = lang === 'zh' ? '/zh' : '';
    return {
      from: `${prefix}${official}`,
      route: `${prefix}${route}`,
      hash: anchor ? `#${anchor}` : '',
      heading: headingOf(lang, route),
    };
  });
});

/** Opens `from` and checks where the reader ends: the page, status 200, its heading, never the 404 page. */
async function land(page: Page, { from, route, hash, heading }: Case) {
  let status = 0;
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) status = response.status();
  };
  page.on('response', onResponse);
  await page.goto(from);
  await page.waitForURL((url) => url.pathname === route && url.hash === hash);
  page.off('response', onResponse);
  expect(status, `${from} -> ${route}`).toBe(200);
  await expect(page.locator('body')).not.toContainText(/PAGE NOT FOUND|页面未找到/);
  if (heading) expect(await pageHeadingText(page), from).toBe(heading);
  else await expect(pageHeading(page).first()).toBeVisible();
}

// Several addresses per test: one browser context, many page loads.
const CHUNK = 16;
for (const javaScriptEnabled of [true, false]) {
  test.describe(`official addresses ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });
    for (let start = 0; start < cases.length; start += CHUNK) {
      const chunk = cases.slice(start, start + CHUNK);
      test(`${chunk[0].from} … ${chunk[chunk.length - 1].from}`, async ({ page }) => {
        test.setTimeout(60_000);
        for (const item of chunk) await land(page, item);
      });
    }
  });
}

test.describe('route variants of an old address behave like our own', () => {
  for (const variant of ['/guide/debug/debugging.html', '/guide/debug/debugging/', '/zh/blog', '/zh/blog/index']) {
    test(variant, async ({ page }) => {
      const target = variant.startsWith('/zh/') ? '/zh/guide/basic/upgrade-rstest' : '/guide/advanced/debugging';
      await page.goto(variant);
      await page.waitForURL((url) => url.pathname === target);
      await expect(pageHeading(page)).toBeVisible();
    });
  }
});
