import { test as base, expect, type Page } from '@playwright/test';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

type Options = {
  /** A browser that has never seen the site, so the first-visit language redirect runs. */
  freshVisitor: boolean;
  /** Lets a test that provokes a hydration mismatch on purpose look at React's report itself. */
  allowRecoverableErrors: boolean;
};
type Guards = { externalRequests: string[]; pageErrors: string[]; visitedFlag: undefined };

/** How long `goto` and `reload` wait for a page of the site to finish hydrating. */
const HYDRATION_TIMEOUT = 15_000;

/**
 * Waits until the page answers input: the app sets `<html data-hydrated>` once every part of the page has
 * hydrated (pages paint before their scripts run, so the load event can come first). Documents that are not
 * pages of the app (Markdown, XML) have nothing to wait for.
 */
async function waitForHydration(page: Page) {
  // Polled from here rather than in the page, where a test's fake clock may hold timers and frames.
  const deadline = Date.now() + HYDRATION_TIMEOUT;
  for (;;) {
    const ready = await page
      .evaluate(
        () => !document.getElementById('__rspress_root') || document.documentElement.hasAttribute('data-hydrated'),
      )
      // The first-visit language redirect may replace the document meanwhile: ask the new one.
      .catch((error: unknown) => {
        if (/context was destroyed|navigat/i.test(String(error))) return false;
        throw error;
      });
    if (ready) return;
    if (Date.now() >= deadline) throw new Error(`${page.url()} did not finish hydrating in ${HYDRATION_TIMEOUT} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export const test = base.extend<Options & Guards>({
  // `goto` and `reload` return once the page is interactive, as they did while scripts ran before `load`.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitForHydration(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitForHydration(page);
        return response;
      };
    }
    await use(page);
  },
  freshVisitor: [false, { option: true }],
  allowRecoverableErrors: [false, { option: true }],
  visitedFlag: [
    async ({ context, freshVisitor }, use) => {
      if (!freshVisitor) {
        await context.addInitScript(() => {
          if (location.protocol.startsWith('http')) localStorage.setItem('rspress-visited', '1');
        });
      }
      await use(undefined);
    },
    { auto: true },
  ],
  // Other hosts cannot be reached at all (the browser resolves no name but the local server's: see
  // playwright.config.ts); this lists every request a page tried to make to one. Listening costs nothing,
  // where routing every request through the test process cost a quarter of each page load and turned off
  // the HTTP cache.
  externalRequests: [
    async ({ context }, use) => {
      const external: string[] = [];
      context.on('request', (request) => {
        const url = new URL(request.url());
        if (/^(https?|wss?):$/.test(url.protocol) && !LOCAL_HOSTS.has(url.hostname)) external.push(url.href);
      });
      await use(external);
      expect(external, 'requests to hosts other than the local server').toEqual([]);
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ context, allowRecoverableErrors }, use) => {
      const errors: string[] = [];
      const watch = (page: import('@playwright/test').Page) => {
        page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
        // A hydration mismatch means the static HTML and the app disagree; React only warns.
        page.on('console', (message) => {
          if (!allowRecoverableErrors && message.text().includes('recoverable error'))
            errors.push(`${page.url()}: ${message.text()}`);
          // Whatever the test does, nothing on the page may break the Content-Security-Policy (plugins/csp),
          // but for one probe: the zod that DocSearch bundles tries `new Function('')` once to learn whether
          // it may compile parsers, and parses without when refused (csp.spec.ts checks it is that probe).
          const text = message.text();
          if (
            text.includes('Content Security Policy') &&
            !text.startsWith('Refused to evaluate a string as JavaScript')
          )
            errors.push(`${page.url()}: ${text}`);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(errors);
      expect(errors, 'uncaught errors, hydration mismatches and CSP reports in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
