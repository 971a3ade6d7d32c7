// Runs in the browser: fills Rspress's route table part by part and its sidebars one by one (plugins/site-tables),
// when a page needs them.
import { partOf, routeKey } from './route-key.mjs';

/**
 * Runs each load once per key, keeping its promise; a load that fails is warned about, rejects, and is run again
 * the next time its key is asked for.
 * @returns {(key: unknown, load: () => Promise<void>, warning: string) => Promise<void>}
 */
function loadOnce() {
  /** @type {Map<unknown, Promise<void>>} */
  const loading = new Map();
  return (key, load, warning) => {
    const known = loading.get(key);
    if (known) return known;
    const promise = load().catch((error) => {
      loading.delete(key);
      console.warn(warning, error);
      throw error;
    });
    loading.set(key, promise);
    return promise;
  };
}

/**
 * @typedef {{ path: string }} Route
 * @param {Route[]} routes the table Rspress reads, filled here
 * @param {Array<null | (() => Promise<{ routes: Route[] }>)>} parts a loader per part; null for a part with no route
 * @param {readonly string[]} langPrefixes
 * @returns {(pathname: string) => Promise<void>} adds the part that holds `pathname`'s route; rejects when it
 * cannot be fetched, and tries again on the next call
 */
export function routeLoader(routes, parts, langPrefixes) {
  const once = loadOnce();
  return (pathname) => {
    const part = partOf(routeKey(pathname, langPrefixes), parts.length);
    const load = parts[part];
    if (!load) return Promise.resolve();
    return once(
      part,
      () =>
        load().then((module) => {
          routes.push(...module.routes);
        }),
      `Could not load the routes for ${pathname}; a link there loads the whole page.`,
    );
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
  const once = loadOnce();
  /** @param {SidebarPart} part */
  const load = (part) => {
    const [locale, prefix, fetchPart] = part;
    const holder = locale < 0 ? site.themeConfig?.sidebar : site.themeConfig?.locales?.[locale]?.sidebar;
    return once(
      part,
      () =>
        fetchPart().then((module) => {
          if (holder) holder[prefix] = module.default;
        }),
      `Could not load the sidebar of ${prefix}; links load whole pages until it can be.`,
    );
  };
  return async (pathname) => {
    let path = pathname;
    try {
      path = decodeURIComponent(pathname);
    } catch {
      // A malformed escape: matched as it is, as Rspress would fail to decode it too.
    }
    await Promise.all(parts.filter(([, prefix]) => shows(prefix, path)).map(load));
  };
}
