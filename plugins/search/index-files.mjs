// Node side of index-format.mjs: splits the pages the build reads into the index file and the text files, and
// joins them again for what needs every record whole.
import { createHash } from 'node:crypto';
import { loadIndex, setPageTexts } from './engine.mjs';
import { INDEX_FORMAT, sectionBag } from './index-format.mjs';

/** @typedef {import('./records.mjs').Page} ProsePage */
/** @typedef {import('./records.mjs').ProseIndex} ProseIndex */
/** @typedef {import('./index-format.mjs').IndexFile} IndexFile */
/** @typedef {import('./index-format.mjs').PageTexts} PageTexts */

/**
 * A text file's name: a hash of its content, so a browser may keep it as long as it likes.
 * @param {string} json
 */
const textFileName = (json) => createHash('sha256').update(json).digest('base64url').slice(0, 8);

/**
 * The files of a language's index: the index file, and the text files by name.
 * @param {ProseIndex} prose the pages with their text, as the build reads them
 * @returns {{ index: IndexFile, texts: Map<string, string> }} texts: file name → JSON
 */
export function splitIndex(prose) {
  /** @type {IndexFile} */
  const index = { format: INDEX_FORMAT, lang: prose.lang, pages: [], words: [], runs: [] };
  /** @type {Map<string, string>} */
  const texts = new Map();
  for (const [path, lvl0, sections, description = ''] of prose.pages) {
    const json = JSON.stringify(sections.map((section) => section[3]));
    const name = textFileName(json);
    texts.set(name, json);
    /** @type {import('./index-format.mjs').HeadingEntry[]} */
    const headings = sections.map(([level, anchor, heading]) => [level, anchor, heading]);
    index.pages.push([path, lvl0, headings, description, name]);
    for (const [, , heading, text] of sections) {
      const { words, runs } = sectionBag(text, heading);
      index.words.push(words);
      index.runs.push(runs);
    }
  }
  return { index, texts };
}

/**
 * The pages with their text again, for what needs every record whole (the hosted index's upload).
 * @param {IndexFile} index
 * @param {(name: string) => PageTexts} textsOf a text file's content, by name
 * @returns {ProseIndex}
 */
export function joinIndex(index, textsOf) {
  const pages = index.pages.map(([path, lvl0, headings, description, name]) => {
    const texts = textsOf(name);
    /** @type {ProsePage} */
    const page = [
      path,
      lvl0,
      headings.map(([level, anchor, heading], at) => [level, anchor, heading, texts[at] ?? '']),
    ];
    if (description) page.push(description);
    return page;
  });
  return { format: index.format, lang: index.lang, pages };
}

/**
 * The engine over a language's pages with every text already given, as the CLI and the tests use it.
 * @param {ProseIndex} prose
 */
export async function loadProseIndex(prose) {
  const { index, texts } = splitIndex(prose);
  return loadWithTexts(index, (name) => JSON.parse(texts.get(name) ?? '[]'));
}

/**
 * The engine over an index file, with every page's texts read at once.
 * @param {IndexFile} index
 * @param {(name: string) => unknown} textsOf a text file's parsed content, by name
 */
export async function loadWithTexts(index, textsOf) {
  const engine = await loadIndex(index);
  for (const [page, [, , , , name]] of index.pages.entries()) setPageTexts(engine, page, textsOf(name));
  return engine;
}
