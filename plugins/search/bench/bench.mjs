// `npm run bench:search [-- --rebuild | --no-build]`: our embedded search against Rspress's built-in
// local search, on the same docs and the judged queries: index size, load time, query
// latency and relevance per language. Prints a table and the targets, and writes the
// figures to bench/search.json. Exits 0 when a target is missed: it is a report.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { INDEX_FOLDER, indexFileName } from '../build-index.mjs';
import { answer, loadIndex } from '../engine.mjs';
import { docSearchRequest } from '../local-index.mjs';
import { builtinIndexFile, ensureBuiltinBuild, REPO_ROOT } from './builtin-build.mjs';
import { loadBuiltinSearch } from './builtin-search.mjs';
import { evaluate } from './evaluate.mjs';

const LANGS = ['en', 'zh'];
const SITE_TITLE = 'Rstest';
const OUR_OUT_DIR = join(REPO_ROOT, 'doc_build');
const JUDGED_FILE = join(import.meta.dirname, 'judged-queries.json');
const REPORT_FILE = join(REPO_ROOT, 'bench/search.json');
const LOAD_RUNS = 5;
const WARMUP_ROUNDS = 3;
const MEASURED_ROUNDS = 5;
const TARGETS = { hitAt3: 0.95, p95Ms: 5, gzipBytes: 150 * 1024 };

/** The two engines, behind one shape: load(file) → engine, search(engine, query) → hit URLs. */
const ENGINES = {
  ours: {
    label: 'ours',
    file: (lang) => join(OUR_OUT_DIR, INDEX_FOLDER, indexFileName(lang)),
    load: (file) => loadIndex(JSON.parse(readFileSync(file, 'utf8'))),
    search: (index, query, lang) => answer(index, docSearchRequest(lang, query)).hits.map((hit) => hit.url),
  },
  builtin: {
    label: 'built-in',
    file: builtinIndexFile,
    load: (file, lang) => loadBuiltinSearch(JSON.parse(readFileSync(file, 'utf8')), { lang, siteTitle: SITE_TITLE }),
    search: (engine, query) => engine.search(query),
  },
};

const median = (values) => percentile(values, 0.5);

/** Nearest-rank percentile. */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];
}

async function timed(run) {
  const start = performance.now();
  const value = await run();
  return { value, ms: performance.now() - start };
}

function indexSize(file) {
  const raw = readFileSync(file);
  return { file: relative(REPO_ROOT, file), bytes: raw.length, gzipBytes: gzipSync(raw).length };
}

async function loadTimes(engine, file, lang) {
  const runs = [];
  for (let i = 0; i < LOAD_RUNS; i++) runs.push((await timed(() => engine.load(file, lang))).ms);
  return { medianMs: median(runs), runsMs: runs };
}

/**
 * Per-query latency after warming up on the whole set. Each measured round uses a freshly
 * loaded engine, so no result cache (FlexSearch keeps one) answers a repeated query.
 */
async function queryLatency(engine, file, lang, queries) {
  const warm = await engine.load(file, lang);
  for (let round = 0; round < WARMUP_ROUNDS; round++) {
    for (const query of queries) await engine.search(warm, query, lang);
  }
  const samples = [];
  for (let round = 0; round < MEASURED_ROUNDS; round++) {
    const fresh = await engine.load(file, lang);
    for (const query of queries) samples.push((await timed(() => engine.search(fresh, query, lang))).ms);
  }
  return { p50Ms: percentile(samples, 0.5), p95Ms: percentile(samples, 0.95), samples: samples.length };
}

async function relevance(engine, file, lang, judged) {
  const instance = await engine.load(file, lang);
  const rankings = new Map();
  for (const { query } of judged) rankings.set(query, await engine.search(instance, query, lang));
  return evaluate(judged, (query) => rankings.get(query));
}

async function benchEngine(engine, lang, judged) {
  const file = engine.file(lang);
  const queries = judged.map((entry) => entry.query);
  return {
    index: indexSize(file),
    load: await loadTimes(engine, file, lang),
    query: await queryLatency(engine, file, lang, queries),
    quality: await relevance(engine, file, lang, judged),
  };
}

