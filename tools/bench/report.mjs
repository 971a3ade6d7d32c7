// bench/report.json and bench/report.md from the figures run.mjs gathered: every figure beside the
// baseline's (ratio ours / baseline) and beside its budget (tools/lib/budgets.mjs), ✓ or ✗, and beside the
// same site built on React without its performance layer (reported, not budgeted).
import {
  BUILD_MS_PER_PAGE_MAX,
  CLS_MAX,
  DEV_REBUILD_MS_MAX,
  FIRST_LOAD_CSS_GZIP_MAX,
  FIRST_LOAD_JS_GZIP_MAX,
  GZIP_LEVEL,
  KB,
  LCP_MAX_MS,
  LIGHTHOUSE_MIN_SCORES,
  SCALE_BUILD_PER_PAGE_RATIO_MAX,
  SCALE_JS_GROWTH_MAX,
  TBT_MAX_MS,
} from '../lib/budgets.mjs';

/** @typedef {import('./builds.mjs').SiteName} SiteName */
/** @typedef {Awaited<ReturnType<typeof import('./builds.mjs').timedBuild>>} BuildFigures */
/**
 * `react` is missing from reports written before the bench measured the React build.
 * @typedef {{ ours: SiteBuilds, react?: SiteBuilds, baseline: SiteBuilds, treeChangedDuringBuilds: boolean }} Builds
 */
/** @typedef {{ config: string, cold: BuildFigures, warm: BuildFigures }} SiteBuilds */
/** @typedef {ReturnType<typeof import('./bytes.mjs').bytesOf>} SiteBytes */
/**
 * First loads measured in Chromium (first-load-chromium.mjs), the same pages on every site; missing from reports
 * written before the bench measured them.
 * @typedef {Record<'ours' | 'react' | 'baseline', import('./first-load-chromium.mjs').ChromiumFirstLoad[]>} ChromiumBytes
 */
/** @typedef {Awaited<ReturnType<typeof import('./dev-rebuild.mjs').measureDevRebuild>>} DevRebuild */
/** @typedef {import('./run.mjs').Lighthouse} Lighthouse */
/** @typedef {Awaited<ReturnType<typeof import('./scale.mjs').scaleRun>>} Scale */
/** @typedef {{ figure: string, value: string, limit: string, pass: boolean }} Budget */
/**
 * A section skipped in this run keeps the previous report's figures, with `from`: the date of that run.
 * @typedef {{ from?: string }} Carried
 */
/**
 * A section run.mjs measures with `section()`: its figures, or the error that stopped the measurement.
 * @template T
 * @typedef {(T & { error?: undefined }) | ({ error: string } & { [K in keyof T]?: undefined })} Measured
 */
/**
 * A measured section as devSection() and lighthouseSection() read it: failedSection() renders an `error`
 * first, so the figures are only read when there is none.
 * @template T
 * @typedef {(T & Carried & { error?: string }) | null | undefined} Rendered
 */
/**
 * One engine's figures in bench/search.json (written by tools/search/bench/bench.mjs), as read here.
 * @typedef {object} SearchFigures
 * @property {{ bytes: number, gzipBytes: number }} index
 * @property {{ medianMs: number }} load
 * @property {{ p50Ms: number, p95Ms: number }} query
 * @property {{ hitAt1: number, hitAt3: number, mrr: number }} quality
 * @property {{ files: number, gzipBytes: number, perQueryMedianGzipBytes: number, perQueryMaxGzipBytes: number }} [texts]
 *   our engine's text files (plugins/search/index-format.mjs)
 */
/**
 * bench/search.json as read here, plus whether this run wrote it.
 * @typedef {object} Search
 * @property {string} date
 * @property {Record<string, { queries: number, ours: SearchFigures, builtin: SearchFigures }>} results
 * @property {{ lang: string, target: string, value: string, pass: boolean }[]} targets
 * @property {boolean} ranThisRun
 */
/**
 * bench/report.json. A section is null when it was skipped and no earlier report had it.
 * @typedef {object} Report
 * @property {string} date
 * @property {{ argv: string[], runs: number, devEdits: number }} options
 * @property {import('./run.mjs').Machine} machine
 * @property {import('./run.mjs').Git} git
 * @property {{ start: number[], end: number[] | null }} loadAverage
 * @property {string} baseline
 * @property {(Builds & Carried) | null} [builds]
 * @property {({ ours: SiteBytes, react?: SiteBytes, baseline: SiteBytes, chromium?: ChromiumBytes } & Carried) | null} [bytes]
 * @property {Search | null} [search]
 * @property {(Measured<DevRebuild> & Carried) | null} [devRebuild]
 * @property {(Measured<Lighthouse> & Carried) | null} [lighthouse]
 * @property {(Measured<Scale> & Carried) | null} [scale]
 * @property {Budget[]} [budgets]
 */

