// The performance budgets of issue 8, in one place: `npm test` (tools/check-budgets.mjs) checks the
// deterministic byte budgets, `npm run bench` (tools/bench/) reports every figure beside its limit.
// 1 KB = 1024 bytes; gzip sizes are zlib level GZIP_LEVEL.

export const KB = 1024;
export const GZIP_LEVEL = 9;

/** First-load JavaScript of any built page (home and 404 included), gzip. */
export const FIRST_LOAD_JS_GZIP_MAX = 150 * KB;
/** CSS a page loads on first load (stylesheets plus inline `<style>`), gzip. */
export const FIRST_LOAD_CSS_GZIP_MAX = 25 * KB;

/** Lighthouse mobile, default throttling, median of runs: minimum category scores (0 to 1). */
export const LIGHTHOUSE_MIN_SCORES = {
  performance: 0.95,
  accessibility: 1,
  'best-practices': 1,
  seo: 1,
};
export const LCP_MAX_MS = 2000;
export const TBT_MAX_MS = 150;
export const CLS_MAX = 0.02;

/**
 * Production build of the whole site from a cold cache, wall time divided by the pages of content built (the
 * redirect pages for old addresses are counted apart).
 */
export const BUILD_MS_PER_PAGE_MAX = 100;
/** Scale run (tools/bench/scale.mjs): first-load JS of a page may grow by less than this at 1,000 pages a language. */
export const SCALE_JS_GROWTH_MAX = 5 * KB;
/**
 * Scale run: build time per page must not grow. Two cold builds of the same site here differ by up to about 5%
 * (other work on the same two cores), so "grows" means by more than that.
 */
export const SCALE_BUILD_PER_PAGE_RATIO_MAX = 1.05;
/** `npm run dev`: from saving a page's source to the edit being visible in the open page. */
export const DEV_REBUILD_MS_MAX = 1000;
