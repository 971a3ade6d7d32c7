// The scale run of `npm run bench` (also `node tools/bench/scale.mjs [pagesPerLang]` on its own, which prints
// its figures as JSON): the site as it is, and the same site with generated copies of its sections up to about
// 1,000 pages a language (scale-docs.mjs), both built cold in one hold of the build lock, then compared: build
// time per page and peak memory, first-load JavaScript of the same pages (from the HTML, and in Chromium by
// network idle), and the size and load time of each language's search index.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { indexFileOf } from '../../plugins/search/build-index.mjs';
import { loadIndex } from '../../plugins/search/engine.mjs';
import { median } from '../check-budgets.mjs';
import { findChromium } from '../find-chromium.mjs';
import { GZIP_LEVEL } from '../lib/budgets.mjs';
import { measureBuild } from '../lib/page-assets.mjs';
import { CACHE_ROOT, REPO_ROOT, SITES, timedBuild } from './builds.mjs';
import { PAGES, zhRoute } from './bytes.mjs';
import { firstLoadInChromium } from './first-load-chromium.mjs';
import { withLock } from './lock.mjs';
import { writeScaledDocs } from './scale-docs.mjs';
import { snapshot } from './serve.mjs';

export const DEFAULT_PAGES_PER_LANG = 1000;
/** Must match `root` in scale.config.ts. */
const SCALE_DOCS_DIR = join(CACHE_ROOT, 'bench-scale/docs');
const LOAD_RUNS = 5;
/** The pages compared: one per type and language (the 404 page has no Chinese twin). */
const ROUTES = PAGES.filter(([type]) => type !== '404').flatMap(([, route]) => [route, zhRoute(route)]);

/** @param {number[]} values */

/**
 * Each language's search index: bytes raw and gzip, and the median time to parse it and build the engine.
 * @param {string} outDir
 */
async function searchIndexes(outDir) {
  /** @type {Record<string, { rawBytes: number, gzipBytes: number, loadMs: number }>} */
  const result = {};
  for (const lang of ['en', 'zh']) {
    const body = readFileSync(indexFileOf(outDir, lang));
    const times = [];
    for (let run = 0; run < LOAD_RUNS; run++) {
      const started = performance.now();
      await loadIndex(JSON.parse(body.toString('utf8')));
      times.push(performance.now() - started);
    }
    result[lang] = {
      rawBytes: body.length,
      gzipBytes: gzipSync(body, { level: GZIP_LEVEL }).length,
      loadMs: median(times),
    };
  }
  return result;
}

/**
 * First-load figures of ROUTES in one snapshot: from the HTML and in Chromium.
 * @param {string} snapshotDir
 * @param {string} chromePath
 */
async function firstLoads(snapshotDir, chromePath) {
  const fromHtml = new Map(measureBuild(snapshotDir).map((page) => [page.route, page]));
  const inChromium = await firstLoadInChromium(snapshotDir, ROUTES, chromePath);
  return inChromium.map((measured) => ({
    ...measured,
    htmlJsGzip: fromHtml.get(measured.route)?.js.gzipBytes ?? null,
  }));
}

/**
 * @param {{ pagesPerLang?: number, chromePath?: string }} [options]
 */
export async function scaleRun({ pagesPerLang = DEFAULT_PAGES_PER_LANG, chromePath } = {}) {
  const chromium = chromePath ?? findChromium({ headlessShell: true });
  if (!chromium) throw new Error('No Chromium found: install one (`npm run test:e2e` does) or set CHROME_PATH.');
  const { generated, builds, snapshots } = await withLock('scale run', async () => {
    console.log('Scale run: building the site cold ...');
    const site = await timedBuild('ours', 'cold');
    const siteSnapshot = snapshot(SITES.ours.outDir, 'scale-site');
    const docs = writeScaledDocs({ docsDir: join(REPO_ROOT, 'docs'), outDir: SCALE_DOCS_DIR, pagesPerLang });
    console.log(
      `Scale run: building ${docs.pages.en} + ${docs.pages.zh} pages (${docs.copies} copies of every section) cold ...`,
    );
    const scaled = await timedBuild('scale', 'cold');
    return {
      generated: docs,
      builds: { site, scaled },
      snapshots: { site: siteSnapshot, scaled: snapshot(SITES.scale.outDir, 'scale-scaled') },
    };
  });
  console.log('Scale run: first loads and search indexes ...');
  return {
    pagesPerLang,
    generated,
    builds,
    firstLoad: {
      site: await firstLoads(snapshots.site, chromium),
      scaled: await firstLoads(snapshots.scaled, chromium),
    },
    search: {
      site: await searchIndexes(snapshots.site),
      scaled: await searchIndexes(snapshots.scaled),
    },
  };
}

if (import.meta.filename === process.argv[1]) {
  const pagesPerLang = Number(process.argv[2] ?? DEFAULT_PAGES_PER_LANG);
  if (!Number.isInteger(pagesPerLang) || pagesPerLang < 1) {
    console.error('usage: node tools/bench/scale.mjs [pages per language, default 1000]');
    process.exit(2);
  }
  process.stdout.write(`${JSON.stringify(await scaleRun({ pagesPerLang }), null, 1)}\n`);
}