/** @param {number | null | undefined} bytes */
const kb = (bytes) => (bytes == null ? '–' : `${(bytes / KB).toFixed(1)} KB`);
/** @param {number | null | undefined} bytes */
const mb = (bytes) => (bytes == null ? '–' : `${(bytes / KB / KB).toFixed(0)} MB`);
/** @param {number | null | undefined} ms */
const sec = (ms) => (ms == null ? '–' : `${(ms / 1000).toFixed(1)} s`);
/** @param {number | null | undefined} ms */
const msText = (ms) => (ms == null ? '–' : `${Math.round(ms)} ms`);
/** @param {number | null | undefined} value */
const score = (value) => (value == null ? '–' : String(Math.round(value * 100)));
/**
 * @param {number | null | undefined} ours
 * @param {number | null | undefined} base
 */
const ratio = (ours, base) => (ours == null || !base ? '–' : `${(ours / base).toFixed(2)}×`);
/** @param {boolean} pass */
const mark = (pass) => (pass ? '✓' : '✗');
/** @param {number} bytes */
const limitKb = (bytes) => `${Number((bytes / KB).toFixed(1))} KB`;

/**
 * Every budget with its value and verdict; nothing measured means no verdict.
 * @param {Report} report
 */
export function evaluateBudgets(report) {
  /** @type {Budget[]} */
  const budgets = [];
  /**
   * @param {string} figure
   * @param {string} value
   * @param {string} limit
   * @param {boolean} pass
   */
  const add = (figure, value, limit, pass) => budgets.push({ figure, value, limit, pass });
  for (const row of report.bytes?.ours?.summary ?? []) {
    add(
      `first-load JS, ${row.type} pages (largest of ${row.pages}: \`${row.jsGzipMaxRoute}\`)`,
      kb(row.jsGzipMax),
      `≤ ${limitKb(FIRST_LOAD_JS_GZIP_MAX)} gzip`,
      row.jsGzipMax <= FIRST_LOAD_JS_GZIP_MAX,
    );
  }
  for (const row of report.bytes?.ours?.summary ?? []) {
    add(
      `first-load CSS, ${row.type} pages (largest of ${row.pages}: \`${row.cssGzipMaxRoute}\`)`,
      kb(row.cssGzipMax),
      `≤ ${limitKb(FIRST_LOAD_CSS_GZIP_MAX)} gzip`,
      row.cssGzipMax <= FIRST_LOAD_CSS_GZIP_MAX,
    );
  }
  const chromium = new Map((report.bytes?.chromium?.ours ?? []).map((page) => [page.route, page]));
  for (const row of report.bytes?.ours?.summary ?? []) {
    const page = chromium.get(row.jsGzipMaxRoute);
    if (!page) continue;
    add(
      `first-load JS in Chromium by network idle, ${row.type} pages (largest: \`${row.jsGzipMaxRoute}\`)`,
      kb(page.jsGzip),
      `≤ ${limitKb(FIRST_LOAD_JS_GZIP_MAX)} gzip`,
      page.jsGzip <= FIRST_LOAD_JS_GZIP_MAX,
    );
  }
  if (report.bytes?.ours) {
    const external = report.bytes.ours.external.length;
    add('assets from another host, all pages', String(external), '0', external === 0);
  }
  if (report.lighthouse?.error) add('Lighthouse', 'not measured', 'every page', false);
  for (const page of report.lighthouse?.pages ?? []) {
    const ours = page.sites.ours.median;
    const where = `\`${page.route}\` (${page.type})`;
    for (const [category, min] of Object.entries(LIGHTHOUSE_MIN_SCORES)) {
      const value = ours.scores[category];
      add(`Lighthouse ${category}, ${where}`, score(value), `≥ ${score(min)}`, value != null && value >= min);
    }
    // A metric no run measured (null) fails its budget.
    add(
      `LCP, ${where}`,
      msText(ours.metrics.lcpMs),
      `≤ ${msText(LCP_MAX_MS)}`,
      ours.metrics.lcpMs != null && ours.metrics.lcpMs <= LCP_MAX_MS,
    );
    add(
      `TBT, ${where}`,
      msText(ours.metrics.tbtMs),
      `≤ ${msText(TBT_MAX_MS)}`,
      ours.metrics.tbtMs != null && ours.metrics.tbtMs <= TBT_MAX_MS,
    );
    add(
      `CLS, ${where}`,
      ours.metrics.cls?.toFixed(3) ?? '–',
      `≤ ${CLS_MAX}`,
      ours.metrics.cls != null && ours.metrics.cls <= CLS_MAX,
    );
    const foreign = page.sites.ours.foreignRequests.length;
    add(`requests to another host, ${where}`, String(foreign), '0', foreign === 0);
  }
  const cold = report.builds?.ours?.cold;
  if (cold) {
    add(
      `production build from a cold cache, per page (${cold.pages} pages)`,
      msText(cold.msPerPage),
      `< ${msText(BUILD_MS_PER_PAGE_MAX)}`,
      cold.msPerPage < BUILD_MS_PER_PAGE_MAX,
    );
  }
  // A measured scale run (one that failed has only `error`).
  const scale = report.scale?.error ? null : /** @type {Scale | null | undefined} */ (report.scale);
  if (scale) {
    const growth = scaleGrowth(scale);
    add(
      `scale run: first-load JS growth at ${scale.generated.pages.en} pages a language (largest, in Chromium)`,
      `${kb(growth.maxJsGrowth)} (${growth.maxJsGrowthRoute})`,
      `< ${limitKb(SCALE_JS_GROWTH_MAX)} gzip`,
      growth.maxJsGrowth < SCALE_JS_GROWTH_MAX,
    );
    add(
      'scale run: cold build time per page',
      `${msText(scale.builds.scaled.msPerPage)} (site ${msText(scale.builds.site.msPerPage)})`,
      `≤ ${SCALE_BUILD_PER_PAGE_RATIO_MAX}× the site's`,
      scale.builds.scaled.msPerPage <= scale.builds.site.msPerPage * SCALE_BUILD_PER_PAGE_RATIO_MAX,
    );
  }
  const dev = report.devRebuild;
  if (dev?.error) add('dev: edit visible in the open page', 'not measured', `< ${msText(DEV_REBUILD_MS_MAX)}`, false);
  if (dev?.medianMs != null) {
    add(
      `dev: edit shown in the open page (median of ${dev.runsMs.length})`,
      dev.shownByItself ? msText(dev.medianMs) : `not shown without a manual reload (${msText(dev.medianMs)} with one)`,
      `< ${msText(DEV_REBUILD_MS_MAX)}, by itself`,
      dev.shownByItself && dev.medianMs < DEV_REBUILD_MS_MAX,
    );
  }
  return budgets;
}

