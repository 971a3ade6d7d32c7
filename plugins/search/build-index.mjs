// Build step: reads every pre-rendered page of the output folder and writes one search
// index per language to `<outDir>/search/<lang>.json`, fetched by the browser on first open.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { INDEX_FORMAT } from './engine.mjs';
import { pageSections } from './extract-sections.mjs';

export const INDEX_FOLDER = 'search';
export const indexFileName = (lang) => `${lang}.json`;

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** `guide/start/index.html` → `/guide/start/`, `config/test/bail.html` → `/config/test/bail`. */
export function routeOf(file, outDir) {
  const path = relative(outDir, file).split(sep).join('/');
  return `/${path.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
}

/** The language of a route: the locale prefix, else the default language. */
export const langOf = (route, langs, defaultLang) =>
  langs.find((lang) => lang !== defaultLang && (route === `/${lang}/` || route.startsWith(`/${lang}/`))) ?? defaultLang;

/**
 * The index data of every language: `{ format, lang, pages: [path, lvl0, sections, description][] }`.
 * @param {{ outDir: string, langs: string[], defaultLang: string, siteTitle: string, base?: string }} options
 */
export function collectIndexes({ outDir, langs, defaultLang, siteTitle, base = '/' }) {
  const indexes = Object.fromEntries(langs.map((lang) => [lang, { format: INDEX_FORMAT, lang, pages: [] }]));
  const prefix = base.replace(/\/$/, '');
  for (const file of htmlFiles(outDir).sort()) {
    const route = routeOf(file, outDir);
    if (route === '/404') continue;
    const page = pageSections(readFileSync(file, 'utf8'), siteTitle);
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

/** Writes the index files; returns their paths and sizes. */
export function writeSearchIndexes(options) {
  const folder = join(options.outDir, INDEX_FOLDER);
  mkdirSync(folder, { recursive: true });
  return Object.values(collectIndexes(options)).map((index) => {
    const file = join(folder, indexFileName(index.lang));
    const json = JSON.stringify(index);
    writeFileSync(file, json);
    return { lang: index.lang, file, pages: index.pages.length, bytes: Buffer.byteLength(json) };
  });
}
