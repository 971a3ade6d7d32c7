// Which headings of a page the Overview pages list: the levels named by `overviewHeaders` in docs/*/api/_meta.json
// (Rspress's default is level 2 alone). tests/unit/slim-page-data.test.ts checks the docs ask for no other level.
export const OVERVIEW_HEADING_DEPTHS = [2, 3];

/** True when `routePath` is listed by the Overview page at `overviewRoute` (e.g. `/api/` lists `/api/expect`). */
export const isListedBy = (overviewRoute, routePath) =>
  routePath !== overviewRoute && routePath.startsWith(overviewRoute);

/**
 * Trims one entry of Rspress's site-wide page list in place: no front matter, no description where it only
 * repeats the front matter's (the page's route chunk has that; theme/layout/page-for-render.ts restores it),
 * and headings only on pages an Overview lists, only at the levels it shows, without the unused `charIndex`.
 */
export function slimPageInfo(page, overviewRoutes) {
  if (page.description === page.frontmatter?.description) delete page.description;
  page.frontmatter = {};
  const listed = overviewRoutes.some((route) => isListedBy(route, page.routePath));
  page.toc = listed
    ? (page.toc ?? [])
        .filter((heading) => OVERVIEW_HEADING_DEPTHS.includes(heading.depth))
        .map(({ id, text, depth }) => ({ id, text, depth }))
    : [];
}
