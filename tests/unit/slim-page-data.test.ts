import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@rstest/core';
import { emptyPageList } from '../../plugins/page-data/page-list.mjs';
import {
  isListedBy,
  listedEntries,
  OVERVIEW_HEADING_DEPTHS,
  ownEntryOf,
  registerPagesModule,
  slimPageInfo,
} from '../../plugins/page-data/slim.mjs';

const DOCS = path.resolve(import.meta.dirname, '../../docs');

const heading = (depth: number, id: string) => ({ id, text: `\`${id}\``, depth, charIndex: 12 });
const pageAt = (routePath: string) => ({
  routePath,
  title: 'Page',
  lang: 'en',
  description: 'What the page says.',
  frontmatter: { description: 'What the page says.', overview: false },
  toc: [heading(2, 'group'), heading(3, 'entry'), heading(4, 'detail')],
});

describe('slimPageInfo', () => {
  test('a page an Overview lists keeps the heading levels the Overview shows', () => {
    const page = pageAt('/api/test-api/expect');
    slimPageInfo(page, ['/api/', '/zh/api/']);
    expect(page.toc).toEqual([
      { id: 'group', text: '`group`', depth: 2 },
      { id: 'entry', text: '`entry`', depth: 3 },
    ]);
    expect(page.frontmatter).toEqual({});
    expect(page).toMatchObject({ title: 'Page', lang: 'en' });
  });

  test('a description that repeats the front matter is dropped, any other is kept', () => {
    const repeated = pageAt('/guide/basic/cli');
    slimPageInfo(repeated, []);
    expect('description' in repeated).toBe(false);
    const own = { ...pageAt('/guide/basic/cli'), description: 'Extracted from the text.' };
    slimPageInfo(own, []);
    expect(own.description).toBe('Extracted from the text.');
  });

  test('other pages and the Overview page itself keep no headings', () => {
    for (const routePath of ['/guide/start/quick-start', '/api/', '/zh/api/expect']) {
      const page = pageAt(routePath);
      slimPageInfo(page, ['/api/']);
      expect(page.toc).toEqual([]);
    }
  });

  test('with the headings in their own module, no page of the list keeps any', () => {
    const page = pageAt('/api/test-api/expect');
    slimPageInfo(page, ['/api/'], { listedHeadings: false });
    expect(page.toc).toEqual([]);
  });

  test("an Overview's module registers the headings of the pages it lists, and only those", () => {
    const pages = [pageAt('/api/test-api/expect'), pageAt('/api/'), pageAt('/config/test/retry'), pageAt('/zh/api/x')];
    const entries = listedEntries(pages, '/api/');
    expect(entries).toEqual([
      {
        routePath: '/api/test-api/expect',
        toc: [
          { id: 'group', text: '`group`', depth: 2 },
          { id: 'entry', text: '`entry`', depth: 3 },
        ],
      },
    ]);
    const source = registerPagesModule('/abs/register-pages.mjs', entries);
    expect(source).toBe(
      `import { registerPages } from "/abs/register-pages.mjs";\nregisterPages(${JSON.stringify(entries)});\n`,
    );
  });

  test("a page's own entry leaves out what Rspress takes from the page's chunk", () => {
    const page = { ...pageAt('/guide/a'), _relativePath: 'en/guide/a.mdx', lastUpdatedTime: 'today', _filepath: '/x' };
    expect(ownEntryOf(page)).toEqual({
      routePath: '/guide/a',
      lang: 'en',
      description: 'What the page says.',
      _relativePath: 'en/guide/a.mdx',
      lastUpdatedTime: 'today',
    });
  });

  test('an Overview lists the pages below its own path', () => {
    expect(isListedBy('/config/', '/config/test/include')).toBe(true);
    expect(isListedBy('/config/', '/config/')).toBe(false);
    expect(isListedBy('/config/', '/zh/config/test/include')).toBe(false);
  });
});

test('the docs ask Overview pages for no heading level the trimmed page list lacks', () => {
  const metaFiles = readdirSync(DOCS, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('_meta.json'),
  );
  const asked = new Set<number>([2]);
  const collect = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') {
      const { overviewHeaders } = value as { overviewHeaders?: number[] };
      for (const depth of overviewHeaders ?? []) asked.add(depth);
      Object.values(value).forEach(collect);
    }
  };
  for (const file of metaFiles) collect(JSON.parse(readFileSync(path.join(DOCS, file), 'utf8')));
  expect(asked.has(3)).toBe(true);
  expect([...asked].filter((depth) => !OVERVIEW_HEADING_DEPTHS.includes(depth))).toEqual([]);
});

describe('emptyPageList', () => {
  const MODULE = `export const pageData = ${JSON.stringify({ pages: [pageAt('/a'), pageAt('/b')] }, null, 2)};
          export const searchIndexHash = {};`;

  test('empties the list and keeps the rest of the module', () => {
    const emptied = emptyPageList(MODULE);
    expect(emptied).toBe('export const pageData = {"pages":[]};\n          export const searchIndexHash = {};');
  });

  test('fails the build naming the module when Rspress writes it in another shape', () => {
    expect(() => emptyPageList('export default { pages: [] };')).toThrow(/virtual-page-data/);
    expect(() => emptyPageList('export const pageData = { pages: [] };\n')).toThrow(/virtual-page-data/);
  });
});

describe('registerPages', () => {
  test('adds an entry, or merges it into the entry of the same route', async () => {
    const { pageData } = await import('virtual-page-data');
    const { registerPages } = await import('../../plugins/page-data/register-pages.mjs');
    pageData.pages.length = 0;
    registerPages([{ routePath: '/api/x', toc: [1] }]);
    registerPages([{ routePath: '/api/x', lang: 'en' }, { routePath: '/api/y' }]);
    expect(pageData.pages).toEqual([{ routePath: '/api/x', toc: [1], lang: 'en' }, { routePath: '/api/y' }]);
  });
});
