// Which headings of a page the Overview pages list: the levels named by `overviewHeaders` in docs/*/api/_meta.json
// (Rspress's default is level 2 alone). tests/unit/slim-page-data.test.ts checks the docs ask for no other level.
export const OVERVIEW_HEADING_DEPTHS = [2, 3];

/**
 * What these functions read of an entry of Rspress's page list (`PageIndexInfo`); its headings have a
 * `charIndex` too.
 * @typedef {{ id: string, text: string, depth: number }} OverviewHeading
 * @typedef {{ routePath: string, description?: string, frontmatter?: { description?: string }, toc?: OverviewHeading[] }} PageInfo
 */

/**
 * True when `routePath` is listed by the Overview page at `overviewRoute` (e.g. `/api/` lists `/api/expect`).
 * @param {string} overviewRoute
 * @param {string} routePath
 */
export const isListedBy = (overviewRoute, routePath) =>
  routePath !== overviewRoute && routePath.startsWith(overviewRoute);

/**
 * The headings an Overview shows of a page it lists: the levels it may ask for, without the unused `charIndex`.
 * @param {PageInfo} page
 * @returns {OverviewHeading[]}
 */
export const overviewHeadings = (page) =>
  (page.toc ?? [])
    .filter((heading) => OVERVIEW_HEADING_DEPTHS.includes(heading.depth))
    .map(({ id, text, depth }) => ({ id, text, depth }));

/**
 * Trims one entry of Rspress's site-wide page list in place: no front matter, no description where it only
 * repeats the front matter's (the page's route chunk has that; theme/layout/page-for-render.ts restores it),
 * and headings only on pages an Overview lists (with `listedHeadings`; else none: overviewHeadingsModule
 * brings them with the Overview pages).
 * @param {PageInfo} page
 * @param {string[]} overviewRoutes
 * @param {{ listedHeadings?: boolean }} [options]
 */
export function slimPageInfo(page, overviewRoutes, { listedHeadings = true } = {}) {
  if (page.description === page.frontmatter?.description) delete page.description;
  page.frontmatter = {};
  const listed = listedHeadings && overviewRoutes.some((route) => isListedBy(route, page.routePath));
  page.toc = listed ? overviewHeadings(page) : [];
}

/**
 * The fields of a page's entry in Rspress's page list that Rspress takes from the page's own chunk when it renders
 * the page (its title, headings and front matter), and the build-only ones it never ships.
 */
const FROM_OWN_CHUNK = new Set(['title', 'toc', 'frontmatter', 'content', '_filepath', '_flattenContent']);

/**
 * A page's own entry, as its chunk registers it in production builds: what Rspress merges into the page's data
 * from the page list when it renders the page (its route path, language, version, file and last update).
 * @param {object} page an entry of the page list, after every plugin's `extendPageData`
 */
export const ownEntryOf = (page) =>
  Object.fromEntries(Object.entries(page).filter(([key]) => !FROM_OWN_CHUNK.has(key)));

/**
 * Source of a module that registers entries in the site-wide page list when it runs (register-pages.mjs).
 * @param {string} registerModule the absolute path of register-pages.mjs
 * @param {object[]} entries
 */
export const registerPagesModule = (registerModule, entries) =>
  [
    `import { registerPages } from ${JSON.stringify(registerModule)};`,
    `registerPages(${JSON.stringify(entries)});`,
    '',
  ].join('\n');

/**
 * The entries the Overview page at `overviewRoute` reads of the pages it lists: their route and the headings it
 * shows. Only that Overview page imports them, so the other pages do not download the headings of a hundred
 * pages (about 16 KB of gzip JavaScript). They are registered when the Overview page's chunk loads, before the
 * page renders.
 * @param {PageInfo[]} pages
 * @param {string} overviewRoute
 */
export const listedEntries = (pages, overviewRoute) =>
  pages
    .filter((page) => isListedBy(overviewRoute, page.routePath))
    .map((page) => ({ routePath: page.routePath, toc: overviewHeadings(page) }));
