// DocSearch records from the compact index file: one record per heading and one for the
// text under it. Shared by the browser, the CLI and `search:upload`, so every consumer sees
// the same objectIDs.

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

export { LEVELS };

/**
 * @param {{ lang: string, pages: Array<[string, string, Array<[number, string, string, string]>, string?]> }} index
 *   pages as [path, lvl0, sections, description]; a section is [level, anchor, heading, text]; the
 *   description (the page's summary) leads the text of the page's title section
 */
export function recordsOf(index) {
  const records = [];
  for (const [path, lvl0, sections, description = ''] of index.pages) {
    const hierarchy = { lvl0, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
    for (const [level, anchor, heading, ownText] of sections) {
      const text = level === 1 ? [description, ownText].filter(Boolean).join(' ') : ownText;
      hierarchy[`lvl${level}`] = heading;
      for (let deeper = level + 1; deeper <= 6; deeper++) hierarchy[`lvl${deeper}`] = null;
      const url = anchor ? `${path}#${anchor}` : path;
      const base = { url, hierarchy: { ...hierarchy }, lang: index.lang };
      records.push({ objectID: `h:${url}`, type: `lvl${level}`, content: null, ...base });
      if (text) records.push({ objectID: `c:${url}`, type: 'content', content: text, ...base });
    }
  }
  return records;
}
