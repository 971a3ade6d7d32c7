// Build step: reads every pre-rendered page of the output folder and writes one search index per language to
// `<outDir>/search/<lang>.json`, fetched by the browser on first open, and the text of each page to
// `<outDir>/search/<lang>/<hash>.json`, fetched for the hits shown (index-format.mjs).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { builtPages } from '../shared/built-pages.mjs';
import { pageSections } from './extract-sections.mjs';
import { splitIndex } from './index-files.mjs';
import { INDEX_FOLDER } from './index-format.mjs';

/** @typedef {import('./records.mjs').ProseIndex} ProseIndex */
/** @typedef {import('./extract-sections.mjs').PageSections} PageSections */
/**
 * @typedef {{ outDir: string, langs: string[], defaultLang: string, siteTitle: string, base?: string, threads?: number }} IndexOptions
 */

export { INDEX_FOLDER };
/** @param {string} lang */
export const indexFileName = (lang) => `${lang}.json`;
/**
 * A language's index file in a build folder.
 * @param {string} outDir
 * @param {string} lang
 */
export const indexFileOf = (outDir, lang) => join(outDir, INDEX_FOLDER, indexFileName(lang));
/**
 * A page's text file in a build folder.
 * @param {string} outDir
 * @param {string} lang
 * @param {string} name the text file's name in the index file
 */
export const textFileOf = (outDir, lang, name) => join(outDir, INDEX_FOLDER, lang, `${name}.json`);
/**
 * A language's index file read from a build folder, and a reader of its text files by name.
 * @param {string} outDir
 * @param {string} lang
 * @returns {{ index: import('./index-format.mjs').IndexFile, textsOf: (name: string) => import('./index-format.mjs').PageTexts }}
 */
export const readBuiltIndex = (outDir, lang) => ({
  index: JSON.parse(readFileSync(indexFileOf(outDir, lang), 'utf8')),
  textsOf: (name) => JSON.parse(readFileSync(textFileOf(outDir, lang, name), 'utf8')),
});

/**
 * The language of a route: the locale prefix, else the default language.
 * @param {string} route
 * @param {string[]} langs
 * @param {string} defaultLang
 */
export const langOf = (route, langs, defaultLang) =>
  langs.find((lang) => lang !== defaultLang && (route === `/${lang}/` || route.startsWith(`/${lang}/`))) ?? defaultLang;

// A path rather than `new URL(…, import.meta.url)`, which bundlers (the unit tests' included) take for a chunk to emit.
const WORKER_FILE = join(import.meta.dirname, 'sections-worker.mjs');
// Below this many pages per thread, starting a worker costs more than it saves.
const MIN_PAGES_PER_THREAD = 20;

/**
 * pageSections of one thread's share of the files, in a worker.
 * @param {string[]} files
 * @param {string} siteTitle
 * @returns {Promise<Array<PageSections | null>>} what sections-worker.mjs posts back
 */
function sectionsInWorker(files, siteTitle) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, { workerData: { files, siteTitle } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`search index worker exited with code ${code}`)));
  });
}

/**
 * pageSections of every file, in file order. Parsing the pages is most of a build's last step,
 * when one core would otherwise idle: this thread reads one share while workers read the others.
 * @param {string[]} files
 * @param {string} siteTitle
 * @param {number} threads
 */
async function sectionsOfFiles(files, siteTitle, threads) {
  const shares = Array.from({ length: threads }, (_, share) => files.filter((_, i) => i % threads === share));
  const [own, ...others] = shares;
  const fromWorkers = others.map((share) => sectionsInWorker(share, siteTitle));
  const results = [
    own.map((file) => pageSections(readFileSync(file, 'utf8'), siteTitle)),
    ...(await Promise.all(fromWorkers)),
  ];
  return files.map((_, i) => results[i % threads][Math.floor(i / threads)]);
}

/**
 * The pages of every language with their text: `{ lang, pages: [path, lvl0, sections, description][] }`.
 * @param {IndexOptions} options
 */
export async function collectIndexes({ outDir, langs, defaultLang, siteTitle, base = '/', threads }) {
  /** @type {Record<string, ProseIndex>} */
  const indexes = Object.fromEntries(langs.map((lang) => [lang, { lang, pages: [] }]));
  const prefix = base.replace(/\/$/, '');
  const built = builtPages(outDir).filter(({ route }) => route !== '/404');
  const routes = new Map(built.map(({ file, route }) => [file, route]));
  const files = [...routes.keys()].sort();
  const threadCount =
    threads ?? Math.max(1, Math.min(availableParallelism(), Math.floor(files.length / MIN_PAGES_PER_THREAD)));
  const pages = await sectionsOfFiles(files, siteTitle, threadCount);
  for (const [i, file] of files.entries()) {
    const route = routes.get(file) ?? '';
    const page = pages[i];
    if (page) {
      indexes[langOf(route, langs, defaultLang)].pages.push([
        prefix + route,
        page.lvl0,
        page.sections,
        page.description,
      ]);
    }
  }
  return indexes;
}

/**
 * Writes the index files and the text files; returns the index files' paths and sizes, and the text files' count
 * and total size.
 * @param {IndexOptions} options
 */
export async function writeSearchIndexes(options) {
  const folder = join(options.outDir, INDEX_FOLDER);
  rmSync(folder, { recursive: true, force: true });
  return Object.values(await collectIndexes(options)).map((prose) => {
    const { index, texts } = splitIndex(prose);
    mkdirSync(join(folder, index.lang), { recursive: true });
    const file = indexFileOf(options.outDir, index.lang);
    const json = JSON.stringify(index);
    writeFileSync(file, json);
    let textBytes = 0;
    for (const [name, text] of texts) {
      writeFileSync(textFileOf(options.outDir, index.lang, name), text);
      textBytes += Buffer.byteLength(text);
    }
    return {
      lang: index.lang,
      file,
      pages: index.pages.length,
      bytes: Buffer.byteLength(json),
      textFiles: texts.size,
      textBytes,
    };
  });
}
