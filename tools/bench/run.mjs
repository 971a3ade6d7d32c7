// `npm run bench [-- --runs N --dev-edits N --no-build --no-bytes --no-dev --no-lighthouse --no-search-bench
// --no-scale]`:
// the slow, noisy performance figures of issue 8 for our site, the same site on React without its
// performance layer (reported, not budgeted), and a baseline (the same docs with Rspress's default theme
// and built-in search): production build time cold and warm with peak memory,
// the dev server's rebuild time, first-load bytes per page type, Lighthouse (median of runs) and the
// search figures of `npm run bench:search`, and a scale run (scale.mjs: the site against itself at about
// 1,000 pages a language). Writes bench/report.json and bench/report.md. A section
// that is skipped keeps the figures of the previous report, marked as such. Exits 0 when budgets are
// missed: it is a report (`npm test` checks the deterministic byte budgets).
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { median } from '../check-budgets.mjs';
import { findChromium } from '../find-chromium.mjs';
import { REPO_ROOT, SITES, timedBuild } from './builds.mjs';
import { bytesOf, pageOfType, zhRoute } from './bytes.mjs';
import { measureDevRebuild } from './dev-rebuild.mjs';
import { firstLoadInChromium } from './first-load-chromium.mjs';
import { lighthouseRun } from './lighthouse.mjs';
import { withLock } from './lock.mjs';
import { evaluateBudgets, markdown } from './report.mjs';
import { scaleRun } from './scale.mjs';
import { serve, snapshot } from './serve.mjs';

const REPORT_JSON = join(REPO_ROOT, 'bench/report.json');
const REPORT_MD = join(REPO_ROOT, 'bench/report.md');
const SEARCH_JSON = join(REPO_ROOT, 'bench/search.json');
/** Every site the bench measures, in the order the report shows them. */
const SITE_NAMES = /** @type {const} */ (['ours', 'react', 'baseline']);
/** @type {import('./bytes.mjs').PageType[]} */
const LIGHTHOUSE_TYPES = ['home', 'guide', 'config', 'api'];

/** @typedef {import('./builds.mjs').SiteName} SiteName */
/** @typedef {Awaited<ReturnType<typeof lighthouseRun>>} LighthouseResult */
/** @typedef {Record<(typeof SITE_NAMES)[number], LighthouseResult[]>} SiteSamples */
/** @typedef {ReturnType<typeof machine>} Machine */
/** @typedef {ReturnType<typeof git>} Git */
/** @typedef {Awaited<ReturnType<typeof lighthouseAll>>} Lighthouse */

const { values: flags } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'dev-edits': { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
    'no-bytes': { type: 'boolean', default: false },
    'no-dev': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-search-bench': { type: 'boolean', default: false },
    'no-scale': { type: 'boolean', default: false },
  },
});

/**
 * Runs one section; a failure is recorded in the report (and printed) instead of ending the run.
 * @template T
 * @param {string} name
 * @param {() => T} task
 * @returns {Promise<Awaited<T> | { error: string }>}
 */
async function section(name, task) {
  try {
    return await task();
  } catch (error) {
    console.error(`${name} failed: ${error instanceof Error ? error.stack : error}`);
    return { error: `${name} failed: ${error instanceof Error ? error.message : error}` };
  }
}

/** @param {string} file */
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
/**
 * @param {(number | null)[]} values
 * @returns {number | null} the median of the values measured, null when none was
 */
const medianOf = (values) => {
  const measured = values.filter((value) => value != null);
  return measured.length === 0 ? null : median(measured);
};
/**
 * @param {string} command
 * @param {string[]} args
 */
const firstLine = (command, args) => {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .trim()
      .split('\n')[0];
  } catch {
    return 'unknown';
  }
};
/**
 * @param {string} name
 * @returns {string | undefined}
 */
const packageVersion = (name) => readJson(join(REPO_ROOT, 'node_modules', name, 'package.json'))?.version;

/** @param {string} chromePath */
function machine(chromePath) {
  return {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.availableParallelism(),
    memoryBytes: os.totalmem(),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium: firstLine(chromePath, ['--version']),
    lighthouse: packageVersion('lighthouse'),
    rspress: packageVersion('@rspress/core'),
  };
}

/** HEAD, and a fingerprint of the work tree's changes (tracked diff and untracked files' names). */
function git() {
  /** @param {string[]} args */
  const run = (args) =>
    spawnSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }).stdout;
  const status = run(['status', '--porcelain']);
  const tree = createHash('sha1')
    .update(run(['diff', 'HEAD']))
    .update(status)
    .digest('hex')
    .slice(0, 12);
  return { commit: run(['rev-parse', '--short', 'HEAD']).trim(), dirty: status.trim().length > 0, tree };
}

/**
 * Every site, cold then warm, in one hold of the build lock (about three minutes), so no other build of the
 * checkout runs meanwhile and all are built from the same work tree (checked by its fingerprint).
 */
