// One engine, one language: `node --expose-gc measure.mjs <ours|builtin> <lang>` prints the
// figures as JSON. bench.mjs runs each pair in its own process, so neither engine's heap
// and JIT state sway the other's timings.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { indexFileOf, textFileOf } from '../../../plugins/search/build-index.mjs';
import { answer, loadIndex, pagesWithoutTexts, select } from '../../../plugins/search/engine.mjs';
import { docSearchRequest, openIndex } from '../local-index.mjs';
import { builtinIndexFile, REPO_ROOT } from './builtin-build.mjs';
import { loadBuiltinSearch } from './builtin-search.mjs';
import { evaluate } from './evaluate.mjs';

/** @typedef {import('../../../plugins/search/engine.mjs').SearchIndex} SearchIndex */

export const OUR_OUT_DIR = join(REPO_ROOT, 'doc_build');
export const JUDGED_FILE = join(import.meta.dirname, 'judged-queries.json');
export const LOAD_RUNS = 5;
const WARMUP_ROUNDS = 3;
const MEASURED_ROUNDS = 5;

/**
 * A judged query of judged-queries.json.
 * @typedef {{ lang: string, query: string, answers: string[], set: 'tuning' | 'held-out', page?: string, kind?: 'symptom' }} JudgedQuery
 */
/**
 * An engine behind the shape both share. Methods rather than function properties, so that the engine
 * of either kind passes as an Engine<unknown>.
 * @template T the loaded engine
 * @typedef {{
 *   file(lang: string): string | null,
 *   load(file: string, lang: string): Promise<T>,
 *   open?(file: string, lang: string): Promise<T>,
 *   search(engine: T, query: string, lang: string): string[] | Promise<string[]>,
 * }} Engine
 */

/**
 * The two engines, behind one shape: load(file) → engine, search(engine, query) → hit URLs. `load` is what the
 * browser does on the first open of the search box; `open`, when there is one, also gives the engine what it
 * fetches later (our engine: every page's text, which the hits' snippets read), for the queries.
 * @satisfies {{
 *   ours: Engine<SearchIndex>,
 *   builtin: Engine<Awaited<ReturnType<typeof loadBuiltinSearch>>>,
 * }}
 */
export const ENGINES = {
  ours: {
    file: (lang) => indexFileOf(OUR_OUT_DIR, lang),
    load: (file) => loadIndex(JSON.parse(readFileSync(file, 'utf8'))),
    open: async (_file, lang) => /** @type {SearchIndex} */ (await openIndex(OUR_OUT_DIR, lang)),
    search: (index, query, lang) => answer(index, docSearchRequest(lang, query)).hits.map((hit) => hit.url),
  },
  builtin: {
    file: builtinIndexFile,
    load: (file, lang) => loadBuiltinSearch(JSON.parse(readFileSync(file, 'utf8')), lang),
    search: (engine, query) => engine.search(query),
  },
};

/**
 * Nearest-rank percentile.
 * @param {number[]} values
 * @param {number} p
 */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];
}

// Collect garbage left by earlier steps before timing, so it is not collected mid-measure.
const collect = () => globalThis.gc?.();

