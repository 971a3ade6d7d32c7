// Shiki's rehype plugin accepts a cache of highlighted fragments keyed by language, meta and
// code. Most samples appear in both languages of the site, so a build highlights each one once.
// Fragments are copied in and out: later rehype plugins change the tree they are given in place.

/**
 * @typedef {import('hast').Root} Fragment
 * @typedef {{
 *   get(key: string): Fragment | undefined,
 *   set(key: string, value: Fragment): HighlightCache,
 * }} HighlightCache
 * @returns {HighlightCache}
 */
export function highlightCache() {
  /** @type {Map<string, Fragment>} */
  const fragments = new Map();
  /** @type {HighlightCache} */
  const cache = {
    get: (key) => (fragments.has(key) ? structuredClone(fragments.get(key)) : undefined),
    set: (key, value) => {
      fragments.set(key, structuredClone(value));
      return cache;
    },
  };
  return cache;
}
