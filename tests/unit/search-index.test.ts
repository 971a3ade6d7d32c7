import { cpSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from '@rstest/core';
import { collectIndexes, langOf, writeSearchIndexes } from '../../plugins/search/build-index.mjs';
import { answer, INDEX_FORMAT } from '../../plugins/search/engine.mjs';
import { pageSections } from '../../plugins/search/extract-sections.mjs';
import { recordsOf } from '../../plugins/search/records.mjs';
import { routeOf } from '../../plugins/shared/built-pages.mjs';
import { openIndex } from '../../tools/search/local-index.mjs';
import { tempDirs } from './temp-dirs';

const newTempDir = tempDirs('search-index-');

const site = path.join(__dirname, 'fixtures/search/site');
const read = (file: string) => readFileSync(path.join(site, file), 'utf8');
const SITE_TITLE = 'Rstest';

function sectionsOf(file: string) {
  const page = pageSections(read(file), SITE_TITLE);
  if (!page) throw new Error(`no sections in ${file}`);
  return page;
}
const textOf = (file: string, anchor: string) => sectionsOf(file).sections.find(([, a]) => a === anchor)?.[3] ?? '';
const routes = (index: { pages: Array<[string, ...unknown[]]> }) => index.pages.map(([route]) => route);
const allText = (file: string) => sectionsOf(file).sections.flat().join('\n');

describe('pageSections', () => {
  const PAGE = 'config/test/testTimeout.html';

  test('the sidebar group of the active item is lvl0', () => {
    expect(sectionsOf(PAGE).lvl0).toBe('Test Configurations');
    expect(sectionsOf('zh/api/rstest/mockModules.html').lvl0).toBe('Rstest 工具对象');
  });

  test('without a group above the active item, the active nav item; else the site title', () => {
    expect(sectionsOf('api/index.html').lvl0).toBe('API');
    const bare = '<html><body><div class="rp-doc"><h1 id="x">Bare</h1><p>Text.</p></div></body></html>';
    expect(pageSections(bare, SITE_TITLE)?.lvl0).toBe(SITE_TITLE);
  });

  test('headings keep their level and id, without the # of the anchor link', () => {
    const { sections } = sectionsOf(PAGE);
    expect(sections.map(([level, anchor, heading]) => [level, anchor, heading])).toEqual([
      [1, '', 'testTimeout'],
      [2, 'set-a-global-limit', 'Set a global limit'],
      [2, 'limits', 'Limits by pool'],
      [3, 'browser-mode', 'Browser Mode'],
    ]);
    for (const [, , heading] of sections) expect(heading).not.toContain('#');
    expect(sectionsOf('zh/api/rstest/mockModules.html').sections[0].slice(0, 3)).toEqual([1, '', '模拟模块']);
  });

  test('the meta description is the page summary, and leads the text of its title record', () => {
    expect(sectionsOf(PAGE).description).toBe('The time limit for a single test, in milliseconds.');
    expect(textOf(PAGE, '')).toContain('The longest time that one test may run.');
    const { lvl0, sections, description } = sectionsOf('zh/api/rstest/mockModules.html');
    const [title] = recordsOf({
      lang: 'zh',
      pages: [['/zh/api/rstest/mockModules', lvl0, sections, description]],
    }).filter((record: { type: string }) => record.type === 'content');
    expect(title.content?.startsWith('用 rs.mock 替换测试文件导入的整个模块。')).toBe(true);
  });

  test('text in a hidden tab panel is indexed', () => {
    expect(textOf(PAGE, 'set-a-global-limit')).toContain('hiddenPanelWord');
  });

  test('code blocks, their titles and buttons are not indexed', () => {
    const text = allText(PAGE);
    for (const word of ['codeOnlyIdentifier', 'bashOnlyFlag', 'defineConfig', 'Copy', 'scriptOnlyWord']) {
      expect(text).not.toContain(word);
    }
  });

  test("a shown output's error messages are indexed; a file's text and code are not", () => {
    const codeBlock = (language: string, lines: string[], title = '') =>
      `<div class="rp-codeblock language-${language}">${title && `<div class="rp-codeblock__title">${title}</div>`}` +
      `<div class="rp-codeblock__content"><pre><code>${lines.map((line) => `<span class="line"><span>${line}</span></span>`).join('\n')}</code></pre></div></div>`;
    const html =
      '<html><body><div class="rp-doc"><h1>Scoped cleanup</h1><h2 id="pitfalls">Pitfalls</h2><p>Bind it first.</p>' +
      codeBlock('ts', ['using timers = rs.useFakeTimers();']) +
      codeBlock('txt', [
        ' ✗ src/clock.test.ts (1)',
        '  ✗ binds the clock (11ms)',
        '    Object not disposable.',
        ' Test Files 1 failed',
      ]) +
      codeBlock('txt', ['Object not seen in a file.'], 'src/notes.txt') +
      '</div></body></html>';
    const text = pageSections(html, SITE_TITLE)?.sections.find(([, anchor]) => anchor === 'pitfalls')?.[3];
    expect(text).toBe('Bind it first. Object not disposable.');
  });

  test('a table is indexed by its body rows; the header-only row is skipped', () => {
    const text = textOf(PAGE, 'limits');
    expect(text).toContain('forks · 5000 ms');
    expect(text).toContain('threads · 5000 ms as well');
    expect(text).not.toContain('Default limit');
    expect(text).not.toMatch(/\bPool\b/);
  });

  test('bare labels and signatures are left out; callouts are kept', () => {
    const text = allText(PAGE);
    expect(text).not.toContain('Example:');
    expect(text).not.toContain('Signature:');
    expect(textOf(PAGE, 'browser-mode')).toContain('Browser tests get 15000 ms.');
  });

  test('overview items count by their titles only', () => {
    const text = textOf('api/index.html', 'test-api');
    expect(text).toContain('expect');
    expect(text).toContain('describe');
    expect(text).not.toContain('Calling expect');
    expect(text).not.toContain('describe.only');
    expect(allText('api/index.html')).not.toContain('Filter');
  });

  test('a page without doc content gives nothing', () => {
    expect(pageSections(read('index.html'), SITE_TITLE)).toBeNull();
  });
});

describe('routeOf and langOf', () => {
  const out = path.join(tmpdir(), 'out');
  test('index.html maps to its folder, other pages drop .html', () => {
    expect(routeOf(out, path.join(out, 'index.html'))).toBe('/');
    expect(routeOf(out, path.join(out, 'guide/start/index.html'))).toBe('/guide/start/');
    expect(routeOf(out, path.join(out, 'zh/index.html'))).toBe('/zh/');
    expect(routeOf(out, path.join(out, 'a/b.html'))).toBe('/a/b');
    expect(routeOf(out, path.join(out, 'config/test/bail.html'))).toBe('/config/test/bail');
  });

  test('the /zh/ prefix is Chinese; anything else is the default language', () => {
    const langs = ['en', 'zh'];
    expect(langOf('/zh/', langs, 'en')).toBe('zh');
    expect(langOf('/zh/guide/start/', langs, 'en')).toBe('zh');
    expect(langOf('/guide/start/', langs, 'en')).toBe('en');
    expect(langOf('/zhong/page', langs, 'en')).toBe('en');
    expect(langOf('/guide/zh/page', langs, 'en')).toBe('en');
  });
});

describe('collectIndexes and writeSearchIndexes', () => {
  const options = { outDir: site, langs: ['en', 'zh'], defaultLang: 'en', siteTitle: SITE_TITLE };

  test('one index per language; 404 and pages without doc content are left out', async () => {
    const { en, zh } = await collectIndexes(options);
    expect(en.lang).toBe('en');
    expect(routes(en)).toEqual(['/api/', '/config/test/testTimeout']);
    expect(routes(zh)).toEqual(['/zh/api/rstest/mockModules']);
    expect((zh.pages as unknown[][])[0][1]).toBe('Rstest 工具对象');
  });

  test('the base path prefixes every route', async () => {
    const { en } = await collectIndexes({ ...options, base: '/docs/' });
    expect(routes(en)).toEqual(['/docs/api/', '/docs/config/test/testTimeout']);
  });

  test('pages read by worker threads come out as this thread reads them, in the same order', async () => {
    const alone = await collectIndexes({ ...options, threads: 1 });
    expect(await collectIndexes({ ...options, threads: 2 })).toEqual(alone);
    expect(await collectIndexes({ ...options, threads: 3 })).toEqual(alone);
  }, 30_000); // three passes over the fixture build, two of them starting worker threads

  test('written index files load and answer queries', async () => {
    const outDir = newTempDir();
    try {
      cpSync(site, outDir, { recursive: true });
      const written = await writeSearchIndexes({ ...options, outDir });
      expect(written.map(({ lang, pages }) => [lang, pages])).toEqual([
        ['en', 2],
        ['zh', 1],
      ]);
      for (const { file, bytes } of written) expect(statSync(file).size).toBe(bytes);
      expect(written.map(({ textFiles }) => textFiles)).toEqual([2, 1]);
      expect(JSON.parse(readFileSync(path.join(outDir, 'search/en.json'), 'utf8')).format).toBe(INDEX_FORMAT);
      // The index file holds the words of a section's text, not its prose.
      expect(readFileSync(path.join(outDir, 'search/en.json'), 'utf8')).not.toContain('hiddenPanelWord flag on');

      const en = await openIndex(outDir, 'en');
      if (!en) throw new Error('no en index');
      expect(answer(en, { query: 'hiddenPanelWord' }).hits[0]?.url).toBe('/config/test/testTimeout#set-a-global-limit');
      expect(answer(en, { query: 'testTimeout' }).hits[0]?.hierarchy.lvl0).toBe('Test Configurations');
      expect(answer(en, { query: 'codeOnlyIdentifier' }).nbHits).toBe(0);
      expect(answer(en, { query: 'notFoundOnlyWord' }).nbHits).toBe(0);

      const zh = await openIndex(outDir, 'zh');
      if (!zh) throw new Error('no zh index');
      expect(answer(zh, { query: '模拟模块' }).hits[0]?.url).toBe('/zh/api/rstest/mockModules');
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
