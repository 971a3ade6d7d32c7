// First-load bytes per page type and language, for one build: one representative page per type (the
// pages Lighthouse runs on, plus an overview and the 404) and the largest page of that type.
import { summaryByType } from '../check-budgets.mjs';
import { measureBuild } from '../lib/page-assets.mjs';

/** Representative English route per page type; the Chinese page is the same under /zh (no zh 404). */
export const PAGES = /** @type {const} */ ([
  ['home', '/'],
  ['guide', '/guide/start/quick-start'],
  ['config', '/config/test/testTimeout'],
  ['api', '/api/test-api/expect'],
  ['overview', '/api/'],
  ['404', '/404'],
]);
/** @typedef {(typeof PAGES)[number][0]} PageType */

/**
 * @param {PageType} type
 * @returns {string} (every PageType is in PAGES, so a route is always found)
 */
export const pageOfType = (type) => /** @type {string} */ (PAGES.find(([name]) => name === type)?.[1]);

/** @param {string} route */
export const zhRoute = (route) => (route === '/' ? '/zh/' : `/zh${route}`);

/** @param {ReturnType<typeof measureBuild>[number]} page */
const figures = (page) => ({
  route: page.route,
  jsRaw: page.js.rawBytes,
  jsGzip: page.js.gzipBytes,
  cssRaw: page.css.rawBytes,
  cssGzip: page.css.gzipBytes,
  jsFiles: page.js.files.length,
  cssFiles: page.css.files.length,
});

/** @param {string} outDir */
export function bytesOf(outDir) {
  const pages = measureBuild(outDir);
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  const representative = [];
  for (const [type, route] of PAGES) {
    for (const [lang, localised] of [
      ['en', route],
      ['zh', zhRoute(route)],
    ]) {
      const page = byRoute.get(localised);
      if (page) representative.push({ type, lang, ...figures(page) });
    }
  }
  const summary = summaryByType(pages).map((row) => ({
    type: row.type,
    pages: row.pages,
    jsGzipMax: row.jsGzip.max,
    jsGzipMedian: row.jsGzip.median,
    jsGzipMaxRoute: row.jsGzip.maxRoute,
    jsRawMax: row.jsRaw.max,
    cssGzipMax: row.cssGzip.max,
    cssGzipMedian: row.cssGzip.median,
    cssGzipMaxRoute: row.cssGzip.maxRoute,
    cssRawMax: row.cssRaw.max,
  }));
  const external = pages.flatMap((page) => page.external.map((ref) => ({ route: page.route, ...ref })));
  return { pages: pages.length, representative, summary, external };
}
