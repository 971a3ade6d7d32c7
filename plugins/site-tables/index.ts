import type { RouteMeta, RspressPlugin } from '@rspress/core';
import { rspressVirtualModule } from '../shared/rspress-virtual-modules.mjs';
import { applyPatch, patchOf, RSPRESS_PATCHES } from './rspress-patches.mjs';
import { splitRouteTable } from './split-routes.mjs';
import { splitSiteData } from './split-sidebars.mjs';

type TransformedModule = { code: string; resourcePath: string; resourceQuery: string };

// Rspress's virtual modules of the route table and of the site data (which holds every sidebar of every
// language), in the browser build.
const ROUTE_TABLE_MODULE = rspressVirtualModule('routes');
const SITE_DATA_MODULE = rspressVirtualModule('site-data');
const PATCHED_MODULES = RSPRESS_PATCHES.map(
  ({ file }) =>
    new RegExp(
      `[\\\\/]@rspress[\\\\/]core[\\\\/]dist[\\\\/]${file.replaceAll('/', '[\\\\/]').replaceAll('.', '\\.')}$`,
    ),
);

/**
 * Rspress puts the whole route table (each page's path, file, language and chunk loader) and the sidebar of every
 * section of every language into the JavaScript every page loads first: about 45 bytes gzip a page, for every page
 * of both languages. In production builds the browser gets loaders instead. The route table is cut into 64 parts,
 * by a hash of the path without its language, so a page and its translation share a part; each sidebar is a part
 * of its own. Before Rspress renders a page it loads the page's route part and sidebar; a link whose route is not
 * known yet loads its part when the pointer reaches it, or when it is followed; a page that cannot be prepared
 * loads whole. The pre-render keeps everything. The first load no longer grows with the number of pages: what grows
 * is the part of the table a page needs, and the sidebar of its own section.
 */
export function pluginSiteTables(): RspressPlugin {
  let routes: RouteMeta[] = [];
  return {
    name: 'rstest-docs:site-tables',
    routeGenerated(generated) {
      routes = generated;
    },
    builderConfig: {
      plugins: [
        {
          name: 'rstest-docs:site-tables',
          setup(api) {
            if (api.context.action !== 'build') return;
            api.transform(
              { test: ROUTE_TABLE_MODULE, environments: ['web'], enforce: 'post' },
              (module: TransformedModule) => splitRouteTable(module, routes),
            );
            api.transform(
              { test: SITE_DATA_MODULE, environments: ['web'], enforce: 'post' },
              (module: TransformedModule) => splitSiteData(module),
            );
            api.transform(
              { test: PATCHED_MODULES, environments: ['web'] },
              ({ code, resourcePath }: TransformedModule) => {
                const patch = patchOf(resourcePath);
                if (!patch) throw new Error(`plugins/site-tables: no patch for ${resourcePath}`);
                return applyPatch(code, patch);
              },
            );
          },
        },
      ],
    },
  };
}