/**
 * A Markdown table; the first `left` columns are text (left-aligned), the others figures.
 * @param {string[]} header
 * @param {string[][]} rows
 */
const table = (header, rows, left = 1) =>
  [
    `| ${header.join(' | ')} |`,
    `|${header.map((_, i) => (i < left ? '---' : '---:')).join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

/**
 * @param {string} title
 * @param {{ error?: string } | null | undefined} section
 */
const failedSection = (title, section) => (section?.error ? `## ${title}\n\n**Not measured: ${section.error}**` : null);

/** @param {Carried | null | undefined} section */
const carried = (section) =>
  section?.from ? `\n\n_Not measured in this run: carried over from the run of ${section.from}._` : '';

/** @param {Report} report */
function header(report) {
  const { machine } = report;
  /** @param {number[] | null} values */
  const load = (values) => (values ? values.map((value) => value.toFixed(2)).join(' / ') : '–');
  return [
    '# Performance report (`npm run bench`)',
    '',
    `Generated ${report.date} by \`${['node tools/bench/run.mjs', ...report.options.argv].join(' ')}\`.`,
    `Commit \`${report.git.commit}\`${report.git.dirty ? ` plus uncommitted changes in the work tree (fingerprint \`${report.git.tree}\`)` : ''}.`,
    '',
    `- Machine: ${machine.cpu}, ${machine.cores} cores, ${mb(machine.memoryBytes)} memory; ${machine.os}`,
    `- Node ${machine.node}, ${machine.chromium}, Lighthouse ${machine.lighthouse}, Rspress ${machine.rspress}`,
    `- Load average (1 / 5 / 15 min): ${load(report.loadAverage.start)} at start, ${load(report.loadAverage.end)} at end`,
    '',
    'Timings are noisy: other engineers build, test and benchmark on the same 2 cores (see the load average).',
    'The six production builds run in one hold of the checkout build lock (`flock /tmp/rstest-site.lock`) and',
    "`bench:search` in another, so no other build or Playwright run of this checkout overlaps them; other checkouts'",
    'work and the Lighthouse runs are not excluded. Lighthouse alternates the sites, so load hits them alike:',
    'read its ratios before its absolute figures. Byte figures are exact and deterministic.',
    `Lighthouse ${machine.lighthouse} declares Node >= 22.19 and runs here on Node ${machine.node} without complaint.`,
    '',
    `Baseline: ${report.baseline}`,
    '',
    'React build: the same site with `PERFORMANCE_LAYER=off` (plugins/performance-layer): plain Rspress on',
    'React 19, without Preact, progressive hydration and the script loader. Reported, not budgeted.',
    '',
    `Bytes: first-load JS = every \`<script src>\`, \`<link rel=preload|modulepreload>\` of a .js file and inline`,
    `script; CSS = stylesheets and inline \`<style>\` (tools/lib/page-assets.mjs). gzip = zlib level ${GZIP_LEVEL}; 1 KB = 1024 bytes.`,
  ].join('\n');
}

/** @param {Budget[]} budgets */
function budgetsSection(budgets) {
  const failed = budgets.filter((budget) => !budget.pass);
  return [
    '## Budgets',
    '',
    failed.length === 0
      ? `All ${budgets.length} budgets met.`
      : `**${failed.length} of ${budgets.length} budgets not met** (✗).`,
    '',
    table(
      ['figure (ours)', 'value', 'budget', ''],
      budgets.map((budget) => [budget.figure, budget.value, budget.limit, mark(budget.pass)]),
    ),
  ].join('\n');
}

/** @param {Report['builds']} builds */
function buildSection(builds) {
  if (!builds) return '## Production build\n\nNot measured (`--no-build`, and no earlier report).';
  const { ours, react, baseline } = builds;
  /**
   * @param {string} label
   * @param {(site: SiteBuilds) => number} pick
   * @param {(value: number) => string} format
   */
  const row = (label, pick, format) => [
    label,
    format(pick(ours)),
    react ? format(pick(react)) : '–',
    format(pick(baseline)),
    ratio(pick(ours), pick(baseline)),
  ];
  return (
    [
      '## Production build (`rspress build`, whole site)',
      '',
      "Cold: Rspack's persistent cache (node_modules/.cache/rspack/*-production*) deleted, jiti's config",
      'transpile cache bypassed (JITI_FS_CACHE=false), fresh process; the OS file cache stays warm.',
      "Warm: the same build again right after. Peak memory: resident set of the build's process tree, summed,",
      `sampled every ${ours.cold.sampleIntervalMs} ms from /proc; "largest process" is the kernel's high-water mark (VmHWM).`,
      '',
      table(
        ['', 'ours', 'React build', 'baseline', 'ratio ours / baseline'],
        [
          row('pages built', (b) => b.cold.pages, String),
          row('cold: wall time', (b) => b.cold.wallMs, sec),
          row('cold: per page', (b) => b.cold.msPerPage, msText),
          row('warm: wall time', (b) => b.warm.wallMs, sec),
          row('warm: per page', (b) => b.warm.msPerPage, msText),
          row('cold: peak RSS, process tree', (b) => b.cold.peakTreeRssBytes, mb),
          row('cold: peak RSS, largest process', (b) => b.cold.peakProcessRssBytes, mb),
          row('warm: peak RSS, process tree', (b) => b.warm.peakTreeRssBytes, mb),
        ],
      ),
    ].join('\n') +
    (builds.treeChangedDuringBuilds
      ? '\n\n**The work tree changed while the builds ran** (other engineers edit it).'
      : '') +
    carried(builds)
  );
}

/** @param {Rendered<DevRebuild>} dev */
function devSection(dev) {
  const failed = failedSection('Dev rebuild', dev);
  if (failed) return failed;
  if (!dev) return '## Dev rebuild\n\nNot measured (`--no-dev`, and no earlier report).';
  return (
    [
      '## Dev rebuild (`rspress dev`)',
      '',
      `A sentence appended to \`${dev.page.source}\` (in a copy of docs/ served by \`rspress dev\`) while`,
      `\`${dev.page.route}\` is open in Chromium, timed until it shows in the page. When the page does not show it`,
      `by itself within ${sec(dev.hotTimeoutMs)} (hot update, or a reload the dev server triggers), the figure is the`,
      'time from saving a fresh edit to seeing it by reloading the page at once (and again until it shows).',
      '',
      table(
        ['', 'value'],
        [
          ['edits', String(dev.runsMs.length)],
          ['median', msText(dev.medianMs)],
          ['each edit', dev.runsMs.map(msText).join(', ')],
          ['how the page updated', dev.updates.join(', ')],
          ['shown without a manual reload', dev.shownByItself ? 'yes' : '**no**'],
          ['server start to page shown', sec(dev.startupMs)],
        ],
      ),
    ].join('\n') + carried(dev)
  );
}

/**
 * The same pages' first loads in Chromium, on every site (none in reports written before they were measured).
 * @param {ChromiumBytes | undefined} chromium
 */
function chromiumBytesTable(chromium) {
  if (!chromium) return [];
  const react = new Map(chromium.react.map((page) => [page.route, page]));
  const baseline = new Map(chromium.baseline.map((page) => [page.route, page]));
  /** @param {import('./first-load-chromium.mjs').ChromiumFirstLoad | undefined} page */
  const js = (page) =>
    page ? `${kb(page.jsGzip)} (${page.jsFiles})${page.status === 200 ? '' : ` [${page.status}]`}` : '–';
  return [
    '',
    'In Chromium by network idle (tools/bench/first-load-chromium.mjs: a fresh context, every script response by its',
    'bytes on the wire, gzip, until the network is idle and no request has started for 2 s, so scripts loaded after',
    'paint count; inline scripts travel in the HTML and are not counted). JS gzip (files):',
    '',
    table(
      ['page', 'ours', 'React build', 'baseline', 'ratio', ''],
      chromium.ours.map((page) => [
        `\`${page.route}\``,
        js(page),
        js(react.get(page.route)),
        js(baseline.get(page.route)),
        ratio(page.jsGzip, baseline.get(page.route)?.jsGzip),
        mark(page.jsGzip <= FIRST_LOAD_JS_GZIP_MAX),
      ]),
    ),
  ];
}

/** @param {Report['bytes']} bytes */
function bytesSection(bytes) {
  if (!bytes) return '## First-load bytes\n\nNot measured.';
  const base = new Map(bytes.baseline.representative.map((row) => [row.route, row]));
  const onReact = new Map((bytes.react?.representative ?? []).map((row) => [row.route, row]));
  const rows = bytes.ours.representative.map((row) => {
    const other = base.get(row.route) ?? /** @type {Partial<typeof row>} */ ({});
    const react = onReact.get(row.route) ?? /** @type {Partial<typeof row>} */ ({});
    return [
      row.type,
      row.lang,
      `\`${row.route}\``,
      kb(row.jsRaw),
      kb(row.jsGzip),
      kb(react.jsGzip),
      kb(other.jsGzip),
      ratio(row.jsGzip, other.jsGzip),
      mark(row.jsGzip <= FIRST_LOAD_JS_GZIP_MAX),
      kb(row.cssRaw),
      kb(row.cssGzip),
      kb(react.cssGzip),
      kb(other.cssGzip),
      ratio(row.cssGzip, other.cssGzip),
      mark(row.cssGzip <= FIRST_LOAD_CSS_GZIP_MAX),
    ];
  });
  const baseSummary = new Map(bytes.baseline.summary.map((row) => [row.type, row]));
  const reactSummary = new Map((bytes.react?.summary ?? []).map((row) => [row.type, row]));
  const summaryRows = bytes.ours.summary.map((row) => {
    const other = baseSummary.get(row.type) ?? /** @type {Partial<typeof row>} */ ({});
    const react = reactSummary.get(row.type) ?? /** @type {Partial<typeof row>} */ ({});
    return [
      row.type,
      String(row.pages),
      kb(row.jsGzipMedian),
      kb(row.jsGzipMax),
      kb(react.jsGzipMax),
      kb(other.jsGzipMax),
      ratio(row.jsGzipMax, other.jsGzipMax),
      kb(row.cssGzipMax),
      kb(react.cssGzipMax),
      kb(other.cssGzipMax),
      ratio(row.cssGzipMax, other.cssGzipMax),
    ];
  });
  return (
    [
      '## First-load bytes',
      '',
      `Representative pages (budgets, for ours: JS ${limitKb(FIRST_LOAD_JS_GZIP_MAX)}, CSS ${limitKb(FIRST_LOAD_CSS_GZIP_MAX)} gzip; ratios ours / baseline):`,
      '',
      table(
        [
          'type',
          'lang',
          'page',
          'JS raw',
          'JS gzip',
          'React build',
          'baseline',
          'ratio',
          '',
          'CSS raw',
          'CSS gzip',
          'React build',
          'baseline',
          'ratio',
          '',
        ],
        rows,
        3,
      ),
      '',
      `Every page, per type (ours ${bytes.ours.pages} pages, React build ${bytes.react?.pages ?? '–'}, baseline ${bytes.baseline.pages}):`,
      '',
      table(
        [
          'type',
          'pages',
          'JS gzip median',
          'JS gzip max',
          'React build max',
          'baseline max',
          'ratio',
          'CSS gzip max',
          'React build max',
          'baseline max',
          'ratio',
        ],
        summaryRows,
      ),
      ...chromiumBytesTable(bytes.chromium),
    ].join('\n') + carried(bytes)
  );
}

/** @param {Rendered<Lighthouse>} lh */
function lighthouseSection(lh) {
  const failed = failedSection('Lighthouse', lh);
  if (failed) return failed;
  if (!lh) return '## Lighthouse\n\nNot measured (`--no-lighthouse`, and no earlier report).';
  const rows = lh.pages.flatMap((page) =>
    /** @type {const} */ (['ours', 'react', 'baseline'])
      // Reports written before the bench measured the React build have no `react`.
      .flatMap((site) => {
        const measured = page.sites[site];
        return measured ? [{ site, median: measured.median }] : [];
      })
      .map(({ site, median }) => {
        const { scores, metrics } = median;
        /** @param {boolean} pass */
        const check = (pass) => (site === 'ours' ? ` ${mark(pass)}` : '');
        return [
          site === 'ours' ? `\`${page.route}\` (${page.type})` : '',
          site === 'react' ? 'React build' : site,
          ...Object.entries(LIGHTHOUSE_MIN_SCORES).map(
            ([category, min]) =>
              `${score(scores[category])}${check(scores[category] != null && scores[category] >= min)}`,
          ),
          // A metric no run measured (null) fails its budget.
          `${msText(metrics.lcpMs)}${check(metrics.lcpMs != null && metrics.lcpMs <= LCP_MAX_MS)}`,
          `${msText(metrics.tbtMs)}${check(metrics.tbtMs != null && metrics.tbtMs <= TBT_MAX_MS)}`,
          `${metrics.cls?.toFixed(3) ?? '–'}${check(metrics.cls != null && metrics.cls <= CLS_MAX)}`,
          msText(metrics.fcpMs),
          msText(metrics.siMs),
        ];
      }),
  );
  const ratioRows = lh.pages.map((page) => {
    const ours = page.sites.ours.median.metrics;
    const base = page.sites.baseline.median.metrics;
    return [
      `\`${page.route}\``,
      ratio(ours.lcpMs, base.lcpMs),
      ratio(ours.tbtMs, base.tbtMs),
      ratio(ours.fcpMs, base.fcpMs),
      ratio(ours.siMs, base.siMs),
    ];
  });
  const audits = lh.pages
    .filter((page) => page.sites.ours.failedAudits.length > 0)
    .map((page) => `- \`${page.route}\`: ${page.sites.ours.failedAudits.join(', ')}`);
  return (
    [
      `## Lighthouse (mobile, default simulated throttling; median of ${lh.runs} runs)`,
      '',
      `Each build is served from a snapshot by tools/serve.mjs on 127.0.0.1 with gzip (as a static host`,
      'compresses), one fresh headless Chromium per run; runs alternate between the sites. Budget marks are for ours.',
      '',
      table(['page', 'site', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'FCP', 'SI'], rows, 2),
      '',
      'Metric ratios, ours / baseline:',
      '',
      table(['page', 'LCP', 'TBT', 'FCP', 'SI'], ratioRows),
      '',
      'Audits that cost ours points (in any run):',
      '',
      audits.length > 0 ? audits.join('\n') : 'none',
    ].join('\n') + carried(lh)
  );
}

/** @param {Report['search']} search */
function searchSection(search) {
  if (!search) return '## Search\n\nNo bench/search.json (`npm run bench:search`).';
  /** @type {string[][]} */
  const rows = [];
  for (const [lang, { queries, ours, builtin }] of Object.entries(search.results)) {
    /**
     * @param {string} label
     * @param {(figures: SearchFigures) => number} pick
     * @param {(value: number) => string} format
     */
    const line = (label, pick, format) => [
      `${lang} (${queries} queries)`,
      label,
      format(pick(ours)),
      format(pick(builtin)),
      ratio(pick(ours), pick(builtin)),
    ];
    /** @param {number} value */
    const fixed = (value) => value.toFixed(3);
    rows.push(
      line('index raw', (e) => e.index.bytes, kb),
      line('index gzip', (e) => e.index.gzipBytes, kb),
      line(
        'load + init (median)',
        (e) => e.load.medianMs,
        (v) => `${v.toFixed(1)} ms`,
      ),
      line(
        'query p50',
        (e) => e.query.p50Ms,
        (v) => `${v.toFixed(2)} ms`,
      ),
      line(
        'query p95',
        (e) => e.query.p95Ms,
        (v) => `${v.toFixed(2)} ms`,
      ),
      line('hit@1', (e) => e.quality.hitAt1, fixed),
      line('hit@3', (e) => e.quality.hitAt3, fixed),
      line('MRR', (e) => e.quality.mrr, fixed),
    );
  }
  const targets = search.targets.map((target) => [target.lang, target.target, target.value, mark(target.pass)]);
  return (
    [
      '## Search (`npm run bench:search`, bench/search.json)',
      '',
      `Measured ${search.date}; baseline: Rspress's built-in local search with the site's theme.`,
      '',
      table(
        ['language', 'figure', 'ours', 'built-in', 'ratio'],
        rows.map((row, i) => (i % 8 === 0 ? row : ['', ...row.slice(1)])),
        2,
      ),
      '',
      textFilesNote(search),
      '',
      table(['lang', 'target', 'value', ''], targets, 2),
    ].join('\n') +
    (search.ranThisRun ? '' : '\n\n_Not re-run (`--no-search-bench`): the figures of the last `npm run bench:search`._')
  );
}

/**
 * What our engine fetches besides its index: the text of the pages whose hits a query shows.
 * @param {Search} search
 */
function textFilesNote(search) {
  const rows = Object.entries(search.results).flatMap(([lang, { ours }]) =>
    ours.texts
      ? [
          [
            lang,
            String(ours.texts.files),
            kb(ours.texts.gzipBytes),
            kb(ours.texts.perQueryMedianGzipBytes),
            kb(ours.texts.perQueryMaxGzipBytes),
          ],
        ]
      : [],
  );
  if (rows.length === 0) return '';
  return [
    "Our index file holds each section's words, not its prose (plugins/search/index-format.mjs); a page's text",
    'is fetched from its own file when one of its sections is first shown as a hit, for the snippet. What a',
    'judged query fetches besides the index, with no text file cached yet (gzip):',
    '',
    table(['lang', 'text files', 'all of them', 'a query: median', 'a query: largest'], rows, 2),
  ].join('\n');
}

/**
 * How first-load JavaScript grew from the site to the scaled site, per compared route (in Chromium).
 * @param {Scale} scale
 */
function scaleGrowth(scale) {
  const site = new Map(scale.firstLoad.site.map((page) => [page.route, page]));
  const rows = scale.firstLoad.scaled.map((page) => {
    const before = site.get(page.route);
    return {
      route: page.route,
      before,
      after: page,
      jsGrowth: before ? page.jsGzip - before.jsGzip : null,
      htmlJsGrowth: before?.htmlJsGzip != null && page.htmlJsGzip != null ? page.htmlJsGzip - before.htmlJsGzip : null,
    };
  });
  const largest = rows.reduce((max, row) => ((row.jsGrowth ?? -Infinity) > (max.jsGrowth ?? -Infinity) ? row : max));
  return { rows, maxJsGrowth: largest.jsGrowth ?? 0, maxJsGrowthRoute: largest.route };
}

/** @param {Rendered<Scale>} scale */
function scaleSection(scale) {
  const title = 'Scale run (the site, and the site at about 1,000 pages a language)';
  if (!scale) return `## ${title}\n\nNot measured (\`--no-scale\`, and no earlier report).`;
  const failed = failedSection(title, scale);
  if (failed) return failed;
  const { builds, generated, search } = scale;
  const growth = scaleGrowth(scale);
  /**
   * @param {string} label
   * @param {(build: BuildFigures) => number} pick
   * @param {(value: number) => string} format
   */
  const buildRow = (label, pick, format) => [
    label,
    format(pick(builds.site)),
    format(pick(builds.scaled)),
    ratio(pick(builds.scaled), pick(builds.site)),
  ];
  /** @param {number | null} bytes */
  const signedKb = (bytes) => (bytes == null ? '–' : `${bytes >= 0 ? '+' : '−'}${kb(Math.abs(bytes))}`);
  return (
    [
      `## ${title}`,
      '',
      `\`node tools/bench/scale.mjs\`: the site's docs plus ${generated.copies} copies of every section of the guide, the`,
      'config and the API (tools/bench/scale-docs.mjs: each copy beside its original, listed in the sidebar as a',
      'collapsed group, with a numbered H1 and a numbered comment in every code block, so no page or sample is',
      "another's), built with the site's own config (tools/bench/scale.config.ts). Both builds run cold, one after",
      'the other, in one hold of the build lock. Pages: HTML pages of content, both languages; the redirect',
      'pages the build writes for old addresses are counted apart.',
      '',
      table(
        ['', 'the site', 'scaled', 'ratio'],
        [
          [
            'pages (redirect pages)',
            `${builds.site.pages} (${builds.site.redirectPages})`,
            `${builds.scaled.pages} (${builds.scaled.redirectPages})`,
            ratio(builds.scaled.pages, builds.site.pages),
          ],
          buildRow('cold build: wall time', (b) => b.wallMs, sec),
          buildRow('cold build: per page', (b) => b.msPerPage, msText),
          buildRow('cold build: peak RSS, process tree', (b) => b.peakTreeRssBytes, mb),
        ],
      ),
      '',
      'First-load JavaScript, gzip, of the same pages: in Chromium (a fresh context, every script response by its',
      'bytes on the wire until the network is idle and no request has started for 2 s;',
      'tools/bench/first-load-chromium.mjs) and from the HTML (tools/lib/page-assets.mjs, which also counts inline',
      'scripts).',
      '',
      table(
        ['page', 'Chromium: site', 'scaled', 'growth', 'from the HTML: site', 'scaled', 'growth'],
        growth.rows.map((row) => [
          `\`${row.route}\``,
          kb(row.before?.jsGzip),
          kb(row.after.jsGzip),
          signedKb(row.jsGrowth),
          kb(row.before?.htmlJsGzip),
          kb(row.after.htmlJsGzip),
          signedKb(row.htmlJsGrowth),
        ]),
      ),
      '',
      'Search index per language: the file the browser fetches, and the median of 5 loads in Node (parse and',
      'build the engine, plugins/search/engine.mjs).',
      '',
      table(
        ['lang', 'index gzip: site', 'scaled', 'ratio', 'load + init: site', 'scaled', 'ratio'],
        ['en', 'zh'].map((lang) => [
          lang,
          kb(search.site[lang].gzipBytes),
          kb(search.scaled[lang].gzipBytes),
          ratio(search.scaled[lang].gzipBytes, search.site[lang].gzipBytes),
          msText(search.site[lang].loadMs),
          msText(search.scaled[lang].loadMs),
          ratio(search.scaled[lang].loadMs, search.site[lang].loadMs),
        ]),
      ),
    ].join('\n') + carried(scale)
  );
}

/** @param {Report} report */
export function markdown(report) {
  return `${[
    header(report),
    budgetsSection(/** @type {Budget[]} */ (report.budgets)), // run.mjs evaluates them before writing
    buildSection(report.builds),
    // failedSection() renders a measurement's error before any figure is read (see Rendered).
    devSection(/** @type {Rendered<DevRebuild>} */ (report.devRebuild)),
    bytesSection(report.bytes),
    lighthouseSection(/** @type {Rendered<Lighthouse>} */ (report.lighthouse)),
    searchSection(report.search),
    scaleSection(/** @type {Rendered<Scale>} */ (report.scale)),
  ].join('\n\n')}\n`;
}
