// `npm test`: every suite in order, then one line `N passed, N failed` summing them.
// Each step counts as one check unless it reports its own test counts.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { pickFreePorts } from './lib/test-ports.mjs';

// Free ports for the browser suite and the fixture builds (which bake in the search stand-ins' hosts), so two
// checkouts can run `npm test` at the same time.
process.env.E2E_PORTS ||= pickFreePorts();

/** @type {{ name: string, passed: number, failed: number, seconds?: number }[]} */
const results = [];

/**
 * Runs a command with its output on this terminal; resolves with whether it succeeded and its seconds.
 * @param {string} command @param {string[]} args
 * @param {{ env?: Record<string, string | undefined> }} [options]
 * @returns {Promise<{ ok: boolean, seconds: number }>}
 */
function run(command, args, { env = {} } = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    const end = (/** @type {number | null} */ status) =>
      resolve({ ok: status === 0, seconds: Math.round((performance.now() - started) / 1000) });
    child.on('error', (error) => {
      console.error(error.message);
      end(1);
    });
    child.on('close', end);
  });
}

/**
 * @param {string} file
 * @returns {any} the parsed JSON (a test runner's report), or null
 */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * A step that is one check: it passes or fails as a whole.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: Record<string, string | undefined> }} [options]
 */
async function check(name, command, args, options) {
  const { ok, seconds } = await run(command, args, options);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
  return ok;
}

/**
 * A test suite whose JSON report gives per-test counts; a crash without a report counts as one failure.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {string} reportFile
 * @param {(report: any) => { passed: number, failed: number }} countsOf reads the parsed JSON report
 * @param {Record<string, string | undefined>} [env]
 */
async function suite(name, command, args, reportFile, countsOf, env) {
  rmSync(reportFile, { force: true });
  const { ok, seconds } = await run(command, args, { env });
  const report = readJson(reportFile);
  const counts = report ? countsOf(report) : { passed: 0, failed: 1 };
  if (!ok && counts.failed === 0) counts.failed = 1;
  results.push({ name, ...counts, seconds });
}

/** @param {{ summary: { passedTests: number, failedTests: number } }} report rstest's JSON report */
const rstestCounts = (report) => ({ passed: report.summary.passedTests, failed: report.summary.failedTests });
/** @param {{ stats: { expected: number, flaky: number, unexpected: number } }} report Playwright's JSON report */
const playwrightCounts = (report) => ({
  passed: report.stats.expected + report.stats.flaky,
  failed: report.stats.unexpected,
});

// One after another: run side by side (the static checks beside the builds), they took as long in all, each
// slowed by the others (a fresh-clone run: tsc 17 -> 65 s, the site build 45 -> 90 s).
await check('lint (biome)', 'npx', ['biome', 'check', '.']);
await check('types (tsc)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
await check('language parity', 'node', ['tools/check-parity.mjs']);
await check('API coverage (check:api)', 'node', ['tools/check-api.mjs']);
/** @param {string} config */
const buildFixture = (config) => ['run', '--silent', 'build', '--', '-c', config];
const built =
  (await check('build site', 'npm', ['run', '--silent', 'build'], { env: { RSPRESS_PERSISTENT_CACHE: 'false' } })) &&
  (await check('build layout fixture', 'npm', buildFixture('tests/e2e/fixtures/layout-flags/rspress.config.ts'))) &&
  (await check('build locale fixture', 'npm', buildFixture('tests/e2e/fixtures/locale-never/rspress.config.ts'))) &&
  // The site without its performance layer (plugins/performance-layer), for the browser suite's smoke run.
  (await check('build React build (PERFORMANCE_LAYER=off)', 'npm', ['run', '--silent', 'build:react'], {
    env: { RSPRESS_PERSISTENT_CACHE: 'false' },
  }));

await suite('unit (rstest)', 'npx', ['rstest', 'run'], 'test-results/unit.json', rstestCounts);
await check('doc samples (test:docs)', 'node', ['tools/doctest.mjs']);

if (built) {
  // First-load JS/CSS of every built page against tools/lib/budgets.mjs, and no asset from another host.
  await check('byte budgets (check:budgets)', 'node', ['tools/check-budgets.mjs']);
  // The speed layers left their marks: script loader, hydration markers, compact code tokens, overview headings.
  await check('build output checks', 'node', ['tools/check-build-output.mjs']);
  const chromium = ensureChromium();
  await suite('browser (playwright)', 'npx', ['playwright', 'test'], 'test-results/e2e.json', playwrightCounts, {
    CHROME_PATH: chromium,
  });
} else {
  results.push({ name: 'browser (playwright)', passed: 0, failed: 1 });
  console.error('Browser tests skipped: the build failed.');
}

console.log('\nSuite results:');
// The time of each suite: CI must finish in 15 minutes, and this says where they go.
for (const { name, passed, failed, seconds } of results) {
  console.log(`  ${name}: ${passed} passed, ${failed} failed${seconds === undefined ? '' : ` (${seconds} s)`}`);
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
