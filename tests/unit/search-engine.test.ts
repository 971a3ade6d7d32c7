import { describe, expect, test } from '@rstest/core';
import {
  answer,
  INDEX_FORMAT,
  loadIndex as loadIndexFile,
  MAX_QUERY_LENGTH,
  pagesWithoutTexts,
  rank,
  respond,
  SECTIONS_PER_PAGE,
  select,
  setPageTexts,
} from '../../plugins/search/engine.mjs';
import { joinIndex, loadProseIndex, splitIndex } from '../../plugins/search/index-files.mjs';
import { bagOf, bagTokens, leadOf, leadPieces, sectionBag } from '../../plugins/search/index-format.mjs';
import { recordsOf } from '../../plugins/search/records.mjs';
import { camelTokens, wordTokens } from '../../plugins/search/tokenize.mjs';

type Section = [number, string, string, string];
type Page = [string, string, Section[]];
type Value = { value: string };
/** The part of Algolia's hit and response shape the tests read. */
interface Hit {
  objectID: string;
  url: string;
  type: string;
  content: string | null;
  hierarchy: Record<string, string | null>;
  _highlightResult: { hierarchy: Record<string, Value>; content: Value };
  _snippetResult: { hierarchy: Record<string, Value | undefined>; content?: Value };
}
interface Response {
  hits: Hit[];
  nbHits: number;
  hitsPerPage: number;
  query: string;
  queryID: string;
}

const indexOf = (lang: string, pages: Page[]) => ({ lang, pages });
// The engine with every page's text, as the CLI opens it.
const loadIndex = loadProseIndex;

const EN: Page[] = [
  [
    '/api/test-api/expect',
    'Test API',
    [
      [1, '', 'expect', 'Checks values in tests with matchers.'],
      [
        2,
        'tohavebeencalledwith',
        'toHaveBeenCalledWith',
        'Passes when the mock function was called at least once with the given arguments.',
      ],
      [2, 'tobe', 'toBe', 'Compares two values with Object.is.'],
    ],
  ],
  [
    '/api/rstest/mockFunctions',
    'Rstest utility',
    [
      [1, '', 'Mock functions', 'Create a mock with rstest.fn or spy on a method with rstest.spyOn.'],
      [2, 'rstest-fn', 'rstest.fn', 'Creates a mock function that records every call.'],
      [2, 'rstest-spyon', 'rstest.spyOn', 'Wraps an existing method of an object.'],
    ],
  ],
  [
    '/config/test/testTimeout',
    'Test Configurations',
    [
      [1, '', 'testTimeout', 'The time limit for a single test, in milliseconds.'],
      [2, 'override-per-test', 'Override it for one suite or one test', 'Pass a number in the test options.'],
    ],
  ],
  [
    '/config/test/hookTimeout',
    'Test Configurations',
    [[1, '', 'hookTimeout', 'The time limit for hooks; tests use testTimeout instead.']],
  ],
  [
    '/guide/basic/snapshot',
    'Guide',
    [
      [1, '', 'Snapshot testing', 'Save the serialized value of an expression and compare it on the next run.'],
      [
        2,
        'update',
        'Updating',
        'When the output changes on purpose you rerun the suite with the update flag so that every stored snapshot file is written again from the current values and reviewed in the diff.',
      ],
    ],
  ],
  ['/guide/basic/cli', 'Guide', [[1, '', 'Command line', 'Run rstest with -u to update every snapshot file.']]],
  [
    '/guide/faq',
    'Guide',
    [[1, '', 'FAQ <b>', 'Escape markup such as <img src=x onerror=alert(1)> before you render it.']],
  ],
];

