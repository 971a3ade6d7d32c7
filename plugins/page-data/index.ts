import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import { overviewHeadingsModule, slimPageInfo } from './slim.mjs';

/** Written by each production build, one per Overview page, each imported by its page only. */
const HEADINGS_FOLDER = path.resolve('node_modules/.cache/rstest-docs/overview-headings');
const headingsModuleOf = (routePath: string) =>
  path.join(HEADINGS_FOLDER, `${routePath.replace(/^\/|\/$/g, '').replaceAll('/', '-') || 'root'}.mjs`);

/** A remark plugin that adds `import '<module>'` to each file of `imports` (MDX's own import node). */
function remarkImports(imports: Map<string, string>) {
  return () => (tree: { children: unknown[] }, file: { path?: string }) => {
    const module = file.path && imports.get(path.resolve(file.path));
    if (!module) return;
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
  };
}

/**
 * Rspress puts every page's title, front matter and complete heading list into the JavaScript that every
 * page loads first. Only the Overview pages read headings from that list (the levels their sidebar groups
 * ask for), and nothing reads its front matter: each page takes its own from its route chunk. This plugin
 * trims the list to what is read, which keeps the first load inside its budget. In production builds the
 * headings leave the list altogether and come with the Overview pages' own chunks (slim.mjs).
 */
export function pluginSlimPageData(): RspressPlugin {
  let overviewRoutes: string[] = [];
  let production = false;
  // Overview page file → the module of its headings.
  const headingsImports = new Map<string, string>();
  return {
    name: 'rstest-docs:slim-page-data',
    // Runs once with every page, before `extendPageData` runs per page and before any page compiles.
    modifySearchIndexData(pages: PageIndexInfo[], isProd: boolean) {
      production = isProd;
      const overviews = pages.filter((page) => page.frontmatter?.overview === true);
      overviewRoutes = overviews.map((page) => page.routePath);
      headingsImports.clear();
      if (!isProd) return;
      mkdirSync(HEADINGS_FOLDER, { recursive: true });
      for (const overview of overviews) {
        const module = headingsModuleOf(overview.routePath);
        writeFileSync(module, overviewHeadingsModule(pages, overview.routePath));
        headingsImports.set(path.resolve(overview._filepath), module);
      }
    },
    extendPageData(page) {
      slimPageInfo(page, overviewRoutes, { listedHeadings: !production });
    },
    markdown: { remarkPlugins: [remarkImports(headingsImports)] },
  };
}
