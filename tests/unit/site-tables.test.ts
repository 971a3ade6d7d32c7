import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RouteMeta } from '@rspress/core';
import { describe, expect, rs, test } from '@rstest/core';
import { partOf, ROUTE_PARTS, routeKey } from '../../plugins/site-tables/route-key.mjs';
import { applyPatch, patchOf, RSPRESS_PATCHES } from '../../plugins/site-tables/rspress-patches.mjs';
import { routeLoader, sidebarLoader } from '../../plugins/site-tables/runtime.mjs';
import { langPrefixesOf, splitRouteTable } from '../../plugins/site-tables/split-routes.mjs';
import { readSiteData, splitSiteData } from '../../plugins/site-tables/split-sidebars.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const rspressDist = path.join(
  path.dirname(createRequire(path.join(root, 'package.json')).resolve('@rspress/core/package.json')),
  'dist',
);

const route = (routePath: string, lang: 'en' | 'zh', file: string): RouteMeta => ({
  routePath,
  pureRoutePath: routePath.replace(/^\/zh(?=\/)/, ''),
  absolutePath: `/site/docs/${file}`,
  relativePath: file,
  pageName: path.basename(file, '.mdx'),
  lang,
  version: '',
});
const ROUTES = [
  route('/', 'en', 'en/index.md'),
  route('/zh/', 'zh', 'zh/index.md'),
  route('/guide/basic/mock', 'en', 'en/guide/basic/mock.mdx'),
  route('/zh/guide/basic/mock', 'zh', 'zh/guide/basic/mock.mdx'),
  route('/api/rstest/fakeTimers', 'en', 'en/api/rstest/fakeTimers.mdx'),
  route('/zh/api/rstest/fakeTimers', 'zh', 'zh/api/rstest/fakeTimers.mdx'),
];

/** Rspress's module for ROUTES as it reaches the plugin: generated, then compiled by SWC. */
function rspressModule(routes: RouteMeta[], fields = ['path', 'element', 'filePath', 'preload', 'lang', 'version']) {
  const loaders = routes.map(
    (r, i) =>
      `const loadRoute${i} = ()=>import(/* webpackChunkName: "route-${i}" */ ${JSON.stringify(r.absolutePath)});\nconst Route${i} = lazyWithPreload(loadRoute${i});`,
  );
  const value = (field: string, r: RouteMeta, i: number) =>
    ({
      path: `'${r.routePath}'`,
      element: `/*#__PURE__*/ React.createElement(Route${i})`,
      filePath: `'${r.relativePath}'`,
      preload: `async ()=>{\n            await Route${i}.preload();\n            return loadRoute${i}();\n        }`,
      lang: `'${r.lang}'`,
      version: "''",
    })[field] ?? "''";
  const entries = routes.map(
    (r, i) => `    {\n${fields.map((field) => `        ${field}: ${value(field, r, i)}`).join(',\n')}\n    }`,
  );
  return `\nimport React from 'react';\nimport { lazyWithPreload } from "react-lazy-with-preload";\n${loaders.join('\n')}\nexport const routes = [\n${entries.join(',\n')}\n];\n`;
}
const VIRTUAL = '/site/node_modules/.rspress/runtime/virtual-routes.js';

describe('route keys', () => {
  test('a path and its forms that Rspress matches share a key, and a page shares it with its translation', () => {
    const forms = ['/guide/basic/mock', '/guide/basic/mock/', '/guide/basic/mock.html', '/Guide/Basic/Mock?x=1#y'];
    for (const form of [...forms, ...forms.map((form) => `/zh${form}`)])
      expect(routeKey(form, ['zh'])).toBe('/guide/basic/mock');
    expect(['/', '/index.html', '/zh/', '/zh', '/zh/index'].map((form) => routeKey(form, ['zh']))).toEqual([
      '',
      '',
      '',
      '',
      '',
    ]);
    expect(routeKey('/zhuyin/page', ['zh'])).toBe('/zhuyin/page');
    expect(routeKey('/bad%E0%A4%A', ['zh'])).toBe('/bad%e0%a4%a');
  });

  test('parts are spread over the whole range', () => {
    const parts = new Set(Array.from({ length: 1000 }, (_, i) => partOf(`/guide/page-${i}`, ROUTE_PARTS)));
    expect(parts.size).toBe(ROUTE_PARTS);
  });
});

