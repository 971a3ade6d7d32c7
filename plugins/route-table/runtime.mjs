// Runs in the browser: fills Rspress's route table part by part (plugins/route-table), when a route is asked for.
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
