import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { outDirOf } from './plugins/performance-layer/switch.mjs';
import { findChromium } from './tools/find-chromium.mjs';
import { testPorts } from './tools/lib/test-ports.mjs';

/** Free ports picked by `npm test` (E2E_PORTS), else 4174-4179, apart from `npm start`'s 4173. */
const PORTS = testPorts();
export const SITE_PORT = PORTS.site;
export const FLAGS_FIXTURE_PORT = PORTS.flagsFixture;
export const LOCALE_NEVER_FIXTURE_PORT = PORTS.localeNeverFixture;
export const REACT_BUILD_PORT = PORTS.reactBuild;
/** The React build (PERFORMANCE_LAYER=off npm run build): its smoke run, when it has been built. */
const REACT_BUILD = outDirOf(false);
const REACT_SMOKE = /react-build\.smoke\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // Limits for a busy machine; a test or assertion that passes ends as soon as it does. With two checkouts
  // testing at once, the Chinese guide page's three axe runs took 23-31 s (9 s alone), and the first search,
  // which fetches and indexes a language, took over 5 s.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${SITE_PORT}`,
    // A trace costs each test about a fifth of its time, and CI keeps no files to read one from.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: findChromium({ headlessShell: true }) ?? undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        // No host but the local server resolves, so nothing a page asks of another host can reach it;
        // tests/e2e/test.ts fails a test whose page tried.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: REACT_SMOKE },
    // Every page type of the plain React build renders and hydrates (plugins/performance-layer).
    {
      name: 'react-build',
      use: { browserName: 'chromium', baseURL: `http://localhost:${REACT_BUILD_PORT}` },
      testMatch: REACT_SMOKE,
    },
  ],
  webServer: [
    {
      command: 'node tools/serve.mjs',
      env: { PORT: String(SITE_PORT) },
      url: `http://localhost:${SITE_PORT}/`,
      reuseExistingServer: false,
    },
    {
      command: 'node tools/serve.mjs',
      env: { PORT: String(FLAGS_FIXTURE_PORT), DOC_ROOT: 'tests/e2e/fixtures/layout-flags/doc_build' },
      url: `http://localhost:${FLAGS_FIXTURE_PORT}/`,
      reuseExistingServer: false,
    },
    {
      command: 'node tools/serve.mjs',
      env: { PORT: String(LOCALE_NEVER_FIXTURE_PORT), DOC_ROOT: 'tests/e2e/fixtures/locale-never/doc_build' },
      url: `http://localhost:${LOCALE_NEVER_FIXTURE_PORT}/`,
      reuseExistingServer: false,
    },
    // Served only when built: react-build.smoke.ts fails with a message naming the command otherwise.
    ...(existsSync(REACT_BUILD)
      ? [
          {
            command: 'node tools/serve.mjs',
            env: { PORT: String(REACT_BUILD_PORT), DOC_ROOT: REACT_BUILD },
            url: `http://localhost:${REACT_BUILD_PORT}/`,
            reuseExistingServer: false,
          },
        ]
      : []),
  ],
});
