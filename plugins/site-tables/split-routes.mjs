// The browser build's copy of Rspress's route table, cut into parts (plugins/site-tables): the first load keeps
// a loader per part, and each part, a chunk of its own, holds the routes whose key falls in it.
import { partOf, ROUTE_PARTS, routeKey } from './route-key.mjs';

const RUNTIME_MODULE = new URL('./runtime.mjs', import.meta.url).pathname;
/** The query that asks the route module for one part. */
export const PART_QUERY = 'routes-part';
/** The fields of a route in the module Rspress generates (RouteService.generateRoutesCodeByRouteMeta, 2.0.22). */
const ROUTE_FIELDS = ['element', 'filePath', 'lang', 'path', 'preload', 'version'];
const CHUNK_IMPORT = /import\(\s*\/\*\s*webpackChunkName:\s*"([^"]+)"\s*\*\/\s*("(?:[^"\\]|\\.)*")\s*\)/g;

/** @typedef {import('@rspress/core').RouteMeta} RouteMeta */

/**
 * The chunk name Rspress gave each page's import, by the page's file; Rspress names the preload link of a page's
 * HTML after it. Fails the build, naming what it found, when the module is not in the shape this plugin rebuilds.
 * @param {string} code the module as it reaches the plugin (Rspress's code, compiled by SWC)
 * @param {RouteMeta[]} routes
 */
export function chunkNamesOf(code, routes) {
  const names = new Map([...code.matchAll(CHUNK_IMPORT)].map(([, name, file]) => [JSON.parse(file), name]));
  const table = code.slice(code.indexOf('export const routes'));
  const fields = [...new Set([...table.matchAll(/^\s*(\w+): /gm)].map(([, field]) => field))].sort();
  const lazy = code.split('lazyWithPreload(').length - 1;
  const missing = routes.filter((route) => !names.has(route.absolutePath));
  if (fields.join() !== ROUTE_FIELDS.join() || lazy !== routes.length || missing.length > 0) {
    throw new Error(
      `plugins/site-tables: Rspress's virtual-routes module is not the one this plugin rebuilds: route fields ${fields.join(', ')} (expected ${ROUTE_FIELDS.join(', ')}), ${lazy} lazy pages for ${routes.length} routes, ${missing.length} pages without a chunk name`,
    );
  }
  return names;
}

/**
 * The languages whose routes live under `/<lang>/`.
 * @param {RouteMeta[]} routes
 */
export function langPrefixesOf(routes) {
  const prefixed = routes.filter(
    ({ lang, routePath }) => lang && (routePath === `/${lang}/` || routePath.startsWith(`/${lang}/`)),
  );
  return [...new Set(prefixed.map(({ lang }) => lang))].sort();
}

/**
 * Rspress's code for some routes, as it generates it: a lazy component and a loader per page.
 * @param {RouteMeta[]} routes @param {Map<string, string>} chunkNames
 */
function routesCode(routes, chunkNames) {
  const lines = ["import React from 'react';", 'import { lazyWithPreload } from "react-lazy-with-preload";'];
  routes.forEach((route, i) => {
    const chunk = JSON.stringify(chunkNames.get(route.absolutePath)).slice(1, -1);
    lines.push(
      `const loadRoute${i} = () => import(/* webpackChunkName: "${chunk}" */ ${JSON.stringify(route.absolutePath)});`,
      `const Route${i} = lazyWithPreload(loadRoute${i});`,
    );
  });
  const entries = routes.map(
    (route, i) =>
      `{ path: ${JSON.stringify(route.routePath)}, element: React.createElement(Route${i}), filePath: ${JSON.stringify(route.relativePath)}, preload: async () => { await Route${i}.preload(); return loadRoute${i}(); }, lang: ${JSON.stringify(route.lang)}, version: ${JSON.stringify(route.version)} }`,
  );
  return `${lines.join('\n')}\nexport const routes = [\n${entries.join(',\n')}\n];\n`;
}

/**
 * The browser build's module for `virtual-routes` (no query) or one of its parts (`?routes-part=N`).
 * @param {{ code: string, resourcePath: string, resourceQuery: string }} module the module as it reaches the
 * plugin, the file its parts import with a query, and the query
 * @param {RouteMeta[]} routes every route, as Rspress reports them
 */
export function splitRouteTable({ code, resourcePath, resourceQuery }, routes) {
  const chunkNames = chunkNamesOf(code, routes);
  const langPrefixes = langPrefixesOf(routes);
  const partOfRoute = (/** @type {RouteMeta} */ route) => partOf(routeKey(route.routePath, langPrefixes), ROUTE_PARTS);
  const asked = new URLSearchParams(resourceQuery).get(PART_QUERY);
  if (asked !== null)
    return routesCode(
      routes.filter((route) => partOfRoute(route) === Number(asked)),
      chunkNames,
    );
  const filled = new Set(routes.map(partOfRoute));
  const loaders = Array.from({ length: ROUTE_PARTS }, (_, part) =>
    filled.has(part) ? `() => import(${JSON.stringify(`${resourcePath}?${PART_QUERY}=${part}`)})` : 'null',
  );
  return [
    `import { routeLoader } from ${JSON.stringify(RUNTIME_MODULE)};`,
    'export const routes = [];',
    `export const routesFor = routeLoader(routes, [${loaders.join(', ')}], ${JSON.stringify(langPrefixes)});`,
    '',
  ].join('\n');
}
