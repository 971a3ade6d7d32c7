import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import { rspressVirtualModule } from '../shared/rspress-virtual-modules.mjs';
import { emptyPageList } from './page-list.mjs';
import { listedEntries, ownEntryOf, registerPagesModule, slimPageInfo } from './slim.mjs';

/** Written by each production build: one module per page (its own entry) and one per Overview page (the pages it lists). */
const MODULES_FOLDER = path.resolve('node_modules/.cache/rstest-docs/page-list');
const moduleOf = (kind: 'page' | 'overview', routePath: string) =>
  path.join(MODULES_FOLDER, kind, `${routePath.replace(/^\/|\/$/g, '').replaceAll('/', '-') || 'root'}.mjs`);
const REGISTER_MODULE = path.join(import.meta.dirname, 'register-pages.mjs');
// Rspress's virtual module of the page list, in the browser build (dev-hot-data matches the same file).
const PAGE_LIST_MODULE = rspressVirtualModule('page-data');

/** A remark plugin that adds `import '<module>'` to each file of `imports` (MDX's own import node). */
function remarkImports(imports: Map<string, string[]>) {
  return () => (tree: { children: unknown[] }, file: { path?: string }) => {
    for (const module of (file.path && imports.get(path.resolve(file.path))) || []) {
      const declaration = {
        type: 'ImportDeclaration',
        specifiers: [],
        source: { type: 'Literal', value: module, raw: JSON.stringify(module) },
      };
      tree.children.unshift({
        type: 'mdxjsEsm',
        value: `import ${JSON.stringify(module)};`,
        data: { estree: { type: 'Program', sourceType: 'module', body: [declaration] } },
      });
    }
  };
}

/**
 * Rspress puts every page's title, front matter, complete heading list, file and last update into the
 * JavaScript that every page loads first: about 20 bytes gzip a page, for every page of both languages. Rspress
 * reads from that list only the entry of the page it renders (and takes the title, headings and front matter
 * from the page's own chunk), and an Overview page reads the headings of the pages it lists.
 * In development this plugin trims the list to what is read. In production builds the list leaves the first
 * load: the browser build's list is empty, each page's chunk registers its own entry, and an Overview page's
 * chunk the headings of the pages it lists (register-pages.mjs), before Rspress reads them.
 */
export function pluginSlimPageData(): RspressPlugin {
  let overviewRoutes: string[] = [];
  let production = false;
  // Page file → the modules it imports: its own entry's, and an Overview page's of the pages it lists.
  const imports = new Map<string, string[]>();
  // The module of a page's own entry → the page, whose entry is complete once every plugin's extendPageData ran.
  const ownEntries = new Map<string, PageIndexInfo>();
  return {
    name: 'rstest-docs:slim-page-data',
    // Runs once with every page, before `extendPageData` runs per page and before any page compiles.
    modifySearchIndexData(pages: PageIndexInfo[], isProd: boolean) {
      production = isProd;
      const overviews = pages.filter((page) => page.frontmatter?.overview === true);
      overviewRoutes = overviews.map((page) => page.routePath);
      imports.clear();
      ownEntries.clear();
      if (!isProd) return;
      rmSync(MODULES_FOLDER, { recursive: true, force: true });
      for (const kind of ['page', 'overview'] as const) mkdirSync(path.join(MODULES_FOLDER, kind), { recursive: true });
      for (const page of pages) {
        const own = moduleOf('page', page.routePath);
        ownEntries.set(own, page);
        imports.set(path.resolve(page._filepath), [own]);
      }
      for (const overview of overviews) {
        const module = moduleOf('overview', overview.routePath);
        writeFileSync(module, registerPagesModule(REGISTER_MODULE, listedEntries(pages, overview.routePath)));
        imports.get(path.resolve(overview._filepath))?.push(module);
      }
    },
    extendPageData(page) {
      slimPageInfo(page, overviewRoutes, { listedHeadings: !production });
    },
    markdown: { remarkPlugins: [remarkImports(imports)] },
    builderConfig: {
      // In the first load, so the page chunks share it instead of each carrying a copy.
      source: { preEntry: [REGISTER_MODULE] },
      plugins: [
        {
          name: 'rstest-docs:page-list',
          setup(api) {
            if (api.context.action !== 'build') return;
            // Rspress runs every plugin's extendPageData while it configures the build, so the entries are complete
            // here, and the pages that import them have not compiled yet.
            api.onBeforeBuild(() => {
              for (const [module, page] of ownEntries) {
                writeFileSync(module, registerPagesModule(REGISTER_MODULE, [ownEntryOf(page)]));
              }
            });
            api.transform(
              { test: PAGE_LIST_MODULE, environments: ['web'], enforce: 'post' },
              ({ code }: { code: string }) => emptyPageList(code),
            );
          },
        },
      ],
    },
  };
}
