// Four of Rspress's runtime modules, edited in the browser build so that they read a route table and sidebars
// that fill while the reader browses (plugins/site-tables). Written against @rspress/core 2.0.22; each edit must
// find its text exactly once, or the build fails naming the file and the text (tests/unit/site-tables.test.ts runs
// them on the installed files, so an upgrade that changes one fails `npm test` first).

/** @typedef {{ file: string, why: string, edits: Array<[find: string, replace: string]> }} RspressPatch */

/** @type {RspressPatch[]} */
export const RSPRESS_PATCHES = [
  {
    file: 'runtime/route.js',
    why: 'sorts its copy of the table once, when it loads; a lookup that misses starts loading the part that may hold the route',
    edits: [
      ['import { routes } from "virtual-routes";', 'import { routes, routesFor } from "virtual-routes";'],
      ['const sortedRoutes = [', 'let sortedRoutes = ['],
      [
        'function matchRoutes(_routes, pathname) {\n    for (const route of sortedRoutes){',
        "function matchRoutes(_routes, pathname) {\n    if (sortedRoutes.length !== routes.length) sortedRoutes = [\n        ...routes\n    ].sort((a, b)=>(b.path || '').length - (a.path || '').length);\n    for (const route of sortedRoutes){",
      ],
      [
        '    if (route) cache.set(normalizedPathname, route);\n    return route;',
        '    if (route) cache.set(normalizedPathname, route);\n    else routesFor(normalizedPathname).catch(()=>{});\n    return route;',
      ],
      ['function redirectToCleanUrl(location, history) {', 'function redirectToCleanUrl(location, history, retried) {'],
      [
        '    if (!matchedRoute) return false;',
        '    if (!matchedRoute) {\n        if (!retried) routesFor(removeBase(location.pathname)).then(()=>redirectToCleanUrl(location, history, true), ()=>{});\n        return false;\n    }',
      ],
    ],
  },
  {
    file: 'runtime/initPageData.js',
    why: 'runs before Rspress renders a page, on the first load too: the route and the sidebar of the page must be in first',
    edits: [
      [
        'import { pathnameToRouteService } from "./route.js";',
        'import { pathnameToRouteService } from "./route.js";\nimport { routesFor } from "virtual-routes";\nimport { sidebarFor } from "virtual-site-data";',
      ],
      [
        'async function initPageData(routePath) {\n    const matchedRoute = pathnameToRouteService(routePath);',
        'async function initPageData(routePath) {\n    await Promise.all([\n        routesFor(routePath),\n        sidebarFor(routePath)\n    ]);\n    const matchedRoute = pathnameToRouteService(routePath);',
      ],
    ],
  },
  {
    file: 'runtime/ssrClientEntry.js',
    why: 'prepares the first page before it hydrates it; when the page cannot be prepared (its route or sidebar failed to load), the page stays as it was served, with a warning instead of an uncaught error',
    edits: [
      [
        '}\nrenderInBrowser();',
        "}\nrenderInBrowser().catch((error)=>console.warn('This page stays as it was served: its route or sidebar could not be loaded.', error));",
      ],
    ],
  },
  {
    file: 'theme/components/Link/useLinkNavigate.js',
    why: 'loads the whole page when the route is not in the table: it waits for the route first, showing the loading bar after 200 ms as for the page itself; and when the page cannot be prepared (its route or sidebar failed to load), it loads the whole page instead of doing nothing',
    edits: [
      [
        'import nprogress from "nprogress";',
        'import { routesFor } from "virtual-routes";\nimport nprogress from "nprogress";',
      ],
      [
        // The loading bar's timer starts before the wait for the route, which may be a fetch.
        'const matchedRoute = pathnameToRouteService(routePath);\n                if (!matchedRoute) return void window.location.assign(withBaseHref);\n                else {\n                    const timer = setTimeout(()=>{\n                        nprogress.start();\n                    }, 200);',
        'const timer = setTimeout(()=>{\n                    nprogress.start();\n                }, 200);\n                const matchedRoute = pathnameToRouteService(routePath) ?? await routesFor(routePath).then(()=>pathnameToRouteService(routePath), ()=>void 0);\n                if (!matchedRoute) {\n                    clearTimeout(timer);\n                    nprogress.done();\n                    return void window.location.assign(withBaseHref);\n                } else {',
      ],
      [
        'const data = await initPageData(routePath);',
        'const data = await initPageData(routePath).catch(()=>void 0);\n                    if (!data) {\n                        clearTimeout(timer);\n                        nprogress.done();\n                        return void window.location.assign(withBaseHref);\n                    }',
      ],
    ],
  },
];

/**
 * The patch of a module, if it is one of the patched ones.
 * @param {string} resourcePath
 */
export const patchOf = (resourcePath) =>
  RSPRESS_PATCHES.find((patch) => resourcePath.replaceAll('\\', '/').endsWith(`/@rspress/core/dist/${patch.file}`));

/**
 * The module's code with the patch's edits.
 * @param {string} code @param {RspressPatch} patch
 */
export function applyPatch(code, patch) {
  let result = code;
  for (const [find, replace] of patch.edits) {
    const count = result.split(find).length - 1;
    if (count !== 1) {
      throw new Error(
        `plugins/site-tables: @rspress/core/dist/${patch.file} contains ${count} times, not once, the text ${JSON.stringify(find)}; the route table cannot leave the first load until plugins/site-tables/rspress-patches.mjs follows Rspress`,
      );
    }
    result = result.replace(find, () => replace);
  }
  return result;
}
