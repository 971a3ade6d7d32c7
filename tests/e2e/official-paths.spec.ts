// Every address of the official Rstest site (plugins/redirects/official-paths.txt), in both languages, lands
// on our page about the same topic: without JavaScript (the build's redirect pages alone), and with it.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'parse5';
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

/** The text of the first H1 of an HTML page, without the hidden `#` anchor. */
function headingOfHtml(html: string): string | null {
  const h1 = findElement(parse(html), (node) => node.nodeName === 'h1');
  return h1 ? textOf(h1).trim() : null;
}

type Node = { nodeName: string; value?: string; childNodes?: Node[]; attrs?: { name: string; value: string }[] };
function findElement(node: Node, test: (node: Node) => boolean): Node | null {
  if (test(node)) return node;
  for (const child of node.childNodes ?? []) {
    const found = findElement(child, test);
    if (found) return found;
  }
  return null;
}
const textOf = (node: Node): string =>
  node.nodeName === '#text'
    ? (node.value ?? '')
    : node.attrs?.some((attr) => attr.name === 'aria-hidden' && attr.value === 'true')
      ? ''
      : (node.childNodes ?? []).map(textOf).join('');

// Without JavaScript, every address in both languages: the browser follows the redirect page (or is at the
// page already) to the expected address, whose answer is checked as it arrives: status 200, the expected
// H1, not the 404 page. The page is then handed to the browser as a blank one: routes.spec.ts renders every
// page of the site already, and rendering them again here cost seven minutes of the CI run.
test.describe('official addresses without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  const CHUNK = 56;
  for (let start = 0; start < cases.length; start += CHUNK) {
    const chunk = cases.slice(start, start + CHUNK);
    test(`${chunk[0].from} … ${chunk[chunk.length - 1].from}`, async ({ page }) => {
      test.setTimeout(60_000);
      let expected: Case | undefined;
      const checked: string[] = [];
      await page.route(
        (url) => url.pathname === expected?.route,
        async (route) => {
          const response = await route.fetch();
          const html = await response.text();
          const label = `${expected?.from} -> ${expected?.route}`;
          expect(response.status(), label).toBe(200);
          expect(html, label).not.toMatch(/PAGE NOT FOUND|页面未找到/);
          if (expected?.heading) expect(headingOfHtml(html), label).toBe(expected.heading);
          else expect(headingOfHtml(html), label).toBeTruthy();
          checked.push(expected?.from ?? '');
          await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>checked</title>' });
        },
      );
      for (const item of chunk) {
        expected = item;
        await page.goto(item.from);
        await expect(page, `${item.from} should land on ${item.route}${item.hash}`).toHaveURL(
          (url) => url.pathname === item.route && url.hash === item.hash,
        );
        expect(checked.at(-1), item.from).toBe(item.from);
      }
    });
  }
});

// With JavaScript, one address in thirteen (both languages, redirected and served in place) is landed on for
// real: the page loads, hydrates and shows its heading.
test.describe('official addresses with JavaScript', () => {
  const sample = cases.filter((_, index) => index % 13 === 0);
  const CHUNK = 8;
  for (let start = 0; start < sample.length; start += CHUNK) {
    const chunk = sample.slice(start, start + CHUNK);
    test(`${chunk[0].from} … ${chunk[chunk.length - 1].from}`, async ({ page }) => {
      test.setTimeout(60_000);
      for (const item of chunk) await land(page, item);
    });
  }
});

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