function buildAll() {
  return withLock('builds', async () => {
    const treeBefore = git().tree;
    const builds = /** @type {import('./report.mjs').Builds} */ ({}); // filled in below
    const snapshots = /** @type {Record<SiteName, string>} */ ({});
    for (const name of SITE_NAMES) {
      console.log(`Building ${name} (${SITES[name].config}), cold then warm ...`);
      const cold = await timedBuild(name, 'cold');
      const warm = await timedBuild(name, 'warm');
      console.log(
        `  cold ${(cold.wallMs / 1000).toFixed(1)} s, warm ${(warm.wallMs / 1000).toFixed(1)} s (${cold.pages} pages)`,
      );
      builds[name] = { config: SITES[name].config, cold, warm };
      snapshots[name] = snapshot(SITES[name].outDir, name);
    }
    builds.treeChangedDuringBuilds = git().tree !== treeBefore;
    return { builds, snapshots };
  });
}

/**
 * @param {Record<SiteName, string>} snapshots
 * @param {number} runs
 * @param {string} chromePath
 */
async function lighthouseAll(snapshots, runs, chromePath) {
  const servers = /** @type {Record<SiteName, Awaited<ReturnType<typeof serve>>>} */ ({}); // filled as each starts
  const pages = LIGHTHOUSE_TYPES.flatMap((type) =>
    ['en', 'zh'].map((lang) => ({ type, lang, route: lang === 'en' ? pageOfType(type) : zhRoute(pageOfType(type)) })),
  );
  // Every page's route is in `samples`, so `samples.get(page.route)` below is never undefined.
  /** @type {Map<string, SiteSamples>} */
  const samples = new Map(pages.map((page) => [page.route, { ours: [], react: [], baseline: [] }]));
  try {
    for (const name of SITE_NAMES) servers[name] = await serve(snapshots[name]);
    for (let run = 1; run <= runs; run++) {
      for (const page of pages) {
        for (const name of SITE_NAMES) {
          const result = await lighthouseRun(`${servers[name].origin}${page.route}`, chromePath);
          /** @type {SiteSamples} */ (samples.get(page.route))[name].push(result);
          const { scores, metrics } = result;
          console.log(
            `  run ${run}/${runs} ${name.padEnd(8)} ${page.route.padEnd(30)} perf ${Math.round((scores.performance ?? 0) * 100)}  LCP ${Math.round(metrics.lcpMs ?? 0)} ms  TBT ${Math.round(metrics.tbtMs ?? 0)} ms`,
          );
        }
      }
    }
  } finally {
    for (const server of Object.values(servers)) await server.stop();
  }
  /** @param {LighthouseResult[]} results */
  const summarise = (results) => ({
    median: {
      scores: Object.fromEntries(
        Object.keys(results[0].scores).map((key) => [key, medianOf(results.map((r) => r.scores[key]))]),
      ),
      metrics: Object.fromEntries(
        Object.keys(results[0].metrics).map((key) => [key, medianOf(results.map((r) => r.metrics[key]))]),
      ),
    },
    runs: results.map(({ scores, metrics }) => ({ scores, metrics })),
    failedAudits: [...new Set(results.flatMap((r) => r.failedAudits))].sort(),
    foreignRequests: [...new Set(results.flatMap((r) => r.foreignRequests))],
    requests: medianOf(results.map((r) => r.requests)),
    warnings: [...new Set(results.flatMap((r) => r.warnings))],
  });
  const first = /** @type {SiteSamples} */ (samples.get(pages[0].route)).ours[0];
  return {
    runs,
    settings: first.settings,
    server: 'tools/serve.mjs on 127.0.0.1, gzip (level 9, precompressed)',
    pages: pages.map((page) => ({
      ...page,
      sites: {
        ours: summarise(/** @type {SiteSamples} */ (samples.get(page.route)).ours),
        react: summarise(/** @type {SiteSamples} */ (samples.get(page.route)).react),
        baseline: summarise(/** @type {SiteSamples} */ (samples.get(page.route)).baseline),
      },
    })),
  };
}