const ZH: Page[] = [
  ['/zh/api/rstest/mockFunctions', 'Rstest 工具对象', [[1, '', '模拟函数', '把整个模块模拟掉之前，先试试模拟函数。']]],
  [
    '/zh/api/rstest/mockModules',
    'Rstest 工具对象',
    [
      [1, '', '模拟模块', '在测试文件运行期间替换整个模块。'],
      // The segmenter cuts this as 模拟 / 模 / 块 / 化, not as the query is cut.
      [2, 'rs-mock', 'rs.mock', '注册一个模拟模块化的替身，被测代码导入时拿到替身。'],
    ],
  ],
  ['/zh/config/test/retry', '测试配置', [[1, '', 'retry', '失败的测试超过重试次数时才报告。']]],
  // 超时 is no segmenter word here (超 / 时 / 时间), only a character pair.
  ['/zh/config/test/testTimeout', '测试配置', [[1, '', 'testTimeout', '单个测试的超时时间，单位为毫秒。']]],
  [
    '/zh/guide/basic/snapshot',
    '指南',
    [
      [1, '', '快照测试', '把值序列化后与保存的结果对比。'],
      [2, 'inline', '行内写法', '行内快照会写回测试文件。'],
    ],
  ],
  ['/zh/guide/editor', '指南', [[1, '', '编辑器', 'VSCode 扩展可以运行测试。']]],
  [
    '/zh/guide/debug',
    '指南',
    [
      [1, '', '调试', '运行测试时查找问题。'],
      [2, 'vscode', '在 VSCode 中调试', '安装扩展后可以在编辑器里打断点。'],
      [2, 'chrome', '在 Chrome 中调试', '使用 inspect 参数。'],
    ],
  ],
];

const en = loadIndex(indexOf('en', EN));
const zh = loadIndex(indexOf('zh', ZH));

const urls = (hits: Hit[]) => hits.map((hit) => hit.url);
const pathOf = (url: string) => url.split('#')[0];
const search = async (index: typeof en, query: string, extra: Record<string, unknown> = {}): Promise<Response> =>
  answer(await index, { query, ...extra });

/** Every highlight and snippet value of a hit. */
function valuesOf(node: unknown, out: string[] = []): string[] {
  if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'value' && typeof value === 'string') out.push(value);
      else valuesOf(value, out);
    }
  }
  return out;
}

