// `npm run search:upload [-- --dry-run]`: pushes the built records of every language to the
// hosted Algolia index named by ALGOLIA_INDEX_NAME, with the official client. Needs
// ALGOLIA_APP_ID and ALGOLIA_ADMIN_API_KEY (a write key: never the search-only one the site ships).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { INDEX_FOLDER, readBuiltIndex } from '../../plugins/search/build-index.mjs';
import { SECTIONS_PER_PAGE } from '../../plugins/search/engine.mjs';
import { joinIndex } from '../../plugins/search/index-files.mjs';
import { pageUrlOf, recordsOf } from '../../plugins/search/records.mjs';

/**
 * Index settings DocSearch's hosted indexes use, plus a `lang` facet for the language filter, and at most
 * SECTIONS_PER_PAGE hits of one page, as the local engine answers (`url_without_anchor` is added to each record).
 */
export const INDEX_SETTINGS = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesForFaceting: ['lang', 'type'],
  attributesToSnippet: ['content:10'],
  distinct: SECTIONS_PER_PAGE,
  attributeForDistinct: 'url_without_anchor',
};

/** @param {string} dir the build folder */
export function builtRecords(dir) {
  const folder = join(dir, INDEX_FOLDER);
  if (!existsSync(folder)) return null;
  /** @param {string} lang */
  const proseOf = (lang) => {
    const { index, textsOf } = readBuiltIndex(dir, lang);
    return joinIndex(index, textsOf);
  };
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => recordsOf(proseOf(file.slice(0, -'.json'.length))))
    .map((record) => ({
      ...record,
      objectID: `${record.lang}:${record.objectID}`,
      url_without_anchor: pageUrlOf(record.url),
    }));
}

async function main() {
  const { values } = parseArgs({
    options: { 'dry-run': { type: 'boolean', default: false }, dir: { type: 'string', default: 'doc_build' } },
  });
  const records = builtRecords(values.dir);
  if (!records) {
    console.error(`No search index in ${values.dir}/${INDEX_FOLDER}: run \`npm run build\` first.`);
    return 1;
  }
  const indexName = process.env.ALGOLIA_INDEX_NAME ?? '(ALGOLIA_INDEX_NAME)';
  if (values['dry-run']) {
    /** @type {Record<string, number>} */
    const byLang = {};
    for (const record of records) byLang[record.lang] = (byLang[record.lang] ?? 0) + 1;
    console.log(`Would replace all records of index "${indexName}" with ${records.length} records:`);
    for (const [lang, count] of Object.entries(byLang)) console.log(`  ${lang}: ${count}`);
    console.log(`Settings: ${JSON.stringify(INDEX_SETTINGS)}`);
    console.log(`First record: ${JSON.stringify(records[0])}`);
    return 0;
  }
  const { ALGOLIA_APP_ID: appId, ALGOLIA_ADMIN_API_KEY: adminKey, ALGOLIA_INDEX_NAME: name } = process.env;
  if (!appId || !adminKey || !name) {
    console.error('Set ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY and ALGOLIA_INDEX_NAME (or pass --dry-run).');
    return 1;
  }
  const { algoliasearch } = await import('algoliasearch');
  const client = algoliasearch(appId, adminKey);
  await client.replaceAllObjects({ indexName: name, objects: records });
  await client.setSettings({ indexName: name, indexSettings: INDEX_SETTINGS });
  console.log(`Uploaded ${records.length} records to "${name}".`);
  return 0;
}

process.exitCode = await main();
