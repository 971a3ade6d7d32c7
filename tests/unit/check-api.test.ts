import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@rstest/core';
import {
  apiAnchor,
  apiPages,
  checkApiPages,
  checkConfigPages,
  checkExports,
  configPagePath,
  exportEntries,
  headingNames,
  readTypeLine,
} from '../../tools/check-api.mjs';
import { canonicalType, interfaceMembers } from '../../tools/lib/declared-types.mjs';
import { exportsOfModules, moduleExports, publicApiByPage, publicEntries } from '../../tools/lib/public-api.mjs';

const fixtures = path.join(__dirname, 'fixtures/api');
const dts = readFileSync(path.join(fixtures, 'config.d.ts'), 'utf8');

describe('declared types', () => {
  test('lists interface members with comments stripped', () => {
    expect(interfaceMembers(dts, 'RstestConfig')).toEqual([
      { name: 'testTimeout', type: 'number' },
      { name: 'exclude', type: 'string[] | { patterns: string[]; override?: boolean; }' },
      { name: 'silent', type: 'boolean | "passed-only"' },
      { name: 'tools', type: 'Pick<NonNullable<RsbuildConfig["tools"]>, "rspack" | "swc">' },
    ]);
  });

  test('canonical forms ignore spacing, quotes and member separators', () => {
    expect(canonicalType("boolean|'passed-only'")).toBe('boolean | "passed-only"');
    expect(canonicalType('{ a: string, b?: number }')).toBe(canonicalType('{a: string; b?: number;}'));
    expect(canonicalType('string[')).toBeNull();
  });
});

describe('readTypeLine', () => {
  test('reads the Type line in each language', () => {
    expect(readTypeLine('# x\n\n- **Type:** `number`\n- **Default:** `1`', 'en')).toBe('number');
    expect(readTypeLine('# x\n\n- **类型：** `string[]`', 'zh')).toBe('string[]');
    expect(readTypeLine('# x\n\nNo type here.', 'en')).toBeNull();
  });
});

describe('checkConfigPages', () => {
  test('places build options under /config/build/', () => {
    expect(configPagePath('tools')).toBe('config/build/tools.mdx');
    expect(configPagePath('testTimeout')).toBe('config/test/testTimeout.mdx');
  });

  test('fails naming each missing page and each wrong Type line', () => {
    const result = checkConfigPages(dts, path.join(fixtures, 'docs'));
    expect(result).toEqual({
      keys: 4,
      documented: 3,
      problems: [
        'RstestConfig.silent: docs/en/config/test/silent.mdx says `boolean`, the type is `boolean | "passed-only"`',
        'RstestConfig.silent: no page docs/zh/config/test/silent.mdx',
      ],
    });
  });
});

describe('checkApiPages', () => {
  const pages = {
    'api/test-api/expect.mdx': ['toBe', 'toBeCalled', 'expect.extend', 'toEqual'],
    'api/rstest/utilities.mdx': ['rstest.stubEnv'],
  };

  test('anchors are the lower-cased main name with dots as hyphens', () => {
    expect(apiAnchor('toHaveBeenCalledWith')).toBe('tohavebeencalledwith');
    expect(apiAnchor('rstest.fn')).toBe('rstest-fn');
    expect(apiAnchor('Symbol.dispose')).toBe('symbol-dispose');
  });

  test('an alias may share the entry of its main name', () => {
    expect(headingNames('`toHaveBeenCalled` / `toBeCalled`')).toEqual(['toHaveBeenCalled', 'toBeCalled']);
  });

  test('names each missing entry, each wrong anchor and each missing page, and counts coverage', () => {
    const result = checkApiPages(pages, path.join(fixtures, 'docs'));
    expect(result.problems).toEqual([
      'docs/en/api/test-api/expect.mdx:9: entry for expect.extend has anchor #extend, expected #expect-extend',
      'docs/en/api/test-api/expect.mdx: no entry for toEqual',
      'docs/zh/api/test-api/expect.mdx: no entry for toEqual',
      'docs/en/api/rstest/utilities.mdx: page missing (1 names to document)',
      'docs/zh/api/rstest/utilities.mdx: page missing (1 names to document)',
    ]);
    expect(result.pages).toEqual([
      { page: 'api/test-api/expect.mdx', names: 4, documented: 2 },
      { page: 'api/rstest/utilities.mdx', names: 1, documented: 0 },
    ]);
  });
});

describe('publicApiByPage', () => {
  test('reads every public name of the pinned @rstest/core, inherited members included', () => {
    const dts = path.join(__dirname, '../../node_modules/@rstest/core/dist/index.d.ts');
    const { pages, unplaced } = publicApiByPage(dts);
    expect(unplaced).toEqual([]);
    expect(pages['api/test-api/expect.mdx']).toEqual(
      expect.arrayContaining([
        'toHaveBeenCalledWith',
        'toBeCalledWith',
        'resolves',
        'calledOnce',
        'expect.extend',
        'expect.any',
      ]),
    );
    expect(pages['api/test-api/test.mdx']).toEqual(expect.arrayContaining(['test', 'it', 'test.each', 'test.extend']));
    expect(pages['api/rstest/mockInstance.mdx']).toEqual(expect.arrayContaining(['mockReset', 'Symbol.dispose']));
    expect(pages['api/rstest/mockInstance.mdx']).not.toContain('_isMockFunction');
  });
});