describe('recordsOf', () => {
  test('one heading record per section and one content record when it has text', () => {
    const records = recordsOf({
      lang: 'en',
      pages: [
        [
          '/p',
          'Guide',
          [
            [1, '', 'Title', 'Intro'],
            [2, 'a', 'A', ''],
            [3, 'a-1', 'A.1', 'Deep'],
            [2, 'b', 'B', 'Text'],
          ],
        ],
      ],
    });
    expect(records.map((record) => record.objectID)).toEqual([
      'h:/p',
      'c:/p',
      'h:/p#a',
      'h:/p#a-1',
      'c:/p#a-1',
      'h:/p#b',
      'c:/p#b',
    ]);
    const b = records.find((record) => record.objectID === 'h:/p#b');
    // Going back up to lvl2 clears the lvl3 heading of the section before.
    expect(b?.hierarchy).toEqual({
      lvl0: 'Guide',
      lvl1: 'Title',
      lvl2: 'B',
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    expect(records.find((record) => record.objectID === 'c:/p#a-1')).toMatchObject({
      type: 'content',
      content: 'Deep',
    });
  });
});

describe('loadIndex', () => {
  test('rejects an index of another format', async () => {
    const index = { format: INDEX_FORMAT + 1, lang: 'en', pages: [], words: [], runs: [] };
    await expect(loadIndexFile(index)).rejects.toThrow(/format/);
  });
});

describe('the index file', () => {
  const sorted = (tokens: string[]) => [...tokens].sort();
  const TEXT =
    'Use rstest.fn() or rs.fn: rstest.fn wraps a mock. The mockImplementation of a mock runs; 模拟函数记录调用，模拟函数也可以替换实现。testTimeout 设置超时testTimeout';

  test("a section's lead is its first sentence, kept apart at the head of its bag", () => {
    expect(leadOf('Runs setup code before every test. It may be async.')).toBe('Runs setup code before every test.');
    expect(leadOf('在每个测试之前运行准备代码。它可以是异步函数。')).toBe('在每个测试之前运行准备代码。');
    expect(leadOf('rstest.fn or rs.fn')).toBe('rstest.fn or rs.fn');
    // A table or list run together is no sentence.
    expect(leadOf(`${'word '.repeat(60)}end.`)).toBe('');
    const { words, runs } = sectionBag('Runs setup code before every test. Every test, again. 准备代码。测试');
    expect(leadPieces(words).split(' ').sort()).toEqual(['Runs', 'before', 'code', 'every', 'setup', 'test']);
    expect(leadPieces(runs)).toBe('');
    expect(sorted(bagTokens(`${words} ${runs}`, wordTokens))).toEqual(
      sorted(wordTokens('Runs setup code before every test. Every test, again. 准备代码。测试')),
    );
  });

  test("a text's bag gives the tokens of its prose", () => {
    const { words, runs } = bagOf(TEXT);
    expect(sorted(bagTokens(`${words} ${runs}`, wordTokens))).toEqual(sorted(wordTokens(TEXT)));
    expect(sorted(bagTokens(`${words} ${runs}`, camelTokens))).toEqual(sorted(camelTokens(TEXT)));
    // Left out, as no query looks them up: a lone character between Latin words, and a particle standing alone
    // with the pairs across it (的 in 测试的超时, not in 目的).
    expect(bagOf('在 afterEach 中调用').runs).toBe('中调用');
    expect(bagOf('测试的超时时间，目的').runs).toBe('测试 超时时间 目的');
    // Each distinct word once, with its count.
    expect(words.split(' ')).toEqual(expect.arrayContaining(['mock*2', 'rstest.fn*2', 'testTimeout*2', 'Use']));
    expect(runs.split(' ')).toContain('模拟函数记录调用');
  });

  test('splits into the index file and one text file per page, and joins back', () => {
    const prose = indexOf('en', [
      ...EN,
      // The same text on another page shares its text file.
      ['/copy', 'Guide', EN[0][2]],
    ]);
    const { index, texts } = splitIndex(prose);
    expect(index.format).toBe(INDEX_FORMAT);
    expect(texts.size).toBe(EN.length);
    expect(index.pages.at(-1)?.[4]).toBe(index.pages[0][4]);
    expect(JSON.stringify(index)).not.toContain(EN[0][2][0][3]);
    const joined = joinIndex(index, (name) => JSON.parse(texts.get(name) ?? '[]'));
    expect(joined.pages).toEqual(prose.pages);
  });

  test("hits show their headings until their pages' texts are given, at the same places", async () => {
    const { index, texts } = splitIndex(indexOf('en', EN));
    const engine = await loadIndexFile(index);
    const request = { query: 'matchers' };
    const selection = select(engine, request);
    const without = respond(engine, selection);
    expect(without.hits.length).toBeGreaterThan(0);
    expect(without.hits.every((hit) => hit.type !== 'content')).toBe(true);
    const missing = pagesWithoutTexts(engine, selection);
    expect(missing.length).toBeGreaterThan(0);
    for (const page of missing) setPageTexts(engine, page, JSON.parse(texts.get(engine.pages[page].textFile) ?? ''));
    expect(pagesWithoutTexts(engine, select(engine, request))).toEqual([]);
    const withTexts = answer(engine, request);
    expect(withTexts.hits.map((hit) => hit.url)).toEqual(without.hits.map((hit) => hit.url));
    expect(withTexts.hits.some((hit) => hit.type === 'content')).toBe(true);
    expect(() => setPageTexts(engine, 0, { not: 'texts' })).toThrow(/not a list of texts/);
  });
});

describe('engine: English queries', () => {
  test('a prefix finds the whole API name', async () => {
    const { hits } = await search(en, 'toHaveBeenCal');
    expect(hits[0]?.url).toBe('/api/test-api/expect#tohavebeencalledwith');
  });

  test('a typo is tolerated', async () => {
    const { hits } = await search(en, 'toHaveBeenCaledWith');
    expect(hits[0]?.url).toBe('/api/test-api/expect#tohavebeencalledwith');
    // The word found is marked, not the misspelt query.
    expect(hits[0]?._highlightResult.hierarchy.lvl2.value).toBe('<mark>toHaveBeenCalledWith</mark>');
  });

  test('typos are looked for only in the words that matched nothing', async () => {
    const index = loadIndex(
      indexOf('en', [
        ['/api/rstest/fakeTimers', 'Rstest utility', [[1, '', 'Fake timers', 'Control timers in a test.']]],
        ['/config/test/retry', 'Test Configurations', [[1, '', 'retry', 'Runs a failed test several times.']]],
        ['/guide/flaky', 'Guide', [[1, '', 'Flaky tests', 'A flaky test passes on one run and fails on the next.']]],
      ]),
    );
    const found = urls((await search(index, 'timers flakey')).hits);
    expect(found).toEqual(expect.arrayContaining(['/api/rstest/fakeTimers', '/guide/flaky']));
    // "times" is one letter from "timers", which is spelt right.
    expect(found).not.toContain('/config/test/retry');
  });

  test('a rare word of the query counts for more than words on every page', async () => {
    // "rstest" and "config" are on every page; vi.setTimerTickMode on one, which answers the question.
    const fillers = ['pool', 'retry', 'reporters', 'coverage', 'include', 'exclude'].map(
      (name): Page => [
        `/config/test/${name}`,
        'Test Configurations',
        [[1, '', name, `Set ${name} in the Rstest config file.`]],
      ],
    );
    const index = loadIndex(
      indexOf('en', [
        ...fillers,
        ['/guide/basic/configure-rstest', 'Guide', [[1, '', 'Configure Rstest', 'Write the Rstest config.']]],
        [
          '/guide/migration/vitest',
          'Migration',
          [[1, '', 'Migrate from Vitest', 'vi.setTimerTickMode becomes rs.setTickMode with an object.']],
        ],
      ]),
    );
    expect(pathOf((await search(index, 'vi.setTimerTickMode in rstest config')).hits[0]?.url ?? '')).toBe(
      '/guide/migration/vitest',
    );
  });

  test('a dotted API name and its last part are found', async () => {
    expect((await search(en, 'rstest.fn')).hits[0]?.url).toBe('/api/rstest/mockFunctions#rstest-fn');
    expect(urls((await search(en, 'fn')).hits)).toContain('/api/rstest/mockFunctions#rstest-fn');
  });

  test('a word a name is dotted from ranks above the same word as a camelCase part', async () => {
    const pages: Page[] = [
      [
        '/api/javascript-api/types',
        'JavaScript API',
        [
          [1, '', 'Types', 'The types @rstest/core exports.'],
          [2, 'rstestconfigsyncfn', 'RstestConfigSyncFn / RstestConfigAsyncFn', 'A config written as a function.'],
          [2, 'extendconfigfn', 'ExtendConfigFn', 'A function that extends a config.'],
          [2, 'testforfn', 'TestForFn', 'The callback of test.for.'],
        ],
      ],
      ...EN,
    ];
    const index = loadIndex(indexOf('en', pages));
    expect((await search(index, 'fn')).hits[0]?.url).toBe('/api/rstest/mockFunctions#rstest-fn');
    // The part still finds the longer names.
    expect(urls((await search(index, 'fn')).hits)).toContain('/api/javascript-api/types#testforfn');
  });

  test('a camelCase option is found by its name and by a part of it', async () => {
    expect((await search(en, 'testTimeout')).hits[0]?.url).toBe('/config/test/testTimeout');
    expect(urls((await search(en, 'timeout')).hits)).toContain('/config/test/testTimeout');
  });

  test('a heading hit ranks above a body-only mention', async () => {
    const timeout = urls((await search(en, 'testTimeout')).hits);
    expect(timeout).toContain('/config/test/hookTimeout');
    expect(timeout.indexOf('/config/test/testTimeout')).toBeLessThan(timeout.indexOf('/config/test/hookTimeout'));

    const snapshot = urls((await search(en, 'snapshot')).hits);
    expect(snapshot[0]).toBe('/guide/basic/snapshot');
    expect(snapshot).toContain('/guide/basic/cli');

    // On one page: the rstest.fn section before the intro that mentions it.
    const fn = (await search(en, 'rstest.fn')).hits;
    expect(fn[0]?.type).toBe('lvl2');
    expect(urls(fn).indexOf('/api/rstest/mockFunctions')).toBeGreaterThan(0);
  });

  test('a heading that says the question answers it, over a page that names the word in every heading', async () => {
    const members = ['fn', 'spyOn', 'mock', 'doMock', 'useFakeTimers', 'useRealTimers', 'stubEnv', 'stubGlobal'];
    const index = loadIndex(
      indexOf('en', [
        [
          '/api/rstest/',
          'Rstest utility',
          [
            [1, '', 'Rstest utility', 'The rstest object: mocks, spies and timers.'],
            ...members.map(
              (name): Section => [2, `rstest-${name}`, `rstest.${name}`, `Call rstest.${name} in a test.`],
            ),
          ],
        ],
        [
          '/guide/start/',
          'Getting Started',
          [
            [1, '', 'Introduction', 'Rstest is a test framework built on Rspack.'],
            [
              2,
              'what-is-rstest',
              'What Rstest is',
              'A test runner with the API of Jest and Vitest, for Rstest projects.',
            ],
          ],
        ],
      ]),
    );
    for (const query of ['what is rstest', "what's Rstest"])
      expect(pathOf((await search(index, query)).hits[0]?.url ?? '')).toBe('/guide/start/');
  });

  test(`no page fills the list: at most ${SECTIONS_PER_PAGE} sections of each, pages in the order of their best`, async () => {
    const matchers = Array.from({ length: 8 }, (_, i): Section => [2, `m${i}`, `spy matcher ${i}`, 'Checks a spy.']);
    const index = loadIndex(
      indexOf('en', [
        ['/api/expect', 'API', [[1, '', 'Matchers of spies', 'Spy matchers.'], ...matchers]],
        ['/guide/mock', 'Guide', [[1, '', 'Mocking', 'Make a spy with rstest.fn.']]],
      ]),
    );
    const result = await search(index, 'spy', { hitsPerPage: 20 });
    const pages = result.hits.map((hit) => pathOf(hit.url));
    expect(pages.filter((page) => page === '/api/expect')).toHaveLength(SECTIONS_PER_PAGE);
    expect(pages.indexOf('/guide/mock')).toBeGreaterThan(pages.indexOf('/api/expect'));
    expect(result.nbHits).toBe(SECTIONS_PER_PAGE + 1);
  });
});

describe('engine: Chinese queries', () => {
  test('模拟模块 finds the page and the section where the text is cut differently', async () => {
    const found = urls((await search(zh, '模拟模块')).hits);
    expect(found[0]).toBe('/zh/api/rstest/mockModules');
    expect(found).toContain('/zh/api/rstest/mockModules#rs-mock');
    // A page with 模拟 and 模块 apart comes after both.
    const apart = found.indexOf('/zh/api/rstest/mockFunctions');
    if (apart !== -1) expect(apart).toBeGreaterThan(found.indexOf('/zh/api/rstest/mockModules#rs-mock'));
  });

  test('rstest 是什么 and 什么是 rstest find the heading that asks it', async () => {
    const index = loadIndex(
      indexOf('zh', [
        ...ZH,
        [
          '/zh/api/rstest/',
          'Rstest 工具对象',
          [
            [1, '', 'Rstest 工具对象', 'rstest 对象提供模拟、监听和计时器。'],
            ...['fn', 'spyOn', 'mock', 'doMock', 'useFakeTimers', 'useRealTimers', 'stubEnv', 'stubGlobal'].map(
              (name): Section => [2, `rstest-${name}`, `rstest.${name}`, `rstest.${name} 是测试中常用的工具函数。`],
            ),
          ],
        ],
        [
          '/zh/guide/start/',
          '开始',
          [
            [1, '', '简介', 'Rstest 是基于 Rspack 的测试框架。'],
            [2, 'what-is-rstest', 'Rstest 是什么', '一个测试运行器，API 与 Jest 和 Vitest 相同。'],
          ],
        ],
      ]),
    );
    for (const query of ['rstest 是什么', '什么是 Rstest'])
      expect((await search(index, query)).hits[0]?.url).toBe('/zh/guide/start/#what-is-rstest');
  });

  test('监听 and 模拟 find the pages that write spy and mock, and the hit marks the term', async () => {
    const index = loadIndex(
      indexOf('zh', [
        [
          '/zh/api/spy',
          'spy',
          [
            [1, '', 'Spy', ''],
            [2, 'spy-on', '用法', '用 spy 包住对象的方法，之后可以断言它的调用。'],
          ],
        ],
        ['/zh/api/mock', 'mock', [[1, '', 'rs.fn', '创建一个 mock 函数，记录它的每次调用。']]],
        ['/zh/guide/other', '其他', [[1, '', '说明', '对象的方法会被调用。']]],
      ]),
    );
    const spied = (await search(index, '监听对象的方法', { attributesToSnippet: ['content:10'] })).hits;
    expect(spied[0]?.url).toBe('/zh/api/spy#spy-on');
    const text = spied.find((hit) => hit.type === 'content');
    expect(text?._snippetResult.content?.value).toContain('<mark>spy</mark>');
    expect((await search(index, '模拟函数的调用')).hits[0]?.url).toBe('/zh/api/mock');
  });

  test('a section headed by a name whose first sentence says the query ranks above one that says it further down', async () => {
    const filler = '其他说明的内容。'.repeat(3);
    /** A page whose section under `heading` says the query first, and a shorter page that says it second. */
    const indexWith = (anchor: string, heading: string) =>
      loadIndex(
        indexOf('zh', [
          [
            '/zh/api/hooks',
            '钩子',
            [
              [1, '', '钩子', ''],
              [2, anchor, heading, `在每个测试之前运行准备代码。${filler}`],
            ],
          ],
          [
            '/zh/guide/other',
            '其他',
            [
              [1, '', '说明', ''],
              [2, 'more', '更多', `其他说明。在每个测试之前运行准备代码。`],
            ],
          ],
        ]),
      );
    const named = indexWith('beforeeach', 'beforeEach');
    expect(urls((await search(named, '每个测试之前运行准备代码')).hits)[0]).toBe('/zh/api/hooks#beforeeach');
    // A heading in words says what its section is about itself: its first sentence counts as the rest.
    const worded = indexWith('usage', '用法');
    expect(urls((await search(worded, '每个测试之前运行准备代码')).hits)[0]).toBe('/zh/guide/other#more');
  });

  test('a lone character before the last unit is not looked up; a last one is, as the reader may be typing', async () => {
    const words = async (query: string) =>
      rank(await zh, query).units.map((unit) => (unit.kind === 'latin' ? unit.term : unit.word));
    expect(await words('Preact 用 fireEvent')).toEqual(['preact', 'fireevent']);
    expect(await words('VSCode 用')).toEqual(['vscode', '用']);
    expect(await words('调')).toEqual(['调']);
    expect(urls((await search(zh, '在 VSCode 中调试')).hits)[0]).toBe('/zh/guide/debug#vscode');
  });

  test('a pair made of a lone character and its neighbour counts no more than the real words of the query', async () => {
    const fillers = ['a', 'b', 'c', 'd', 'e'].map(
      (name): Page => [`/zh/guide/${name}`, '指南', [[1, '', `页面 ${name}`, '打开配置文件。']]],
    );
    const index = loadIndex(
      indexOf('zh', [
        ...fillers,
        ['/zh/config/test/include', '测试配置', [[1, '', 'include', '决定哪些文件会被当作测试文件。']]],
        // 件算 (文件算) is in no other section: without a cap it outweighed 测试.
        ['/zh/guide/cache', '指南', [[1, '', '缓存', '每个文件算一次哈希。']]],
      ]),
    );
    expect(pathOf((await search(index, '哪些文件算测试文件')).hits[0]?.url ?? '')).toBe('/zh/config/test/include');
  });

  test('这 and 那 are not looked up, nor paired with their neighbours', async () => {
    const words = async (query: string) =>
      rank(await zh, query).units.map((unit) => (unit.kind === 'latin' ? unit.term : unit.word));
    expect(await words('只运行这个测试')).toEqual(['只运', '运行', '测试']);
    expect(await words('那些快照')).toEqual(['快照']);
  });

  test('超时 finds the section with the pair, not one with the characters apart', async () => {
    const found = urls((await search(zh, '超时')).hits);
    expect(found[0]).toBe('/zh/config/test/testTimeout');
    expect(found).not.toContain('/zh/config/test/retry');
  });

  test('快照 finds the page and a section that only mentions it in its text', async () => {
    const found = urls((await search(zh, '快照')).hits);
    expect(found[0]).toBe('/zh/guide/basic/snapshot');
    expect(found).toContain('/zh/guide/basic/snapshot#inline');
  });

  test('a mixed query (调试 vscode) finds the section with both', async () => {
    const found = urls((await search(zh, '调试 vscode')).hits);
    expect(found[0]).toBe('/zh/guide/debug#vscode');
    expect(found.indexOf('/zh/guide/editor')).toBeGreaterThan(0);
  });

  test('the highlight marks the Chinese term', async () => {
    const { hits } = await search(zh, '快照', { attributesToSnippet: ['content:10'] });
    const inline = hits.find((hit) => hit.url === '/zh/guide/basic/snapshot#inline');
    expect(inline?._snippetResult.content?.value).toContain('<mark>快照</mark>');
  });
});

describe('engine: odd queries', () => {
  test('a query over 512 characters is cut to 512 and does not throw', async () => {
    expect(MAX_QUERY_LENGTH).toBe(512);
    const long = await search(en, 'timeout '.repeat(100));
    expect(long.query).toHaveLength(512);
    expect(urls(long.hits)).toContain('/config/test/testTimeout');

    expect((await search(en, 'x'.repeat(600))).query).toHaveLength(512);
    expect((await search(zh, '超时'.repeat(300))).query).toHaveLength(512);
  });

  test('an empty or blank query returns no hits', async () => {
    for (const query of ['', '   ', '***']) {
      const result = await search(en, query);
      expect(result.hits).toEqual([]);
      expect(result.nbHits).toBe(0);
    }
    const index = await en;
    expect(answer(index, {}).hits).toEqual([]);
  });
});

describe('engine: response shape', () => {
  test('a section hit has the DocSearch fields and an anchored url', async () => {
    const result = await search(en, 'rstest.fn', { attributesToSnippet: ['content:10', 'hierarchy.lvl1:10'] });
    expect(result.nbHits).toBe(result.hits.length);
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(result.query).toBe('rstest.fn');
    const hit = result.hits[0];
    expect(hit).toMatchObject({
      objectID: 'h:/api/rstest/mockFunctions#rstest-fn',
      url: '/api/rstest/mockFunctions#rstest-fn',
      type: 'lvl2',
      hierarchy: {
        lvl0: 'Rstest utility',
        lvl1: 'Mock functions',
        lvl2: 'rstest.fn',
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
    });
    // `rstest` (a part of the query) is marked wherever it stands.
    expect(hit._highlightResult.hierarchy.lvl0.value).toBe('<mark>Rstest</mark> utility');
    expect(hit._highlightResult.hierarchy.lvl2.value).toBe('<mark>rstest.fn</mark>');
    expect(hit._snippetResult.hierarchy.lvl1?.value).toBe('Mock functions');
    expect(typeof hit._snippetResult.content?.value).toBe('string');
  });

  test('a content hit carries its text, type content and a content snippet', async () => {
    const { hits } = await search(en, 'written', { attributesToSnippet: ['content:10', 'hierarchy.lvl1:10'] });
    const hit = hits[0];
    expect(hit.type).toBe('content');
    expect(hit.objectID).toBe('c:/guide/basic/snapshot#update');
    expect(hit.url).toBe('/guide/basic/snapshot#update');
    expect(hit.content).toContain('written again');
    expect(hit.hierarchy).toMatchObject({ lvl0: 'Guide', lvl1: 'Snapshot testing', lvl2: 'Updating' });
    const value = hit._snippetResult.content?.value ?? '';
    expect(value).toContain('<mark>written</mark>');
    expect(value.startsWith('…') && value.endsWith('…')).toBe(true);
    expect(
      value
        .replace(/<\/?mark>/g, '')
        .replaceAll('…', '')
        .trim()
        .split(/\s+/),
    ).toHaveLength(10);
  });

  test('content:5 gives a five-word snippet', async () => {
    const { hits } = await search(en, 'written', { attributesToSnippet: ['content:5'] });
    const value = hits[0]._snippetResult.content?.value ?? '';
    expect(
      value
        .replace(/<\/?mark>/g, '')
        .replaceAll('…', '')
        .trim()
        .split(/\s+/),
    ).toHaveLength(5);
    expect(value).toContain('<mark>written</mark>');
  });

  test('no snippet is given unless asked for', async () => {
    const { hits } = await search(en, 'written');
    expect(hits[0]._snippetResult.content).toBeUndefined();
    expect(hits[0]._snippetResult.hierarchy.lvl1).toBeUndefined();
  });

  test('every hit type is a level or content and every url starts with its page', async () => {
    for (const query of ['test', 'mock', 'snapshot']) {
      for (const hit of (await search(en, query)).hits) {
        expect(['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content']).toContain(hit.type);
        expect(Object.keys(hit.hierarchy).sort()).toEqual(['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']);
        expect(EN.map(([path]) => path)).toContain(pathOf(hit.url));
      }
    }
  });

  test('hitsPerPage is respected; 20 by default', async () => {
    const pages: Page[] = Array.from({ length: 25 }, (_, i) => [
      `/widgets/w${i}`,
      'Widgets',
      [[1, '', `Widget number ${i}`, 'A widget for tests.']],
    ]);
    const index = await loadIndex(indexOf('en', pages));
    const all = answer(index, { query: 'widget' });
    expect(all.nbHits).toBe(25);
    expect(all.hits).toHaveLength(20);
    expect(answer(index, { query: 'widget', hitsPerPage: 20 }).hits).toHaveLength(20);
    const five = answer(index, { query: 'widget', hitsPerPage: 5 });
    expect(five.hits).toHaveLength(5);
    expect(five.nbHits).toBe(25);
    expect(five.hitsPerPage).toBe(5);
  });
});

describe('engine: markup in pages and queries is escaped', () => {
  const XSS = '<img src=x onerror=alert(1)>';

  test('no raw tag but mark in any highlight or snippet value', async () => {
    const result = await search(en, XSS, { attributesToSnippet: ['content:10', 'hierarchy.lvl1:10'] });
    expect(result.hits.length).toBeGreaterThan(0);
    const faq = result.hits.find((hit) => pathOf(hit.url) === '/guide/faq');
    expect(faq).toBeDefined();
    for (const hit of result.hits) {
      for (const value of [...valuesOf(hit._highlightResult), ...valuesOf(hit._snippetResult)]) {
        expect(value).not.toContain('<img');
        expect(value.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
      }
    }
    const shown = (faq?._highlightResult.content.value ?? '').replace(/<\/?mark>/g, '');
    expect(shown).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(faq?._highlightResult.hierarchy.lvl1.value).toBe('FAQ &lt;b&gt;');
    expect((faq?._snippetResult.content?.value ?? '').replace(/<\/?mark>/g, '')).toContain('&lt;img');
  });

  test('a page with markup found by a plain word is escaped too', async () => {
    const { hits } = await search(en, 'markup', { attributesToSnippet: ['content:10', 'hierarchy.lvl1:10'] });
    const values = hits.flatMap((hit) => [...valuesOf(hit._highlightResult), ...valuesOf(hit._snippetResult)]);
    expect(values.some((value) => value.includes('&lt;img'))).toBe(true);
    for (const value of values) expect(value.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  test('a query with mark tags cannot inject markup', async () => {
    const { hits } = await search(en, '</mark><img src=x onerror=alert(1)><mark>');
    for (const hit of hits) {
      for (const value of valuesOf(hit._highlightResult)) expect(value).not.toContain('<img');
    }
  });
});
