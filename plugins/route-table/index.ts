import type { RouteMeta, RspressPlugin } from '@rspress/core';
import { applyPatch, patchOf, RSPRESS_PATCHES } from './rspress-patches.mjs';
import { splitRouteTable } from './split-routes.mjs';

// Rspress's virtual module of the route table, in the browser build.
const ROUTE_TABLE_MODULE = /[\\/]\.rspress[\\/](runtime[\\/])?virtual-routes\.js$/;
const PATCHED_MODULES = RSPRESS_PATCHES.map(
  ({ file }) =>
    new RegExp(
      `[\\\\/]@rspress[\\\\/]core[\\\\/]dist[\\\\/]${file.replaceAll('/', '[\\\\/]').replaceAll('.', '\\.')}$`,
    ),
);

/**
 * Rspress puts the whole route table (each page's path, file, language and chunk loader) into the JavaScript every
 * page loads first: about 30 bytes gzip a page, for every page of both languages. In production builds the browser
 * gets a loader per part of the table instead (64 parts, by a hash of the path without its language, so a page
 * and its translation share a part). Before Rspress renders a page it loads that page's part; a link whose route
 * is not known yet loads its part when the pointer reaches it, or when it is followed. The pre-render keeps the
 * whole table. The first load no longer grows with the number of pages, only each part does.
 */
export function pluginRouteTable(): RspressPlugin {
  let routes: RouteMeta[] = [];
  return {
    name: 'rstest-docs:route-table',
    routeGenerated(generated) {
      routes = generated;
    },
    builderConfig: {
      plugins: [
        {
          name: 'rstest-docs:route-table',
          setup(api) {
            if (api.context.action !== 'build') return;
            api.transform(
              { test: ROUTE_TABLE_MODULE, environments: ['web'], enforce: 'post' },
              (module: { code: string; resourcePath: string; resourceQuery: string }) =>
                splitRouteTable(module, routes),
            );
            api.transform(
              { test: PATCHED_MODULES, environments: ['web'] },
              ({ code, resourcePath }: { code: string; resourcePath: string }) => {
                const patch = patchOf(resourcePath);
                if (!patch) throw new Error(`plugins/route-table: no patch for ${resourcePath}`);
                return applyPatch(code, patch);
              },
            );
          },
        },
      ],
    },
  };
}
