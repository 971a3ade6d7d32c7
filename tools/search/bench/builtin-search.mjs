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

let loaded;

async function searchModule() {
  if (loaded) return loaded;
  register(`data:text/javascript,${encodeURIComponent(HOOKS)}`);
  const core = dirname(fileURLToPath(import.meta.resolve('@rspress/core/package.json')));
  const logic = join(core, 'dist/theme/components/Search/logic');
  const { PageSearcher } = await import(pathToFileURL(join(logic, 'search.js')).href);
  const { LocalProvider } = await import(pathToFileURL(join(logic, 'providers/LocalProvider.js')).href);
  // The browser fetches the index here; the benchmark hands over the parsed file instead.
  LocalProvider.prototype.fetchSearchIndex = async (options) => options.benchPages;
  loaded = { PageSearcher };
  return loaded;
}

/**
 * The suggestion links in the order the panel lists them: it groups the matches by page
 * title, groups in order of first appearance (SearchPanel's normalizeSuggestions).
 */
function panelOrder(matchResult) {
  const groups = new Map();
  for (const suggestion of matchResult[0]?.result ?? []) {
    if (!groups.has(suggestion.title)) groups.set(suggestion.title, []);
    groups.get(suggestion.title).push(suggestion.link);
  }
  return [...groups.values()].flat();
}

/** Builds the built-in engine over one `search_index.<lang>.<hash>.json` (parsed). */
export async function loadBuiltinSearch(pages, lang) {
  const { PageSearcher } = await searchModule();
  // indexName (the panel passes the site title) only names the result group.
  const searcher = new PageSearcher({ indexName: 'Rstest', currentLang: lang, currentVersion: '', benchPages: pages });
  await searcher.init();
  return { search: async (query) => panelOrder(await searcher.match(query, PANEL_LIMIT)) };
}