/** @param {() => unknown} run */
async function timed(run) {
  collect();
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/** @param {string} file */
function indexSize(file) {
  const raw = readFileSync(file);
  return { file: relative(REPO_ROOT, file), bytes: raw.length, gzipBytes: gzipSync(raw).length };
}

/**
 * Read + JSON.parse + engine build, as on the first open of the search box.
 * @param {Engine<unknown>} engine
 * @param {string} file
 * @param {string} lang
 */
async function loadTimes(engine, file, lang) {
  /** @type {number[]} */
  const runs = [];
  for (let i = 0; i < LOAD_RUNS; i++) runs.push(await timed(() => engine.load(file, lang)));
  return { medianMs: percentile(runs, 0.5), runsMs: runs };
}

/**
 * The engine as the queries use it: `open` where the engine has one, else `load`.
 * @param {Engine<unknown>} engine
 * @param {string} file
 * @param {string} lang
 */
const openForQueries = (engine, file, lang) => (engine.open ? engine.open(file, lang) : engine.load(file, lang));

/**
 * Per-query latency after warming up on the whole set. Each measured round uses a freshly
 * loaded engine, so no result cache (FlexSearch keeps one) answers a repeated query.
 * @param {Engine<unknown>} engine
 * @param {string} file
 * @param {string} lang
 * @param {string[]} queries
 */
async function queryLatency(engine, file, lang, queries) {
  const warm = await openForQueries(engine, file, lang);
  for (let round = 0; round < WARMUP_ROUNDS; round++) {
    for (const query of queries) await engine.search(warm, query, lang);
  }
  /** @type {number[]} */
  const samples = [];
  for (let round = 0; round < MEASURED_ROUNDS; round++) {
    const fresh = await openForQueries(engine, file, lang);
    collect();
    for (const query of queries) {
      const start = performance.now();
      await engine.search(fresh, query, lang);
      samples.push(performance.now() - start);
    }
  }
  return { p50Ms: percentile(samples, 0.5), p95Ms: percentile(samples, 0.95), samples: samples.length };
}

/**
 * Relevance over all judged queries, and over each part of the set: the tuning half the engine may be adjusted
 * on, the held-out half that is only measured, and the symptom-shaped queries of the troubleshooting page.
 * @param {Engine<unknown>} engine
 * @param {string} file
 * @param {string} lang
 * @param {JudgedQuery[]} judged
 */
async function relevance(engine, file, lang, judged) {
  const instance = await openForQueries(engine, file, lang);
  /** @type {Map<string, string[]>} */
  const rankings = new Map();
  for (const { query } of judged) rankings.set(query, await engine.search(instance, query, lang));
  // Every judged query was searched just above.
  /** @param {JudgedQuery[]} entries */
  const score = (entries) => evaluate(entries, (query) => /** @type {string[]} */ (rankings.get(query)));
  return {
    ...score(judged),
    tuning: score(judged.filter((entry) => entry.set === 'tuning')),
    heldOut: score(judged.filter((entry) => entry.set === 'held-out')),
    symptoms: score(judged.filter((entry) => entry.kind === 'symptom')),
  };
}

/**
 * Our engine's text files: how many, their gzip size, and what a query fetches besides the index when no text file
 * is cached yet: the text files of the pages its hits show (median and largest over the judged queries).
 * @param {string} lang
 * @param {JudgedQuery[]} judged
 */
async function textFiles(lang, judged) {
  const index = await loadIndex(JSON.parse(readFileSync(indexFileOf(OUR_OUT_DIR, lang), 'utf8')));
  /** @type {Map<string, number>} */
  const gzipBytes = new Map();
  for (const { textFile } of index.pages) {
    gzipBytes.set(textFile, gzipSync(readFileSync(textFileOf(OUR_OUT_DIR, lang, textFile))).length);
  }
  // The index holds no text yet, as in a fresh browser: the pages the browser would fetch for each query.
  const perQuery = judged.map(({ query }) => {
    const pages = pagesWithoutTexts(index, select(index, docSearchRequest(lang, query)));
    const names = new Set(pages.map((page) => index.pages[page].textFile));
    return [...names].reduce((sum, name) => sum + (gzipBytes.get(name) ?? 0), 0);
  });
  return {
    files: gzipBytes.size,
    gzipBytes: [...gzipBytes.values()].reduce((sum, bytes) => sum + bytes, 0),
    perQueryMedianGzipBytes: percentile(perQuery, 0.5),
    perQueryMaxGzipBytes: Math.max(...perQuery),
  };
}

/**
 * @param {string} name a key of ENGINES
 * @param {string} lang
 */
export async function measure(name, lang) {
  /** @type {Engine<unknown>} */
  const engine = ENGINES[/** @type {keyof typeof ENGINES} */ (name)];
  const file = engine.file(lang);
  if (!file) throw new Error(`No ${name} search index for "${lang}": build it first.`);
  // Parsed JSON, of the shape judged-queries.json holds.
  const judged = /** @type {JudgedQuery[]} */ (JSON.parse(readFileSync(JUDGED_FILE, 'utf8'))).filter(
    (entry) => entry.lang === lang,
  );
  return {
    index: indexSize(file),
    load: await loadTimes(engine, file, lang),
    query: await queryLatency(
      engine,
      file,
      lang,
      judged.map((entry) => entry.query),
    ),
    quality: await relevance(engine, file, lang, judged),
    ...(name === 'ours' ? { texts: await textFiles(lang, judged) } : {}),
  };
}

if (import.meta.filename === process.argv[1]) {
  const [name, lang] = process.argv.slice(2);
  process.stdout.write(`${JSON.stringify(await measure(name, lang))}\n`);
}
