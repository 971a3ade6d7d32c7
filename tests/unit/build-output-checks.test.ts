import { describe, expect, test } from '@rstest/core';
import {
  hydrationMarkerProblems,
  overviewProblems,
  pageListProblems,
  scriptLoaderProblems,
  searchIndexProblems,
  siteTableProblems,
  tokenCounts,
} from '../../tools/lib/build-output-checks.mjs';

describe('build output checks', () => {
  test('the script loader must be there and no deferred app script left', () => {
    const loaded = '<script data-scripts="/static/js/index.1.js /static/js/lib.2.js">…</script>';
    expect(scriptLoaderProblems('/a', loaded)).toEqual([]);
    // What Rspress writes without plugins/scripts-after-paint.
    const stock = '<script defer src="/static/js/index.1.js"></script>';
    expect(scriptLoaderProblems('/a', stock)).toEqual([
      '/a: no script loader (<script data-scripts="/static/js/…">) from plugins/scripts-after-paint',
      '/a: a deferred app script is left in the page; plugins/scripts-after-paint should have replaced it',
    ]);
    expect(scriptLoaderProblems('/a', `${loaded}<script src="/static/js/x.js" defer></script>`)).toHaveLength(1);
  });

  test('hydration markers must open and close in order, and no marker element stay', () => {
    expect(hydrationMarkerProblems('/a', '<!--$s--><p>a</p><!--/$s--><!--$s--><!--/$s-->')).toEqual([]);
    expect(hydrationMarkerProblems('/a', '<!--$s--><p>a</p>')).toEqual([
      '/a: 1 postponed part(s) opened with <!--$s--> and never closed',
    ]);
    expect(hydrationMarkerProblems('/a', '<!--/$s--><!--$s-->')[0]).toContain('before its');
    expect(hydrationMarkerProblems('/a', '<hydrate-later></hydrate-later><p>a</p>')[0]).toContain('marker elements');
  });

  test('code tokens are counted by kind', () => {
    const html =
      '<span class="line"><span class="sk-keyword">const</span> a = <span style="color:var(--shiki-token-string)">"x"</span></span>';
    expect(tokenCounts(html)).toEqual({ compact: 1, inline: 1 });
  });

  test('an overview page must list the headings of its pages', () => {
    const links = Array.from({ length: 12 }, (_, i) => `<a href="/api/rstest/p${i}#h${i}">h</a>`).join('');
    expect(overviewProblems('/api/', links)).toEqual([]);
    expect(overviewProblems('/zh/api/', links.replaceAll('/api/', '/zh/api/'))).toEqual([]);
    expect(overviewProblems('/api/', '<a href="/api/rstest/p1">p1</a>')).toEqual([
      '/api/: an overview page lists 0 headings of its pages, expected at least 10',
    ]);
  });

  test('every documentation page must be in its search index; the home and 404 pages need not be', () => {
    const pages = [
      { route: '/', html: '<div class="rp-home">' },
      { route: '/guide/a', html: '<div class="rp-doc rspress-doc">' },
      { route: '/zh/guide/a', html: '<div class="rp-doc rspress-doc">' },
    ];
    expect(searchIndexProblems(pages, { en: ['/guide/a'], zh: ['/zh/guide/a'] })).toEqual([]);
    expect(searchIndexProblems(pages, { en: ['/guide/a'], zh: [] })).toEqual([
      '/zh/guide/a: a documentation page missing from the search index (plugins/search)',
    ]);
  });

  test('no entry of the page list may be in the first load', () => {
    // Rspress's own fallback for the 404 page names no file.
    const runtime = { file: 'static/js/0.js', code: 'fallback={routePath:"/404",_relativePath:""}' };
    const withList = {
      file: 'static/js/index.js',
      code: 'pages:[{routePath:"/guide/",lang:"en",_relativePath:"en/guide/index.mdx"}]',
    };
    expect(pageListProblems([runtime])).toEqual([]);
    expect(pageListProblems([runtime, withList])).toEqual([
      'static/js/index.js: the site-wide page list is in the first load; plugins/page-data should have left it to the page chunks',
    ]);
  });

  test('no route of the route table and no sidebar entry may be in the first load', () => {
    const runtime = { file: 'static/js/index.js', code: 'const routes=[];const routesFor=r(routes,[()=>n.e("a")])' };
    const withTable = {
      file: 'static/js/index.js',
      code: 'routes=[{path:"/guide/",element:c(a),filePath:"en/guide/index.mdx",lang:"en",version:""}]',
    };
    const withSidebar = {
      file: 'static/js/index.js',
      code: 'sidebar:{"/guide/":[{text:"CLI",link:"/guide/basic/cli.html",_fileKey:"en/guide/basic/cli"}]}',
    };
    expect(siteTableProblems([runtime])).toEqual([]);
    expect(siteTableProblems([withTable, withSidebar])).toEqual([
      "static/js/index.js: Rspress's route table is in the first load; plugins/site-tables should have cut it into parts",
      'static/js/index.js: a sidebar is in the first load; plugins/site-tables should have made each sidebar a chunk of its own',
    ]);
  });
});
