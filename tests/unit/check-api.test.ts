import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@rstest/core';
import {
  apiAnchor,
  checkApiPages,
  checkConfigPages,
  configPagePath,
  headingNames,
  readTypeLine,
} from '../../scripts/check-api.mjs';
import { canonicalType, interfaceMembers } from '../../scripts/lib/declared-types.mjs';
import { publicApiByPage } from '../../scripts/lib/public-api.mjs';

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
