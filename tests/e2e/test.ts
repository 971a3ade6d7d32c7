import { test as base, expect } from '@playwright/test';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

type Options = {
  /** A browser that has never seen the site, so the first-visit language redirect runs. */
  freshVisitor: boolean;
  /** Lets a test that provokes a hydration mismatch on purpose look at React's report itself. */
  allowRecoverableErrors: boolean;
};
type Guards = { externalRequests: string[]; pageErrors: string[]; visitedFlag: undefined };

/**
 * Every browser test runs through this `test`. Two guards fail any test:
 * a request to a host other than the local server (the site must work offline)
 * and an uncaught error or hydration mismatch in a page. Unless `freshVisitor` is set, the browser has
 * visited the site before, so the first-visit language redirect stays out of the way.
 */
export const test = base.extend<Options & Guards>({
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
  externalRequests: [
    async ({ context }, use) => {
      const external: string[] = [];
      await context.route(
        (url) => !LOCAL_HOSTS.has(url.hostname),
        (route) => {
          external.push(route.request().url());
          return route.abort('blockedbyclient');
        },
      );
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
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(errors);
      expect(errors, 'uncaught errors and hydration mismatches in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
