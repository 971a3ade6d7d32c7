// llms.txt (https://llmstxt.org): per language, the site's title and description, then one
// section per navbar entry listing its pages in sidebar order, each with its description; and
// llms-full.txt, every one of those pages' Markdown in the same order.

/**
 * @typedef {{ routePath: string, title: string, description?: string }} ListedPage
 * @typedef {{ text: string, link: string, activeMatch?: string }} NavItem
 * @typedef {{ text?: string, link?: string, items?: SidebarEntry[] }} SidebarEntry
 */

/**
 * Every link of a sidebar tree, in reading order.
 * @param {SidebarEntry[] | undefined} items
 * @returns {string[]}
 */
export function sidebarLinks(items) {
  return (items ?? []).flatMap((item) => [...(item.link ? [item.link] : []), ...sidebarLinks(item.items)]);
}

/**
 * The pages of each navbar entry, in the order the sidebars list them (pages no sidebar lists last).
 * @param {NavItem[]} nav
 * @param {ListedPage[]} pages one language's pages, home page excluded
 * @param {string[]} order every sidebar link of that language, in reading order
 */
export function sections(nav, pages, order) {
  /** @param {ListedPage} page */
  const rank = (page) => {
    const at = order.indexOf(page.routePath);
    return at === -1 ? order.length : at;
  };
  /** @type {Set<ListedPage>} */
  const taken = new Set();
  return nav.map((item) => {
    const match = new RegExp(item.activeMatch ?? `^${item.link}`);
    const listed = pages
      .filter((page) => !taken.has(page) && match.test(page.routePath))
      .sort((a, b) => rank(a) - rank(b) || a.routePath.localeCompare(b.routePath));
    for (const page of listed) taken.add(page);
    return { title: item.text, pages: listed };
  });
}

/**
 * @param {{ title: string, description: string, sections: ReturnType<typeof sections> }} site
 * @param {(path: string) => string} link
 */
export function llmsTxt({ title, description, sections: groups }, link) {
  const parts = [`# ${title}`, `> ${description}`];
  for (const group of groups.filter((section) => section.pages.length)) {
    const lines = group.pages.map((page) => {
      const entry = `- [${page.title}](${link(page.routePath)})`;
      return page.description ? `${entry}: ${page.description}` : entry;
    });
    parts.push(`## ${group.title}`, lines.join('\n'));
  }
  return `${parts.join('\n\n')}\n`;
}

/**
 * @param {ReturnType<typeof sections>} groups
 * @param {(routePath: string) => string} markdownOf
 * @param {(path: string) => string} link
 */
export function llmsFullTxt(groups, markdownOf, link) {
  return groups
    .flatMap((group) => group.pages)
    .map((page) => `---\nurl: ${link(page.routePath)}\n---\n\n${markdownOf(page.routePath)}`)
    .join('\n');
}
