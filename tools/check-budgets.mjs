// `npm run check:budgets [-- <build folder>]`: the deterministic byte budgets of every built page
// (each `.html` of doc_build/ except static/, both languages, 404 included). First-load JavaScript and
// CSS are measured gzip (zlib level 9, see tools/lib/page-assets.mjs) against tools/lib/budgets.mjs,
// and no page may load a script, stylesheet, font or image from another host. Exits 1 naming each page,
// figure and limit; prints max/median per page type either way.
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { FIRST_LOAD_CSS_GZIP_MAX, FIRST_LOAD_JS_GZIP_MAX, GZIP_LEVEL, KB } from './lib/budgets.mjs';
import { measureBuild } from './lib/page-assets.mjs';

const REPO_ROOT = join(import.meta.dirname, '..');
export const TYPE_ORDER = ['home', 'guide', 'config', 'api', 'overview', '404', 'other'];

/**
 * @typedef {import('./lib/page-assets.mjs').MeasuredPage} MeasuredPage
 * @typedef {{ jsGzipMax?: number, cssGzipMax?: number }} Limits gzip bytes, in place of tools/lib/budgets.mjs's
 */

/** @param {number} bytes */
export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
/** @param {number} bytes */
const limit = (bytes) => `${Number((bytes / KB).toFixed(1))} KB`;

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Problems of one measured page, as lines `<route>: <figure> <value> > <limit>`.
 * @param {MeasuredPage} page
 * @param {Limits} [limits]
 */
export function problemsOf(page, limits = {}) {
  const jsMax = limits.jsGzipMax ?? FIRST_LOAD_JS_GZIP_MAX;
  const cssMax = limits.cssGzipMax ?? FIRST_LOAD_CSS_GZIP_MAX;
  const problems = [];
  if (page.js.gzipBytes > jsMax) {
    problems.push(`${page.route}: first-load JS ${kb(page.js.gzipBytes)} gzip > ${limit(jsMax)}`);
  }
  if (page.css.gzipBytes > cssMax) {
    problems.push(`${page.route}: first-load CSS ${kb(page.css.gzipBytes)} gzip > ${limit(cssMax)}`);
  }
  for (const { what, url } of page.external) {
    problems.push(`${page.route}: ${what} from another host: ${url} (every asset must come from the site)`);
  }
  for (const { what, url } of page.missing) problems.push(`${page.route}: ${what} ${url} is not in the build`);
  return problems;
}

/** Max and median per page type of first-load JS and CSS (gzip and raw bytes). @param {MeasuredPage[]} pages */
export function summaryByType(pages) {
  const types = TYPE_ORDER.filter((type) => pages.some((page) => page.type === type));
  return types.map((type) => {
    const ofType = pages.filter((page) => page.type === type);
    /** @param {(page: MeasuredPage) => number} pick */
    const figure = (pick) => {
      const values = ofType.map(pick);
      const worst = ofType[values.indexOf(Math.max(...values))];
      return { max: Math.max(...values), median: median(values), maxRoute: worst.route };
    };
    return {
      type,
      pages: ofType.length,
      jsGzip: figure((page) => page.js.gzipBytes),
      jsRaw: figure((page) => page.js.rawBytes),
      cssGzip: figure((page) => page.css.gzipBytes),
      cssRaw: figure((page) => page.css.rawBytes),
    };
  });
}

/** @param {string} outDir @param {Limits} [limits] */
export function checkBudgets(outDir, limits) {
  const pages = measureBuild(outDir);
  const problems = pages.flatMap((page) => problemsOf(page, limits));
  return { pages, problems, summary: summaryByType(pages) };
}

/** @param {ReturnType<typeof summaryByType>} summary @param {number} pages the number of pages */
function printSummary(summary, pages) {
  console.log(
    `First-load bytes of ${pages} pages, gzip level ${GZIP_LEVEL} (budgets: JS ${limit(FIRST_LOAD_JS_GZIP_MAX)}, CSS ${limit(FIRST_LOAD_CSS_GZIP_MAX)})`,
  );
  console.log(
    `  ${'type'.padEnd(9)}${'pages'.padStart(6)}   ${'JS max'.padStart(9)} ${'median'.padStart(9)}   ${'CSS max'.padStart(9)} ${'median'.padStart(9)}   largest JS`,
  );
  for (const row of summary) {
    console.log(
      `  ${row.type.padEnd(9)}${String(row.pages).padStart(6)}   ${kb(row.jsGzip.max).padStart(9)} ${kb(row.jsGzip.median).padStart(9)}   ${kb(row.cssGzip.max).padStart(9)} ${kb(row.cssGzip.median).padStart(9)}   ${row.jsGzip.maxRoute}`,
    );
  }
}

function main() {
  const outDir = resolve(process.argv[2] ?? join(REPO_ROOT, 'doc_build'));
  if (!existsSync(join(outDir, 'index.html'))) {
    console.error(`No build in ${relative(process.cwd(), outDir) || '.'}: run \`npm run build\` first.`);
    return 1;
  }
  const { pages, problems, summary } = checkBudgets(outDir);
  printSummary(summary, pages.length);
  if (problems.length === 0) {
    console.log(`All ${pages.length} pages within budget; no asset from another host.`);
    return 0;
  }
  const failing = new Set(problems.map((problem) => problem.slice(0, problem.indexOf(': '))));
  console.error(`\n${problems.length} budget failures on ${failing.size} of ${pages.length} pages:`);
  for (const problem of problems) console.error(`  ${problem}`);
  return 1;
}

if (import.meta.filename === process.argv[1]) process.exitCode = main();
