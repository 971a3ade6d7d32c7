// `npm test`: every suite (two lines of them side by side, then the doc samples and the browser suite alone),
// then one line `N passed, N failed` summing them. Each step counts as one check unless it reports its own test counts.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { pickFreePorts } from './lib/test-ports.mjs';

// Free ports for the browser suite and the fixture builds (which bake in the search stand-ins' hosts), so two
// checkouts can run `npm test` at the same time.
process.env.E2E_PORTS ||= pickFreePorts();

/** @typedef {{ name: string, passed: number, failed: number, seconds?: number }} Result */

/**
 * One line of steps run one after another. Two lines run side by side: the builds in one, the static checks and
 * the unit suite in the other. A build keeps one core busy and the second one half the time (`/usr/bin/time`:
 * 143% CPU for the site build), and the other line fills what it leaves. A line shown `quiet` prints each step's
 * output in one piece when the step ends, so the two lines' outputs do not interleave.
 */
class Line {
  /** @param {{ quiet: boolean }} options */
  constructor({ quiet }) {
    this.quiet = quiet;
    /** @type {Result[]} */
    this.results = [];
  }

  /**
   * Runs a command; resolves with whether it succeeded and its seconds.
   * @param {string} command @param {string[]} args
   * @param {{ env?: Record<string, string | undefined> }} [options]
   * @returns {Promise<{ ok: boolean, seconds: number }>}
   */
  run(command, args, { env = {} } = {}) {
    const title = `\n$ ${command} ${args.join(' ')}`;
    if (!this.quiet) console.log(title);
    const started = performance.now();
    return new Promise((resolve) => {
      const child = spawn(command, args, {
        stdio: this.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
        env: { ...process.env, ...env },
      });
      /** @type {Buffer[]} */
      const output = [];
      child.stdout?.on('data', (chunk) => output.push(chunk));
      child.stderr?.on('data', (chunk) => output.push(chunk));
      const end = (/** @type {number | null} */ status) => {
        // A line that is not quiet holds nothing back but a command that could not start.
        const held = Buffer.concat(output).toString();
        if (this.quiet) process.stdout.write(`${title}\n${held}`);
        else if (held) process.stderr.write(held);
        resolve({ ok: status === 0, seconds: Math.round((performance.now() - started) / 1000) });
      };
      // A command that cannot start emits `error` and then `close` (status -2), which ends the step.
      child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
      child.on('close', end);
    });
  }

  /**
   * A step that is one check: it passes or fails as a whole.
   * @param {string} name
   * @param {string} command
   * @param {string[]} args
   * @param {{ env?: Record<string, string | undefined> }} [options]
   */
  async check(name, command, args, options) {
    const { ok, seconds } = await this.run(command, args, options);
    this.results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
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
  async suite(name, command, args, reportFile, countsOf, env) {
    rmSync(reportFile, { force: true });
    const { ok, seconds } = await this.run(command, args, { env });
    const report = readJson(reportFile);
    const counts = report ? countsOf(report) : { passed: 0, failed: 1 };
    if (!ok && counts.failed === 0) counts.failed = 1;
    this.results.push({ name, ...counts, seconds });
  }
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

/** @param {{ summary: { passedTests: number, failedTests: number } }} report rstest's JSON report */
const rstestCounts = (report) => ({ passed: report.summary.passedTests, failed: report.summary.failedTests });
/** @param {{ stats: { expected: number, flaky: number, unexpected: number } }} report Playwright's JSON report */
const playwrightCounts = (report) => ({
  passed: report.stats.expected + report.stats.flaky,
  failed: report.stats.unexpected,
});

/** @param {string} config */
const buildFixture = (config) => ['run', '--silent', 'build', '--', '-c', config];

/** The site, its test fixtures and the React build; resolves with whether all built. */
async function builds(/** @type {Line} */ line) {
  return (
    (await line.check('build site', 'npm', ['run', '--silent', 'build'], {
      env: { RSPRESS_PERSISTENT_CACHE: 'false' },
    })) &&
    (await line.check(
      'build layout fixture',
      'npm',
      buildFixture('tests/e2e/fixtures/layout-flags/rspress.config.ts'),
    )) &&
    (await line.check(
      'build locale fixture',
      'npm',
      buildFixture('tests/e2e/fixtures/locale-never/rspress.config.ts'),
    )) &&
    // The site without its performance layer (plugins/performance-layer), for the browser suite's smoke run.
    (await line.check('build React build (PERFORMANCE_LAYER=off)', 'npm', ['run', '--silent', 'build:react'], {
      env: { RSPRESS_PERSISTENT_CACHE: 'false' },
    }))
  );
}

/** The checks that read the sources only, then the unit suite (which reads no build). */
async function staticChecksAndUnit(/** @type {Line} */ line) {
  await line.check('lint (biome)', 'npx', ['biome', 'check', '.']);
  await line.check('types (tsc)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
  await line.check('language parity', 'node', ['tools/check-parity.mjs']);
  await line.check('API coverage (check:api)', 'node', ['tools/check-api.mjs']);
  await line.suite('unit (rstest)', 'npx', ['rstest', 'run'], 'test-results/unit.json', rstestCounts);
}

const buildLine = new Line({ quiet: true });
const sourceLine = new Line({ quiet: false });
const [built] = await Promise.all([builds(buildLine), staticChecksAndUnit(sourceLine)]);

// The doc samples and the browser suite alone: each keeps both cores busy (the doc samples 188% CPU, and `vmstat`
// 3.7% idle over a browser run), and the time limits of both assume nothing else runs.
const alone = new Line({ quiet: false });
await alone.check('doc samples (test:docs)', 'node', ['tools/doctest.mjs']);
if (built) {
  // First-load JS/CSS of every built page against tools/lib/budgets.mjs, and no asset from another host.
  await alone.check('byte budgets (check:budgets)', 'node', ['tools/check-budgets.mjs']);
  // The speed layers left their marks: script loader, hydration markers, compact code tokens, overview headings.
  await alone.check('build output checks', 'node', ['tools/check-build-output.mjs']);
  const chromium = ensureChromium();
  await alone.suite('browser (playwright)', 'npx', ['playwright', 'test'], 'test-results/e2e.json', playwrightCounts, {
    CHROME_PATH: chromium,
  });
} else {
  alone.results.push({ name: 'browser (playwright)', passed: 0, failed: 1 });
  console.error('Browser tests skipped: the build failed.');
}
const results = [...sourceLine.results, ...buildLine.results, ...alone.results];

// The time of each suite: CI must finish in 15 minutes, and this says where they go. A suite of the two lines
// shared the machine with the other line, so its time is longer than it would be alone.
/** @param {Result[]} list @param {string} heading */
function printResults(list, heading) {
  console.log(heading);
  for (const { name, passed, failed, seconds } of list) {
    console.log(`  ${name}: ${passed} passed, ${failed} failed${seconds === undefined ? '' : ` (${seconds} s)`}`);
  }
}
console.log('\nSuite results:');
printResults(sourceLine.results, ' side by side with the builds (times include sharing the two cores):');
printResults(buildLine.results, ' side by side with the static checks and the unit suite:');
printResults(alone.results, ' then one at a time, alone:');
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
