// Checks on the built HTML that fail when a layer of the site's speed work silently stops working: each
// returns the problems it found, naming the page and what it expected. Used by tools/check-build-output.mjs.

const COMMENT_START = '<!--$s-->';
const COMMENT_END = '<!--/$s-->';

/**
 * scripts-after-paint: the inline loader starts the app's scripts; no deferred app script is left.
 * @param {string} route
 * @param {string} html
 */
export function scriptLoaderProblems(route, html) {
  const problems = [];
  if (!/<script data-scripts="[^"]*\/static\/js\//.test(html))
    problems.push(`${route}: no script loader (<script data-scripts="/static/js/…">) from plugins/scripts-after-paint`);
  if (
    /<script\b[^>]*\bdefer\b[^>]*\bsrc="[^"]*\/static\/js\/|<script\b[^>]*\bsrc="[^"]*\/static\/js\/[^"]*"[^>]*\bdefer\b/.test(
      html,
    )
  )
    problems.push(
      `${route}: a deferred app script is left in the page; plugins/scripts-after-paint should have replaced it`,
    );
  return problems;
}

/**
 * progressive-hydration: every postponed part opens and closes, in order; no marker element is left unconverted.
 * @param {string} route
 * @param {string} html
 */
export function hydrationMarkerProblems(route, html) {
  const problems = [];
  let depth = 0;
  for (const [marker] of html.matchAll(/<!--\$s-->|<!--\/\$s-->/g)) {
    depth += marker === COMMENT_START ? 1 : -1;
    if (depth < 0) {
      problems.push(`${route}: ${COMMENT_END} before its ${COMMENT_START} (plugins/progressive-hydration)`);
      break;
    }
  }
  if (depth > 0) problems.push(`${route}: ${depth} postponed part(s) opened with ${COMMENT_START} and never closed`);
  if (/<hydrate-later(-end)?>/.test(html))
    problems.push(`${route}: <hydrate-later> marker elements left in the HTML (markersToComments did not run)`);
  return problems;
}

/** Counts of code tokens with a short class (compact-tokens) and with Shiki's inline colour style. @param {string} html */
export function tokenCounts(html) {
  return {
    compact: (html.match(/<span class="sk-[a-z-]+"/g) ?? []).length,
    inline: (html.match(/<span style="color:var\(--shiki-token-[a-z-]+\)"/g) ?? []).length,
  };
}

/**
 * Overview pages list the headings of the pages they link (plugins/page-data's heading modules).
 * @param {string} route
 * @param {string} html
 */
export function overviewProblems(route, html) {
  const section = route.replace(/^\/zh(?=\/)/, '').split('/')[1];
  const prefix = route.startsWith('/zh/') ? `/zh/${section}/` : `/${section}/`;
  const headingLinks = html.match(new RegExp(`href="${prefix}[^"#]+#[^"]+"`, 'g')) ?? [];
  return headingLinks.length >= 10
    ? []
    : [`${route}: an overview page lists ${headingLinks.length} headings of its pages, expected at least 10`];
}

/**
 * Every page with documentation content (Rspress's `rp-doc` block) is in its language's search index
 * (plugins/search): a page the index builder could not read is left out without a word.
 * @param {{ route: string, html: string }[]} pages
 * @param {Record<string, string[]>} indexedByLang the page paths of each language's index file
 */
export function searchIndexProblems(pages, indexedByLang) {
  const indexed = new Set(Object.values(indexedByLang).flat());
  return pages
    .filter(({ route, html }) => html.includes('class="rp-doc') && !indexed.has(route))
    .map(({ route }) => `${route}: a documentation page missing from the search index (plugins/search)`);
}

/**
 * The scripts in which `pattern` finds what a layer should have left out of the first load, each named with `problem`.
 * @param {{ file: string, code: string }[]} scripts the scripts every page loads first (static/js/*.js)
 * @param {RegExp} pattern
 * @param {string} problem
 */
const scriptsHolding = (scripts, pattern, problem) =>
  scripts.filter(({ code }) => pattern.test(code)).map(({ file }) => `${file}: ${problem}`);

/**
 * plugins/page-data: the first load holds no entry of the site-wide page list (each page's chunk registers its
 * own); an entry names its source file: `_relativePath:"en/guide/start/index.mdx"`.
 * @param {{ file: string, code: string }[]} scripts the scripts every page loads first (static/js/*.js)
 */
export const pageListProblems = (scripts) =>
  scriptsHolding(
    scripts,
    /\b_relativePath"?:\s*"[^"]*\.mdx?"/,
    'the site-wide page list is in the first load; plugins/page-data should have left it to the page chunks',
  );

/**
 * plugins/site-tables: the first load holds no route of Rspress's route table and no sidebar entry (each part of the
 * table and each sidebar is a chunk of its own); a route names its source file, `filePath:"en/guide/start/index.mdx"`,
 * and a sidebar entry its file key, `_fileKey:"en/guide/start/index"`.
 * @param {{ file: string, code: string }[]} scripts the scripts every page loads first (static/js/*.js)
 */
export const siteTableProblems = (scripts) => [
  ...scriptsHolding(
    scripts,
    /\bfilePath"?:\s*"[^"]*\.mdx?"/,
    "Rspress's route table is in the first load; plugins/site-tables should have cut it into parts",
  ),
  ...scriptsHolding(
    scripts,
    /\b_fileKey"?:\s*"/,
    'a sidebar is in the first load; plugins/site-tables should have made each sidebar a chunk of its own',
  ),
];
