// The browser build's copy of Rspress's site data without its sidebars (plugins/site-tables): the first load
// keeps each sidebar's path prefix and a loader, and each sidebar, a chunk of its own, is loaded for the pages
// under its prefix.

const RUNTIME_MODULE = new URL('./runtime.mjs', import.meta.url).pathname;
/** The query that asks the site-data module for one sidebar. */
export const SIDEBAR_QUERY = 'sidebar-part';
const HEAD = 'export default ';

/**
 * @typedef {{ lang?: string, sidebar?: Record<string, unknown> }} LocaleTheme
 * @typedef {{ themeConfig?: { sidebar?: Record<string, unknown>, locales?: LocaleTheme[] } }} SiteData
 * @typedef {{ locale: number, prefix: string, items: unknown }} SidebarPart locale -1: themeConfig.sidebar
 */

/**
 * The site data the module holds. Fails the build, naming what it expected, when Rspress writes it otherwise.
 * @param {string} code the module as it reaches the plugin (Rspress's `export default {...}`, compiled by SWC)
 * @returns {SiteData}
 */
export function readSiteData(code) {
  const start = code.indexOf(HEAD);
  const end = code.lastIndexOf('}');
  try {
    if (start >= 0 && end > start) return JSON.parse(code.slice(start + HEAD.length, end + 1));
  } catch {
    // Reported below.
  }
  throw new Error(
    "plugins/site-tables: Rspress's virtual-site-data module is no longer `export default {JSON}`, so the sidebars cannot leave the first load",
  );
}

/**
 * Every sidebar of the site data, by where it sits and its path prefix, in a fixed order.
 * @param {SiteData} site
 * @returns {SidebarPart[]}
 */
export function sidebarsOf(site) {
  const holders = [site.themeConfig?.sidebar, ...(site.themeConfig?.locales ?? []).map((locale) => locale.sidebar)];
  return holders.flatMap((sidebar, at) =>
    Object.entries(sidebar ?? {}).map(([prefix, items]) => ({ locale: at - 1, prefix, items })),
  );
}

/**
 * The browser build's module for `virtual-site-data` (no query: the site data with empty sidebars, and a loader
 * per sidebar) or one sidebar (`?sidebar-part=N`).
 * @param {{ code: string, resourcePath: string, resourceQuery: string }} module
 */
export function splitSiteData({ code, resourcePath, resourceQuery }) {
  const site = readSiteData(code);
  const parts = sidebarsOf(site);
  const asked = new URLSearchParams(resourceQuery).get(SIDEBAR_QUERY);
  if (asked !== null) {
    const part = parts[Number(asked)];
    if (!part) throw new Error(`plugins/site-tables: no sidebar ${asked} in the site data`);
    return `${HEAD}${JSON.stringify(part.items)};\n`;
  }
  const themeConfig = site.themeConfig ?? {};
  const emptied = {
    ...site,
    themeConfig: {
      ...themeConfig,
      ...(themeConfig.sidebar ? { sidebar: {} } : {}),
      ...(themeConfig.locales ? { locales: themeConfig.locales.map((locale) => ({ ...locale, sidebar: {} })) } : {}),
    },
  };
  const entries = parts.map(
    ({ locale, prefix }, at) =>
      `[${locale}, ${JSON.stringify(prefix)}, () => import(${JSON.stringify(`${resourcePath}?${SIDEBAR_QUERY}=${at}`)})]`,
  );
  return [
    `import { sidebarLoader } from ${JSON.stringify(RUNTIME_MODULE)};`,
    `const siteData = ${JSON.stringify(emptied)};`,
    'export default siteData;',
    `export const sidebarFor = sidebarLoader(siteData, [${entries.join(', ')}]);`,
    '',
  ].join('\n');
}