describe('splitting the table', () => {
  const code = rspressModule(ROUTES);
  const main = splitRouteTable({ code, resourcePath: VIRTUAL, resourceQuery: '' }, ROUTES);

  test('the first-load module holds a loader per filled part and no route', () => {
    expect(main).not.toContain('filePath');
    expect(main).toContain('export const routes = [];');
    const filled = new Set(ROUTES.map((r) => partOf(routeKey(r.routePath, ['zh']), ROUTE_PARTS)));
    expect(main.match(/\?routes-part=\d+/g)?.length).toBe(filled.size);
    expect(main).toContain('["zh"]');
  });

  test('every route is in exactly one part, with its translation, and keeps Rspress’s chunk name', () => {
    const parts = [...main.matchAll(/\?routes-part=(\d+)/g)].map(([query]) =>
      splitRouteTable({ code, resourcePath: VIRTUAL, resourceQuery: query }, ROUTES),
    );
    for (const [i, r] of ROUTES.entries()) {
      const holding = parts.filter((part) => part.includes(`filePath: ${JSON.stringify(r.relativePath)}`));
      expect(holding).toHaveLength(1);
      expect(holding[0]).toContain(`webpackChunkName: "route-${i}" */ ${JSON.stringify(r.absolutePath)}`);
      const other = r.lang === 'en' ? `zh/${r.relativePath.slice(3)}` : `en/${r.relativePath.slice(3)}`;
      expect(holding[0]).toContain(JSON.stringify(other));
    }
  });

  test('languages under a prefix are found from the routes', () => {
    expect(langPrefixesOf(ROUTES)).toEqual(['zh']);
    expect(langPrefixesOf(ROUTES.filter((r) => r.lang === 'en'))).toEqual([]);
  });

  test('a module of another shape fails the build, naming what changed', () => {
    const withNewField = rspressModule(ROUTES, ['path', 'element', 'filePath', 'preload', 'lang', 'version', 'meta']);
    expect(() => splitRouteTable({ code: withNewField, resourcePath: VIRTUAL, resourceQuery: '' }, ROUTES)).toThrow(
      /route fields element, filePath, lang, meta, path, preload, version/,
    );
    const missingPage = rspressModule(ROUTES.slice(1));
    expect(() => splitRouteTable({ code: missingPage, resourcePath: VIRTUAL, resourceQuery: '' }, ROUTES)).toThrow(
      /5 lazy pages for 6 routes, 1 pages without a chunk name/,
    );
  });
});

describe('loading parts in the browser', () => {
  test('loads a part once, adds its routes, and tries again after a failed fetch', async () => {
    const routes: Array<{ path: string }> = [];
    let fail = true;
    const load = rs.fn(async () => {
      if (fail) throw new Error('offline');
      return { routes: [{ path: '/guide/basic/mock' }, { path: '/zh/guide/basic/mock' }] };
    });
    const part = partOf(routeKey('/guide/basic/mock', ['zh']), 4);
    const parts = Array.from({ length: 4 }, (_, i) => (i === part ? load : null));
    const warn = rs.spyOn(console, 'warn').mockImplementation(() => {});
    const routesFor = routeLoader(routes, parts, ['zh']);

    await expect(routesFor('/guide/basic/mock')).rejects.toThrow('offline');
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Could not load the routes for /guide/basic/mock'),
      expect.any(Error),
    );
    fail = false;
    await routesFor('/zh/guide/basic/mock.html');
    await routesFor('/guide/basic/mock');
    expect(load).toHaveBeenCalledTimes(2);
    expect(routes.map((r) => r.path)).toEqual(['/guide/basic/mock', '/zh/guide/basic/mock']);
    const empty = parts.findIndex((loader) => loader === null);
    const pathInEmptyPart = Array.from({ length: 100 }, (_, i) => `/p${i}`).find(
      (p) => partOf(routeKey(p, ['zh']), 4) === empty,
    );
    await expect(routesFor(pathInEmptyPart ?? '/')).resolves.toBeUndefined();
    warn.mockRestore();
  });
});

