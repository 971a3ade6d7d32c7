// The browser build's copy of Rspress's page-list module, emptied (plugins/page-data): each page's chunk
// registers its own entry instead (register-pages.mjs).

const HEAD = 'export const pageData = ';

/**
 * The module's code with an empty page list. Fails the build, naming what it expected, when Rspress writes the
 * module in another shape: the list would otherwise stay in every page's first load without a word.
 * @param {string} code the module as Rspress generates it: `export const pageData = {…};` then the search hashes
 */
export function emptyPageList(code) {
  const start = code.indexOf(HEAD);
  // The object is JSON, whose strings hold no raw line break: the first `;` that ends a line ends it.
  const end = start < 0 ? -1 : code.indexOf(';\n', start);
  /** @type {{ pages?: unknown }} */
  let pageData = {};
  try {
    if (end > 0) pageData = JSON.parse(code.slice(start + HEAD.length, end));
  } catch {
    pageData = {};
  }
  if (!Array.isArray(pageData.pages)) {
    throw new Error(
      'plugins/page-data: Rspress\'s virtual-page-data module no longer starts with `export const pageData = {"pages": [...]};`, so the page list cannot leave the first load',
    );
  }
  return `${code.slice(0, start)}${HEAD}${JSON.stringify({ ...pageData, pages: [] })}${code.slice(end)}`;
}