describe('package exports', () => {
  test('lists every export of a module, values and types, renamed ones under their public name', () => {
    expect(moduleExports(path.join(fixtures, 'exports/index.d.ts'))).toEqual([
      { name: 'defineThing', kind: 'value' },
      { name: 'helper', kind: 'value' },
      { name: 'Hidden', kind: 'type' },
      { name: 'renamed', kind: 'value' },
      { name: 'rs', kind: 'value' },
      { name: 'rstest', kind: 'value' },
      { name: 'Widget', kind: 'value' },
      { name: 'WidgetOptions', kind: 'type' },
    ]);
  });

  test('covers the main and api entry points, skips internal ones, and names a new one', () => {
    const entries = publicEntries({
      name: 'pkg',
      exports: {
        '.': { types: './dist/index.d.ts', default: './dist/index.js' },
        './api': { types: './dist/api/index.d.ts', default: './dist/api/index.js' },
        './internal/browser': { types: './dist/browser.d.ts' },
        './package.json': { default: './package.json' },
        './globals': { types: './globals.d.ts' },
        './reporters': { types: './dist/reporters.d.ts' },
      },
    });
    expect(entries).toEqual({
      covered: [
        { specifier: 'pkg', types: './dist/index.d.ts' },
        { specifier: 'pkg/api', types: './dist/api/index.d.ts' },
      ],
      unplaced: ['pkg/reporters'],
    });
  });

  test('reads the exports of the pinned @rstest/core and @rstest/core/api in one program', () => {
    const dist = path.join(__dirname, '../../node_modules/@rstest/core/dist');
    const [main, api] = [path.join(dist, 'index.d.ts'), path.join(dist, 'api/index.d.ts')];
    const exported = exportsOfModules([main, api]);
    expect(exported[main]).toEqual(
      expect.arrayContaining([
        { name: 'defineConfig', kind: 'value' },
        { name: 'mergeRstestConfig', kind: 'value' },
        { name: 'CoverageProvider', kind: 'value' },
        { name: 'Reporter', kind: 'type' },
        { name: 'RsbuildPlugin', kind: 'type' },
      ]),
    );
    expect(exported[api]).toEqual(
      expect.arrayContaining([
        { name: 'createRstest', kind: 'value' },
        { name: 'runCLI', kind: 'value' },
        { name: 'ListTestsError', kind: 'value' },
        { name: 'TestRunResult', kind: 'type' },
      ]),
    );
  }, 60_000);
});

describe('checkExports', () => {
  const docs = path.join(fixtures, 'docs');
  const modules = { pkg: moduleExports(path.join(fixtures, 'exports/index.d.ts')) };

  test('an entry is a heading naming the export in inline code; section titles name nothing', () => {
    const entries = exportEntries(
      '# Page\n\n## Fixtures {#fixtures}\n\n### `Widget` / `WidgetOptions` {#widget}\n\n### `[Symbol.dispose]` {#symbol-dispose}\n\n### `rs.fn` {#rstest-fn}\n',
    );
    expect(entries.map(({ heading, names }) => ({ id: heading.id, names }))).toEqual([
      { id: 'widget', names: ['Widget', 'WidgetOptions'] },
      { id: 'symbol-dispose', names: ['Symbol.dispose'] },
      { id: 'rstest-fn', names: ['rstest.fn'] },
    ]);
  });

  test('scans every API page of a language', () => {
    expect(apiPages(docs, 'en')).toEqual(['api/test-api/expect.mdx', 'api/widgets.mdx']);
  });

  test('an export without an entry fails, naming it; so does one documented in one language only', () => {
    const result = checkExports(modules, docs);
    expect(result.problems).toEqual([
      'pkg: no entry for Hidden (type) on the API pages (docs/en/api, docs/zh/api)',
      'docs/en/api/widgets.mdx:13: entry for renamed has anchor #renamed-value, expected #renamed',
      'docs/zh/api/widgets.mdx:13: entry for renamed has anchor #renamed-value, expected #renamed',
      'pkg: WidgetOptions has an entry on docs/en/api/widgets.mdx but none on docs/zh/api/widgets.mdx',
    ]);
    expect(result.modules).toEqual([{ module: 'pkg', exports: 8, documented: 5 }]);
  });

  test('an object export counts as documented by the entries of its members, rs by those of rstest', () => {
    const result = checkExports(
      {
        pkg: [
          { name: 'helper', kind: 'value' },
          { name: 'rs', kind: 'value' },
        ],
      },
      docs,
    );
    expect(result).toEqual({ modules: [{ module: 'pkg', exports: 2, documented: 2 }], problems: [] });
  });

  test('a fixture export added without an entry fails the check', () => {
    const result = checkExports({ pkg: [...modules.pkg, { name: 'createWidget', kind: 'value' }] }, docs);
    expect(result.problems).toContain(
      'pkg: no entry for createWidget (value) on the API pages (docs/en/api, docs/zh/api)',
    );
    expect(result.modules).toEqual([{ module: 'pkg', exports: 9, documented: 5 }]);
  });
});