function targetsOf(results) {
  return LANGS.flatMap((lang) => {
    const { ours, builtin } = results[lang];
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    return [
      {
        lang,
        target: `hit@3 ≥ ${TARGETS.hitAt3}`,
        value: ours.quality.hitAt3.toFixed(3),
        pass: ours.quality.hitAt3 >= TARGETS.hitAt3,
      },
      {
        lang,
        target: 'hit@3 above the built-in',
        value: `${ours.quality.hitAt3.toFixed(3)} vs ${builtin.quality.hitAt3.toFixed(3)}`,
        pass: ours.quality.hitAt3 > builtin.quality.hitAt3,
      },
      {
        lang,
        target: `query p95 ≤ ${TARGETS.p95Ms} ms`,
        value: `${ours.query.p95Ms.toFixed(2)} ms`,
        pass: ours.query.p95Ms <= TARGETS.p95Ms,
      },
      {
        lang,
        target: `index ≤ ${kb(TARGETS.gzipBytes)} gzip`,
        value: kb(ours.index.gzipBytes),
        pass: ours.index.gzipBytes <= TARGETS.gzipBytes,
      },
    ];
  });
}

function printTable(lang, queries, { ours, builtin }) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const ms = (value) => `${value.toFixed(2)} ms`;
  const rows = [
    ['index raw', kb(ours.index.bytes), kb(builtin.index.bytes)],
    ['index gzip', kb(ours.index.gzipBytes), kb(builtin.index.gzipBytes)],
    [`load + init (median of ${LOAD_RUNS})`, ms(ours.load.medianMs), ms(builtin.load.medianMs)],
    ['query p50', ms(ours.query.p50Ms), ms(builtin.query.p50Ms)],
    ['query p95', ms(ours.query.p95Ms), ms(builtin.query.p95Ms)],
    ['hit@1', ours.quality.hitAt1.toFixed(3), builtin.quality.hitAt1.toFixed(3)],
    ['hit@3', ours.quality.hitAt3.toFixed(3), builtin.quality.hitAt3.toFixed(3)],
    ['MRR', ours.quality.mrr.toFixed(3), builtin.quality.mrr.toFixed(3)],
  ];
  const line = ([label, a, b]) => `  ${label.padEnd(28)}${a.padStart(12)}${b.padStart(12)}`;
  console.log(`\n${lang} (${queries} judged queries)`);
  console.log(line(['', ENGINES.ours.label, ENGINES.builtin.label]));
  for (const row of rows) console.log(line(row));
}

function printTargets(targets) {
  console.log('\nTargets (our engine)');
  for (const { lang, target, value, pass } of targets) {
    console.log(`  ${pass ? 'PASS' : 'FAIL'}  ${lang}  ${target.padEnd(26)} ${value}`);
  }
  const missed = targets.filter((target) => !target.pass);
  console.log(
    missed.length === 0
      ? `\nAll ${targets.length} targets met.`
      : `\nMISSED ${missed.length} of ${targets.length} targets: ${missed.map((t) => `${t.lang} ${t.target}`).join('; ')}`,
  );
}

async function main() {
  const { values } = parseArgs({
    options: { rebuild: { type: 'boolean', default: false }, 'no-build': { type: 'boolean', default: false } },
  });
  if (!LANGS.every((lang) => existsSync(ENGINES.ours.file(lang)))) {
    console.error(
      `No search index in ${relative(REPO_ROOT, OUR_OUT_DIR)}/${INDEX_FOLDER}: run \`npm run build\` first.`,
    );
    return 1;
  }
  ensureBuiltinBuild(LANGS, { rebuild: values.rebuild, build: !values['no-build'] });
  const judged = JSON.parse(readFileSync(JUDGED_FILE, 'utf8'));
  const results = {};
  for (const lang of LANGS) {
    const queries = judged.filter((entry) => entry.lang === lang);
    results[lang] = {
      queries: queries.length,
      ours: await benchEngine(ENGINES.ours, lang, queries),
      builtin: await benchEngine(ENGINES.builtin, lang, queries),
    };
    printTable(lang, queries.length, results[lang]);
  }
  const targets = targetsOf(results);
  printTargets(targets);
  mkdirSync(join(REPO_ROOT, 'bench'), { recursive: true });
  const report = { node: process.version, gzip: 'zlib default level (6)', results, targets };
  writeFileSync(REPORT_FILE, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Figures written to ${relative(REPO_ROOT, REPORT_FILE)}`);
  return 0;
}

process.exitCode = await main();
