import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@rstest/core';
import {
  isListedBy,
  OVERVIEW_HEADING_DEPTHS,
  overviewHeadingsModule,
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

  test("an Overview's module puts back the headings of the pages it lists, and only those", async () => {
    const pages = [pageAt('/api/test-api/expect'), pageAt('/api/'), pageAt('/config/test/retry'), pageAt('/zh/api/x')];
    const source = overviewHeadingsModule(pages, '/api/');
    expect(source).toContain("import { pageData } from 'virtual-page-data';");
    const pageData = { pages: pages.map(({ routePath }) => ({ routePath, toc: [] as unknown[] })) };
    const body = source.replace(/^import .*\n/, '');
    new Function('pageData', body)(pageData);
    expect(pageData.pages.map((page) => page.toc.length)).toEqual([2, 0, 0, 0]);
    expect(pageData.pages[0].toc[1]).toEqual({ id: 'entry', text: '`entry`', depth: 3 });
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