async function main() {
  const runs = Number(flags.runs);
  const chromePath = findChromium();
  if (!chromePath) throw new Error('No Chromium found: install one (`npm run test:e2e` does) or set CHROME_PATH.');
  const previous = readJson(REPORT_JSON);
  /** @param {'builds' | 'bytes' | 'devRebuild' | 'lighthouse' | 'scale'} section */
  const carry = (section) =>
    previous?.[section] ? { ...previous[section], from: previous[section].from ?? previous.date } : null;
  /** @type {import('./report.mjs').Report} */
  const report = {
    date: new Date().toISOString(),
    options: { argv: process.argv.slice(2), runs, devEdits: Number(flags['dev-edits']) },
    machine: machine(chromePath),
    git: git(),
    loadAverage: { start: os.loadavg(), end: null },
    baseline:
      "the same docs built with Rspress's default theme (no theme/ overrides), its built-in local search and " +
      "its own defaults: rspress.config.ts without the site's own plugins (rstest-docs:*) and with Rspress's " +
      'image zoom (tools/bench/default-theme.config.ts). The docs import only Tab, Tabs and ' +
      "PackageManagerTabs from '@theme', which the default theme has, so no page needed changing.",
  };
  mkdirSync(join(REPO_ROOT, 'bench'), { recursive: true });

  // 1. Builds (each under the lock) and snapshots of their output; without builds, snapshots of the
  // current outputs when bytes or Lighthouse need them.
  // Filled whenever bytes or Lighthouse are measured, the only readers.
  const snapshots = /** @type {Record<SiteName, string>} */ ({});
  if (flags['no-build']) {
    report.builds = carry('builds');
    if (!flags['no-bytes'] || !flags['no-lighthouse']) {
      for (const name of SITE_NAMES) {
        if (!existsSync(join(SITES[name].outDir, 'index.html'))) {
          throw new Error(`--no-build: no build in ${relative(REPO_ROOT, SITES[name].outDir)}/ to measure.`);
        }
        snapshots[name] = await withLock(`${name} snapshot`, () => snapshot(SITES[name].outDir, name));
      }
    }
  } else {
    const built = await buildAll();
    report.builds = built.builds;
    Object.assign(snapshots, built.snapshots);
  }

  // 2. Bytes, from the snapshots' HTML, and in Chromium by network idle for the same pages on every site.
  if (flags['no-bytes']) {
    report.bytes = carry('bytes');
  } else {
    const fromHtml = {
      ours: bytesOf(snapshots.ours),
      react: bytesOf(snapshots.react),
      baseline: bytesOf(snapshots.baseline),
    };
    const routes = [
      ...new Set([
        ...fromHtml.ours.representative.map((row) => row.route),
        ...fromHtml.ours.summary.map((row) => row.jsGzipMaxRoute),
      ]),
    ];
    console.log(`First-load bytes in Chromium, ${routes.length} pages on each site ...`);
    const inChromium = /** @type {import('./report.mjs').ChromiumBytes} */ ({});
    for (const name of SITE_NAMES)
      inChromium[name] = await firstLoadInChromium(
        snapshots[name],
        routes,
        findChromium({ headlessShell: true }) ?? chromePath,
      );
    report.bytes = { ...fromHtml, chromium: inChromium };
  }

  // 3. Search figures (bench:search reads doc_build/, so it runs under the lock).
  if (!flags['no-search-bench']) {
    console.log('Running npm run bench:search ...');
    const args = ['tools/search/bench/bench.mjs', ...(flags['no-build'] ? ['--no-build'] : [])];
    const { status } = await withLock('bench:search', () =>
      spawnSync(process.execPath, args, { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] }),
    );
    if (status !== 0) console.error(`bench:search exited with ${status}; using bench/search.json as it is.`);
  }
  const search = readJson(SEARCH_JSON);
  report.search = search ? { ...search, ranThisRun: !flags['no-search-bench'] } : null;

  // 4. Dev rebuild (on a copy of docs/, so it needs no lock).
  if (flags['no-dev']) {
    report.devRebuild = carry('devRebuild');
  } else {
    console.log('Measuring the dev server rebuild ...');
    report.devRebuild = await section('dev rebuild', () =>
      measureDevRebuild({ chromePath, edits: Number(flags['dev-edits']) }),
    );
    if (report.devRebuild.medianMs != null) console.log(`  median ${Math.round(report.devRebuild.medianMs)} ms`);
  }

  // 5. Lighthouse on the snapshots.
  if (flags['no-lighthouse']) {
    report.lighthouse = carry('lighthouse');
  } else {
    console.log(
      `Lighthouse, ${runs} runs of ${LIGHTHOUSE_TYPES.length * 2} pages on each of ${SITE_NAMES.length} sites ...`,
    );
    report.lighthouse = await section('Lighthouse', () => lighthouseAll(snapshots, runs, chromePath));
  }

  // 6. The scale run (its own builds, under the lock; last, as it rebuilds doc_build/).
  if (flags['no-scale']) {
    report.scale = carry('scale');
  } else {
    report.scale = await section('scale run', () => scaleRun());
  }

  report.loadAverage.end = os.loadavg();
  report.budgets = evaluateBudgets(report);
  writeFileSync(REPORT_JSON, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(REPORT_MD, markdown(report));
  const failed = report.budgets.filter((budget) => !budget.pass);
  console.log(`\n${relative(REPO_ROOT, REPORT_MD)} and ${relative(REPO_ROOT, REPORT_JSON)} written.`);
  console.log(
    failed.length === 0
      ? `All ${report.budgets.length} budgets met.`
      : `${failed.length} of ${report.budgets.length} budgets not met:\n${failed.map((b) => `  ✗ ${b.figure}: ${b.value} (budget ${b.limit})`).join('\n')}`,
  );
}

await main();
