import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import { slimPageInfo } from './slim.mjs';

/**
 * Rspress puts every page's title, front matter and complete heading list into the JavaScript that every
 * page loads first. Only the Overview pages read headings from that list (the levels their sidebar groups
 * ask for), and nothing reads its front matter: each page takes its own from its route chunk. This plugin
 * trims the list to what is read, which keeps the first load inside its budget.
 */
export function pluginSlimPageData(): RspressPlugin {
  let overviewRoutes: string[] = [];
  return {
    name: 'rstest-docs:slim-page-data',
    // Runs once with every page, before `extendPageData` runs per page.
    modifySearchIndexData(pages: PageIndexInfo[]) {
      overviewRoutes = pages.filter((page) => page.frontmatter?.overview === true).map((page) => page.routePath);
    },
    extendPageData(page) {
      slimPageInfo(page, overviewRoutes);
    },
  };
}
