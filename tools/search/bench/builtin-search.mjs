// Rspress's built-in local search, run in Node: its own PageSearcher and LocalProvider
// modules from @rspress/core's theme (FlexSearch, the same version the site bundles), fed
// the index file the built-in build wrote instead of fetching it.
import { register } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The provider imports `virtual-page-data` (a bundler virtual module) only for the index
// file's hash, which the overridden fetchSearchIndex below does not need.
const HOOKS = `
export async function resolve(specifier, context, next) {
  if (specifier === 'virtual-page-data') {
    return { url: 'data:text/javascript,export const searchIndexHash = {};', shortCircuit: true };
  }
  return next(specifier, context);
}`;

// What Rspress's panel asks for (useSearchPanel → PageSearcher.match's default).
const PANEL_LIMIT = 7;

/** @typedef {import('@rspress/core').PageIndexInfo} PageIndexInfo */
/**
 * The parts of Rspress's match results the panel order reads (its logic/types.js DefaultMatchResult), written
 * here because that module is private.
 * @typedef {{ result: { title: string, link: string }[] }} DefaultMatchResult
 */
/**
 * Rspress's PageSearcher (logic/search.js), given the parsed index file as `benchPages` (read by the
 * fetchSearchIndex set below). Its `match` only ever gives default result groups.
 * @typedef {new (options: {
 *   indexName: string,
 *   currentLang: string,
 *   currentVersion: string,
 *   benchPages: PageIndexInfo[],
 * }) => { init(): Promise<void>, match(keyword: string, limit?: number): Promise<DefaultMatchResult[]> }} BenchPageSearcher
 */

/** @type {{ PageSearcher: BenchPageSearcher } | undefined} */
let loaded;

async function searchModule() {
  if (loaded) return loaded;
  register(`data:text/javascript,${encodeURIComponent(HOOKS)}`);
  const core = dirname(fileURLToPath(import.meta.resolve('@rspress/core/package.json')));
  const logic = join(core, 'dist/theme/components/Search/logic');
  const { PageSearcher } = await import(pathToFileURL(join(logic, 'search.js')).href);
  const { LocalProvider } = await import(pathToFileURL(join(logic, 'providers/LocalProvider.js')).href);
  // The browser fetches the index here; the benchmark hands over the parsed file instead.
  LocalProvider.prototype.fetchSearchIndex = async (/** @type {{ benchPages: PageIndexInfo[] }} */ options) =>
    options.benchPages;
  loaded = { PageSearcher };
  return loaded;
}

/**
 * The suggestion links in the order the panel lists them: it groups the matches by page
 * title, groups in order of first appearance (SearchPanel's normalizeSuggestions).
 * @param {DefaultMatchResult[]} matchResult
 */
function panelOrder(matchResult) {
  /** @type {Map<string, string[]>} */
  const groups = new Map();
  for (const suggestion of matchResult[0]?.result ?? []) {
    if (!groups.has(suggestion.title)) groups.set(suggestion.title, []);
    // Set on the line above when missing.
    /** @type {string[]} */ (groups.get(suggestion.title)).push(suggestion.link);
  }
  return [...groups.values()].flat();
}

/**
 * Builds the built-in engine over one `search_index.<lang>.<hash>.json` (parsed).
 * @param {PageIndexInfo[]} pages
 * @param {string} lang
 */
export async function loadBuiltinSearch(pages, lang) {
  const { PageSearcher } = await searchModule();
  // indexName (the panel passes the site title) only names the result group.
  const searcher = new PageSearcher({ indexName: 'Rstest', currentLang: lang, currentVersion: '', benchPages: pages });
  await searcher.init();
  return { search: async (/** @type {string} */ query) => panelOrder(await searcher.match(query, PANEL_LIMIT)) };
}