describe('sidebars', () => {
  const SITE = {
    lang: 'en',
    themeConfig: {
      locales: [
        {
          lang: 'en',
          nav: { default: [{ text: 'Guide', link: '/guide/start/' }] },
          sidebar: {
            '/guide/': [{ text: 'CLI', link: '/guide/basic/cli', _fileKey: 'en/guide/basic/cli' }],
            '/api/': [],
          },
        },
        { lang: 'zh', sidebar: { '/zh/guide/': [{ text: '命令行', link: '/zh/guide/basic/cli' }] } },
      ],
    },
  };
  // As Rspress writes the module and SWC passes it on.
  const code = `export default ${JSON.stringify(SITE, null, 2)};`;
  const SITE_DATA = '/site/node_modules/.rspress/runtime/virtual-site-data.js';
  const main = splitSiteData({ code, resourcePath: SITE_DATA, resourceQuery: '' });

  test('the first-load module keeps the site data with empty sidebars, and a loader per sidebar', () => {
    expect(main).not.toContain('_fileKey');
    expect(main).toContain('"nav":{"default":[{"text":"Guide","link":"/guide/start/"}]}');
    expect(main.match(/"sidebar":\{\}/g)).toHaveLength(2);
    expect(main.match(/\?sidebar-part=\d/g)).toEqual(['?sidebar-part=0', '?sidebar-part=1', '?sidebar-part=2']);
    expect(main).toContain('[0, "/guide/", ');
    expect(main).toContain('[1, "/zh/guide/", ');
  });

  test('a part is one sidebar', () => {
    const part = (n: number) => splitSiteData({ code, resourcePath: SITE_DATA, resourceQuery: `?sidebar-part=${n}` });
    expect(part(0)).toBe(`export default ${JSON.stringify(SITE.themeConfig.locales[0].sidebar['/guide/'])};\n`);
    expect(part(2)).toContain('命令行');
    expect(() => part(3)).toThrow('no sidebar 3');
  });

  test('a module in another shape fails the build, naming what it expected', () => {
    expect(() => readSiteData('const siteData = {}; export { siteData as default };')).toThrow(
      'is no longer `export default {JSON}`',
    );
  });

  test('loads the sidebars Rspress shows on a page, once, and tries again after a failed fetch', async () => {
    const site = { themeConfig: { locales: [{ sidebar: {} as Record<string, unknown> }, { sidebar: {} }] } };
    let fail = true;
    const guide = rs.fn(async () => {
      if (fail) throw new Error('offline');
      return { default: ['cli'] };
    });
    const zhGuide = rs.fn(async () => ({ default: ['命令行'] }));
    const warn = rs.spyOn(console, 'warn').mockImplementation(() => {});
    const sidebarFor = sidebarLoader(site, [
      [0, '/guide/', guide],
      [1, '/zh/guide/', zhGuide],
    ]);
    await expect(sidebarFor('/guide/basic/cli')).rejects.toThrow('offline');
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Could not load the sidebar of /guide/'),
      expect.any(Error),
    );
    fail = false;
    await sidebarFor('/guide/basic/cli');
    await sidebarFor('/guide/start/');
    expect(guide).toHaveBeenCalledTimes(2);
    expect(zhGuide).not.toHaveBeenCalled();
    expect(site.themeConfig.locales[0].sidebar).toEqual({ '/guide/': ['cli'] });
    await sidebarFor('/zh/guide/basic/%E5%91%BD');
    expect(site.themeConfig.locales[1].sidebar).toEqual({ '/zh/guide/': ['命令行'] });
    await sidebarFor('/');
    expect(guide).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('the patched Rspress modules', () => {
  for (const patch of RSPRESS_PATCHES) {
    test(`@rspress/core/dist/${patch.file} has each text the patch edits, once`, () => {
      const file = path.join(rspressDist, patch.file);
      expect(patchOf(file)).toBe(patch);
      const patched = applyPatch(readFileSync(file, 'utf8'), patch);
      for (const [, replace] of patch.edits) expect(patched).toContain(replace);
    });
  }

  test('an edit whose text is gone fails, naming the file and the text', () => {
    const [patch] = RSPRESS_PATCHES;
    expect(() => applyPatch('export {}', patch)).toThrow(
      `@rspress/core/dist/${patch.file} contains 0 times, not once, the text ${JSON.stringify(patch.edits[0][0])}`,
    );
  });
});
