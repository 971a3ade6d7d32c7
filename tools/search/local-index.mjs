// The built index read from disk with every page's text, for the CLI, the benchmark and the test stand-in for
// Algolia: it answers as the browser does once it has fetched the text files of the hits it shows.
import { existsSync } from 'node:fs';
import { indexFileOf, readBuiltIndex } from '../../plugins/search/build-index.mjs';
import { loadWithTexts } from '../../plugins/search/index-files.mjs';

/**
 * @param {string} dir the build folder
 * @param {string} lang
 * @returns {Promise<import('../../plugins/search/engine.mjs').SearchIndex | null>} null when the index file is missing
 */
export async function openIndex(dir, lang) {
  if (!existsSync(indexFileOf(dir, lang))) return null;
  const { index, textsOf } = readBuiltIndex(dir, lang);
  return loadWithTexts(index, textsOf);
}

/**
 * The request DocSearch sends from a wide screen (SPEC.md 7).
 * @param {string} lang
 * @param {string} query
 */
export const docSearchRequest = (lang, query) => ({
  indexName: `rstest-docs-${lang}`,
  query,
  attributesToRetrieve: [
    'hierarchy.lvl0',
    'hierarchy.lvl1',
    'hierarchy.lvl2',
    'hierarchy.lvl3',
    'hierarchy.lvl4',
    'hierarchy.lvl5',
    'hierarchy.lvl6',
    'content',
    'type',
    'url',
  ],
  attributesToSnippet: ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']
    .map((l) => `hierarchy.${l}:10`)
    .concat('content:10'),
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
  clickAnalytics: true,
});
