// Runs in the browser and in the build: which part of the route table holds a route (plugins/site-tables).

/** How many parts the route table is cut into. Fixed, so the first load does not grow with the site. */
export const ROUTE_PARTS = 64;

/**
 * A route's key: its path as Rspress matches it (no query or hash, no `.html`, `/index` as `/`, lower case,
 * no trailing slash) without the language prefix, so a page and its translations share a key, and so a part.
 * @param {string} pathname a route path or an address's path, without the site's base
 * @param {readonly string[]} langPrefixes the languages whose pages live under `/<lang>/`
 */
export function routeKey(pathname, langPrefixes) {
  let path = pathname.split(/[?#]/)[0];
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: Rspress matches nothing for it either, so any part will do.
  }
  path = path
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .toLowerCase()
    .replace(/\/+$/, '');
  for (const lang of langPrefixes) {
    const prefix = `/${lang.toLowerCase()}`;
    if (path === prefix || path.startsWith(`${prefix}/`)) return path.slice(prefix.length);
  }
  return path;
}

/**
 * The part (0 to `parts - 1`) that holds the route of `key`: FNV-1a, the same in Node and in browsers.
 * @param {string} key @param {number} parts
 */
export function partOf(key, parts) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % parts;
}
