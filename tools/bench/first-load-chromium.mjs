// First-load bytes as Chromium fetches them: each page opened in a fresh context (empty cache) from a served
// snapshot (gzip, as a static host serves it), and every script and stylesheet response counted, by its bytes on
// the wire, until the network is idle and no request has started for QUIET_MS. What the page fetches later on its own (scripts after
// paint, a lazily loaded chunk) counts; what only an interaction fetches does not. Playwright's `networkidle`
// (500 ms without a connection) alone is not enough: on a page of over a megabyte the script loader, which
// waits for the first paint, started its scripts after it had fired (seen in the scale run). Inline scripts and styles
// travel in the HTML and are not counted here (tools/lib/page-assets.mjs reads them from the HTML).
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { serve } from './serve.mjs';

const QUIET_MS = 2000;
const MAX_WAIT_MS = 30_000;

/**
 * @typedef {{ route: string, status: number | null, jsGzip: number, jsFiles: number, cssGzip: number, cssFiles: number }}
 *   ChromiumFirstLoad (status: the page's HTTP status; a 404 page is measured too)
 */

/**
 * @param {string} snapshotDir a build's snapshot (serve.mjs), served while the pages are measured
 * @param {string[]} routes
 * @param {string} chromePath
 * @returns {Promise<ChromiumFirstLoad[]>}
 */
export async function firstLoadInChromium(snapshotDir, routes, chromePath) {
  const server = await serve(snapshotDir);
  const { origin } = server;
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    /** @type {ChromiumFirstLoad[]} */
    const results = [];
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      /** @type {Promise<{ type: string, bytes: number }>[]} */
      const responses = [];
      let lastRequestAt = performance.now();
      page.on('request', () => {
        lastRequestAt = performance.now();
      });
      page.on('requestfinished', (request) => {
        const type = request.resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        responses.push(request.sizes().then((sizes) => ({ type, bytes: sizes.responseBodySize })));
      });
      const started = performance.now();
      const response = await page.goto(`${origin}${route}`, { waitUntil: 'networkidle', timeout: MAX_WAIT_MS });
      while (performance.now() - lastRequestAt < QUIET_MS && performance.now() - started < MAX_WAIT_MS)
        await sleep(100);
      const fetched = await Promise.all(responses);
      await context.close();
      const of = (/** @type {string} */ type) => fetched.filter((entry) => entry.type === type);
      const sum = (/** @type {{ bytes: number }[]} */ entries) =>
        entries.reduce((total, { bytes }) => total + bytes, 0);
      results.push({
        route,
        status: response?.status() ?? null,
        jsGzip: sum(of('script')),
        jsFiles: of('script').length,
        cssGzip: sum(of('stylesheet')),
        cssFiles: of('stylesheet').length,
      });
    }
    return results;
  } finally {
    await browser.close();
    await server.stop();
  }
}
