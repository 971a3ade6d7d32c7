// DocSearch records from the compact index file: one record per heading and one for the
// text under it. Shared by the browser, the CLI and `search:upload`, so every consumer sees
// the same objectIDs.

/** @typedef {'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6'} Level */
/**
 * A record's headings: the page's section (lvl0), then the heading at each level down to the record's own, null below.
 * @typedef {{ lvl0: string } & Record<Exclude<Level, 'lvl0'>, string | null>} Hierarchy
 */
/**
 * A heading of a page in the index file: [level (1-6), anchor, heading, text].
 * @typedef {[number, string, string, string]} Section
 */
/**
 * A page of the index file: [path, lvl0, sections, description].
 * @typedef {[string, string, Section[], string?]} Page
 */
/**
 * The index file of one language: build-index.mjs writes it, engine.mjs reads it.
 * @typedef {{ format: number, lang: string, pages: Page[] }} IndexFile
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
 * @param {{ lang: string, pages: Page[] }} index
 *   pages as [path, lvl0, sections, description]; a section is [level, anchor, heading, text]; the
 *   description (the page's summary) leads the text of the page's title section
 * @returns {SearchRecord[]}
 */
export function recordsOf(index) {
  /** @type {SearchRecord[]} */
  const records = [];
  for (const [path, lvl0, sections, description = ''] of index.pages) {
    /** @type {Hierarchy} */
    const hierarchy = { lvl0, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
    for (const [level, anchor, heading, ownText] of sections) {
      const text = level === 1 ? [description, ownText].filter(Boolean).join(' ') : ownText;
      // Levels run 1 to 6 in the index file (pageSections reads them from h1-h6).
      hierarchy[/** @type {Exclude<Level, 'lvl0'>} */ (`lvl${level}`)] = heading;
      for (let deeper = level + 1; deeper <= 6; deeper++)
        hierarchy[/** @type {Exclude<Level, 'lvl0'>} */ (`lvl${deeper}`)] = null;
      const url = anchor ? `${path}#${anchor}` : path;
      const base = { url, hierarchy: { ...hierarchy }, lang: index.lang };
      records.push({ objectID: `h:${url}`, type: /** @type {Level} */ (`lvl${level}`), content: null, ...base });
      if (text) records.push({ objectID: `c:${url}`, type: 'content', content: text, ...base });
    }
  }
  return records;
}
