// `npm test`: every suite in order, then one line `N passed, N failed` summing them.
// Each step counts as one check unless it reports its own test counts.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { pickFreePorts } from './lib/test-ports.mjs';

// Free ports for the browser suite and the fixture builds (which bake in the search stand-ins' hosts), so two
// checkouts can run `npm test` at the same time.
process.env.E2E_PORTS ||= pickFreePorts();

/** @type {{ name: string, passed: number, failed: number, seconds?: number }[]} */
const results = [];

let lastSeconds = 0;
/** @param {string} command @param {string[]} args @param {Record<string, string | undefined>} [env] */
function run(command, args, env = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const started = performance.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  lastSeconds = Math.round((performance.now() - started) / 1000);
  return status === 0;
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
 * @param {Record<string, string | undefined>} [env]
 */
function check(name, command, args, env) {
  const ok = run(command, args, env);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds: lastSeconds });
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
function suite(name, command, args, reportFile, countsOf, env) {
  rmSync(reportFile, { force: true });
  const ok = run(command, args, env);
  const report = readJson(reportFile);
  const counts = report ? countsOf(report) : { passed: 0, failed: 1 };
  if (!ok && counts.failed === 0) counts.failed = 1;
  results.push({ name, ...counts, seconds: lastSeconds });
}

/** @param {{ summary: { passedTests: number, failedTests: number } }} report rstest's JSON report */
const rstestCounts = (report) => ({ passed: report.summary.passedTests, failed: report.summary.failedTests });
/** @param {{ stats: { expected: number, flaky: number, unexpected: number } }} report Playwright's JSON report */
const playwrightCounts = (report) => ({
  passed: report.stats.expected + report.stats.flaky,
  failed: report.stats.unexpected,
});

check('lint (biome)', 'npx', ['biome', 'check', '.']);
check('types (tsc)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
check('language parity', 'node', ['tools/check-parity.mjs']);
check('API coverage (check:api)', 'node', ['tools/check-api.mjs']);
suite('unit (rstest)', 'npx', ['rstest', 'run'], 'test-results/unit.json', rstestCounts);
check('doc samples (test:docs)', 'node', ['tools/doctest.mjs']);

const built =
  check('build site', 'npm', ['run', '--silent', 'build'], { RSPRESS_PERSISTENT_CACHE: 'false' }) &&
  check('build layout fixture', 'npm', [
    'run',
    '--silent',
    'build',
    '--',
    '-c',
    'tests/e2e/fixtures/layout-flags/rspress.config.ts',
  ]) &&
  check('build locale fixture', 'npm', [
    'run',
    '--silent',
    'build',
    '--',
    '-c',
    'tests/e2e/fixtures/locale-never/rspress.config.ts',
  ]);

if (built) {
  // First-load JS/CSS of every built page against tools/lib/budgets.mjs, and no asset from another host.
  check('byte budgets (check:budgets)', 'node', ['tools/check-budgets.mjs']);
  // The speed layers left their marks: script loader, hydration markers, compact code tokens, overview headings.
  check('build output checks', 'node', ['tools/check-build-output.mjs']);
  const chromium = ensureChromium();
  suite('browser (playwright)', 'npx', ['playwright', 'test'], 'test-results/e2e.json', playwrightCounts, {
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
