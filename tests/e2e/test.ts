import { test as base, expect } from '@playwright/test';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * Every browser test runs through this `test`: any request to a host other
 * than the local server is blocked and fails the test (the site must work offline).
 */
export const test = base.extend<{ externalRequests: string[] }>({
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
});

export { expect };
