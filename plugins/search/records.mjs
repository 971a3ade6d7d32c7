// DocSearch records of the search index: one record per heading and one for the text under it. Shared by the
// engine, the CLI and `search:upload`, so every consumer sees the same objectIDs.
import { sectionText } from './index-format.mjs';

/** @typedef {'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6'} Level */
/**
 * A record's headings: the page's section (lvl0), then the heading at each level down to the record's own, null below.
 * @typedef {{ lvl0: string } & Record<Exclude<Level, 'lvl0'>, string | null>} Hierarchy
 */
/**
 * A heading of a page with its text: [level (1-6), anchor, heading, text].
 * @typedef {[number, string, string, string]} Section
 */
/**
 * A page with its text: [path, lvl0, sections, description].
 * @typedef {[string, string, Section[], string?]} Page
 */
/**
 * The pages of one language with their text, as the build reads them (index-files.mjs splits them into files).
 * @typedef {{ format?: number, lang: string, pages: Page[] }} ProseIndex
 */
/** @typedef {{ objectID: string, type: Level, content: null, url: string, hierarchy: Hierarchy, lang: string }} HeadingRecord */
/** @typedef {{ objectID: string, type: 'content', content: string, url: string, hierarchy: Hierarchy, lang: string }} ContentRecord */
/** @typedef {HeadingRecord | ContentRecord} SearchRecord */

/** @type {Level[]} */
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

export { LEVELS };

/**
 * The page a record's URL points into: the URL without its `#anchor`.
 * @param {string} url
 */
export const pageUrlOf = (url) => url.split('#')[0];

/**
 * The heading record of every section, with the page it is on (its position in `pages`) and its own position there.
 * @param {string} lang
 * @param {Array<[string, string, Array<[number, string, string, ...unknown[]]>, ...unknown[]]>} pages
 *   [path, lvl0, sections] first; a section is [level, anchor, heading] first
 * @returns {Generator<{ page: number, at: number, record: HeadingRecord }>}
 */
export function* headingRecordsOf(lang, pages) {
  for (const [page, [path, lvl0, sections]] of pages.entries()) {
    /** @type {Hierarchy} */
    const hierarchy = { lvl0, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
    for (const [at, [level, anchor, heading]] of sections.entries()) {
      // Levels run 1 to 6 in the index (pageSections reads them from h1-h6).
      hierarchy[/** @type {Exclude<Level, 'lvl0'>} */ (`lvl${level}`)] = heading;
      for (let deeper = level + 1; deeper <= 6; deeper++)
        hierarchy[/** @type {Exclude<Level, 'lvl0'>} */ (`lvl${deeper}`)] = null;
      const url = anchor ? `${path}#${anchor}` : path;
      const type = /** @type {Level} */ (`lvl${level}`);
      yield { page, at, record: { objectID: `h:${url}`, type, content: null, url, hierarchy: { ...hierarchy }, lang } };
    }
  }
}

/**
 * The record of the text under a heading.
 * @param {HeadingRecord} heading
 * @param {string} text
 * @returns {ContentRecord}
 */
export const contentRecordOf = ({ url, hierarchy, lang }, text) => ({
  objectID: `c:${url}`,
  type: 'content',
  content: text,
  url,
  hierarchy,
  lang,
});

/**
 * Every record of a language: each heading's, then the one of the text under it when there is text.
 * @param {ProseIndex} index
 * @returns {SearchRecord[]}
 */
export function recordsOf(index) {
  /** @type {SearchRecord[]} */
  const records = [];
  for (const { page, at, record } of headingRecordsOf(index.lang, index.pages)) {
    const [, , sections, description = ''] = index.pages[page];
    const [level, , , ownText] = sections[at];
    const text = sectionText(level, description, ownText);
    records.push(record);
    if (text) records.push(contentRecordOf(record, text));
  }
  return records;
}
