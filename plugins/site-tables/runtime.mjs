// Runs in the browser: fills Rspress's route table part by part and its sidebars one by one (plugins/site-tables),
// when a page needs them.
import { partOf, routeKey } from './route-key.mjs';

/**
 * @typedef {{ path: string }} Route
 * @param {Route[]} routes the table Rspress reads, filled here
 * @param {Array<null | (() => Promise<{ routes: Route[] }>)>} parts a loader per part; null for a part with no route
 * @param {readonly string[]} langPrefixes
 * @returns {(pathname: string) => Promise<void>} adds the part that holds `pathname`'s route; rejects when it
 * cannot be fetched, and tries again on the next call
 */
export function routeLoader(routes, parts, langPrefixes) {
  /** @type {Map<number, Promise<void>>} */
  const loading = new Map();
  return (pathname) => {
    const part = partOf(routeKey(pathname, langPrefixes), parts.length);
    const known = loading.get(part);
    if (known) return known;
    const load = parts[part];
    const promise = load
      ? load().then(
          (module) => {
            routes.push(...module.routes);
          },
          (error) => {
            loading.delete(part);
            console.warn(`Could not load the routes for ${pathname}; a link there loads the whole page.`, error);
            throw error;
          },
        )
      : Promise.resolve();
    loading.set(part, promise);
    return promise;
  };
}

/**
 * @typedef {Record<string, unknown>} Sidebars Rspress's sidebars by path prefix
 * @typedef {{ themeConfig?: { sidebar?: Sidebars, locales?: Array<{ sidebar?: Sidebars }> } }} SiteData
 * @typedef {[locale: number, prefix: string, load: () => Promise<{ default: unknown }>]} SidebarPart
 */

/**
 * Whether Rspress shows the sidebar of `prefix` on `path` (@rspress/shared's matchSidebar).
 * @param {string} prefix @param {string} path
 */
const shows = (prefix, path) => path === prefix || path.startsWith(prefix) || path.startsWith(`${prefix}.`);

/**
 * @param {SiteData} site the site data Rspress reads, whose sidebars are filled here
 * @param {SidebarPart[]} parts a loader per sidebar; locale -1 is `themeConfig.sidebar`
 * @returns {(pathname: string) => Promise<void>} adds the sidebars Rspress may show on `pathname`; rejects when one
 * cannot be fetched, and tries again on the next call
 */
export function sidebarLoader(site, parts) {
  /** @type {Map<SidebarPart, Promise<void>>} */
  const loading = new Map();
  /** @param {SidebarPart} part */
  const load = (part) => {
    const [locale, prefix, fetchPart] = part;
    const holder = locale < 0 ? site.themeConfig?.sidebar : site.themeConfig?.locales?.[locale]?.sidebar;
    const promise = fetchPart().then(
      (module) => {
        if (holder) holder[prefix] = module.default;
      },
      (error) => {
        loading.delete(part);
        console.warn(`Could not load the sidebar of ${prefix}; links load whole pages until it can be.`, error);
        throw error;
      },
    );
    loading.set(part, promise);
    return promise;
  };
  return async (pathname) => {
    let path = pathname;
    try {
      path = decodeURIComponent(pathname);
    } catch {
      // A malformed escape: matched as it is, as Rspress would fail to decode it too.
    }
    await Promise.all(parts.filter(([, prefix]) => shows(prefix, path)).map((part) => loading.get(part) ?? load(part)));
  };
}
