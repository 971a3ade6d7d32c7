// The Markdown of the pages the theme builds from data rather than from their body: the home
// page (its front matter's hero and features) and the overview pages (the sidebar groups below
// them, each page with its headings, as theme/layout/DocLayout's Overview lists them).

/** @type {Record<string, string>} */
const FEATURES_HEADING = { en: 'Features', zh: '特性' };

/**
 * @typedef {{ id: string, text: string, depth: number }} Heading
 * @typedef {{ routePath: string, title: string, toc: Heading[], frontmatter: Record<string, any> }} PageInfo
 * @typedef {{ text?: string, link?: string, items?: SidebarItem[], overviewHeaders?: number[], dividerType?: string, sectionHeaderText?: string }} SidebarItem
 * @typedef {{ text: string, link: string }} HeroAction
 * @typedef {{ title: string, details: string, link?: string }} HomeFeature
 */

/** @param {Record<string, any>} frontmatter @param {string} lang @param {(path: string) => string} link */
export function homeMarkdown(frontmatter, lang, link) {
  const { hero = {}, features = [] } = frontmatter;
  const parts = [`# ${hero.name ?? ''}`];
  if (hero.text) parts.push(hero.text);
  if (hero.tagline) parts.push(`> ${hero.tagline}`);
  if (hero.actions?.length)
    parts.push(
      hero.actions.map((/** @type {HeroAction} */ action) => `[${action.text}](${link(action.link)})`).join(' | '),
    );
  if (features.length) {
    parts.push(`## ${FEATURES_HEADING[lang] ?? FEATURES_HEADING.en}`);
    parts.push(
      features
        .map((/** @type {HomeFeature} */ feature) => {
          const title = feature.link ? `[**${feature.title}**](${link(feature.link)})` : `**${feature.title}**`;
          return `- ${title}: ${feature.details}`;
        })
        .join('\n'),
    );
  }
  return `${parts.join('\n\n')}\n`;
}

/** @param {string} routePath @returns {(path: string) => boolean} */
const isUnder = (routePath) => (path) => path.startsWith(routePath) && path !== routePath;
/** @param {SidebarItem} item @returns {string} */
const firstLink = (item) => item.link ?? (item.items?.length ? firstLink(item.items[0]) : '');

/**
 * The groups an overview page lists: each sidebar group with a page below the overview, and the
 * headings of each of its pages at the levels the page, its group or `[2]` names.
 * @param {SidebarItem[]} sidebar the sidebar the overview page belongs to
 * @param {string} routePath the overview page's route, ending in `/`
 * @param {(routePath: string) => PageInfo | undefined} pageAt
 */
export function overviewGroups(sidebar, routePath, pageAt) {
  const under = isUnder(routePath);
  return sidebar
    .filter((entry) => (entry.items ? entry.items.some((item) => under(firstLink(item))) : under(firstLink(entry))))
    .map((entry) => ({
      name: entry.text ?? '',
      items: (entry.items ?? [entry])
        .filter((item) => !item.dividerType && !item.sectionHeaderText && firstLink(item))
        .map((item) => {
          const link = firstLink(item);
          const page = pageAt(link);
          const levels = item.overviewHeaders ?? page?.frontmatter?.overviewHeaders ?? entry.overviewHeaders ?? [2];
          return {
            text: item.text ?? page?.title ?? link,
            link,
            headings: (page?.toc ?? []).filter((heading) => levels.includes(heading.depth)),
          };
        }),
    }));
}

/**
 * @param {{ title: string, intro: string, groups: ReturnType<typeof overviewGroups> }} overview
 * @param {(path: string) => string} link
 */
export function overviewMarkdown({ title, intro, groups }, link) {
  const parts = [`# ${title}`];
  if (intro.trim()) parts.push(intro.trim());
  for (const group of groups) {
    parts.push(`## ${group.name}`);
    for (const item of group.items) {
      parts.push(`### [${item.text}](${link(item.link)})`);
      if (item.headings.length) {
        parts.push(item.headings.map((heading) => `- [${heading.text}](${link(item.link)}#${heading.id})`).join('\n'));
      }
    }
  }
  return `${parts.join('\n\n')}\n`;
}
