import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@rstest/core';
import { kebabCaseRedirects, movedSectionRedirects } from '../../plugins/redirects/kebab-case';
import { tempDirs } from './temp-dirs';

const newTempDir = tempDirs('redirects-');

function docsWith(files: string[]) {
  const dir = newTempDir();
  mkdirSync(path.join(dir, 'config/test'), { recursive: true });
  for (const file of files) writeFileSync(path.join(dir, 'config/test', file), '# x\n');
  return dir;
}

/** What the client-redirects plugin does with a rule: `pathname.replace(new RegExp(from), to)`. */
function follow(rules: { from: string; to: string }[], pathname: string) {
  const rule = rules.find(({ from }) => new RegExp(from).test(pathname));
  return rule ? pathname.replace(new RegExp(rule.from), rule.to) : null;
}

describe('kebabCaseRedirects', () => {
  const rules = kebabCaseRedirects(
    docsWith(['testTimeout.mdx', 'root.mdx', 'setupFiles.md', '_meta.json']),
    'config/test',
  );

  test('makes one rule per camelCase page and none for single-word pages', () => {
    expect(rules.map((rule) => rule.to)).toEqual(['$1/config/test/setupFiles', '$1/config/test/testTimeout']);
  });

  test('redirects both languages, with or without .html or a trailing slash', () => {
    expect(follow(rules, '/config/test/test-timeout')).toBe('/config/test/testTimeout');
    expect(follow(rules, '/zh/config/test/setup-files')).toBe('/zh/config/test/setupFiles');
    expect(follow(rules, '/config/test/test-timeout.html')).toBe('/config/test/testTimeout');
    expect(follow(rules, '/config/test/test-timeout/')).toBe('/config/test/testTimeout');
  });

  test('leaves the real pages and other paths alone', () => {
    expect(follow(rules, '/config/test/testTimeout')).toBeNull();
    expect(follow(rules, '/config/test/test-timeout-extra')).toBeNull();
    expect(follow(rules, '/guide/config/test/test-timeout')).toBeNull();
  });
});

test('a section without pages yields no rules', () => {
  expect(kebabCaseRedirects(docsWith([]), 'api/rstest')).toEqual([]);
});

describe('movedSectionRedirects', () => {
  const dir = newTempDir();
  mkdirSync(path.join(dir, 'api/rstest'), { recursive: true });
  for (const file of ['index.mdx', 'mockModules.mdx', 'utilities.mdx'])
    writeFileSync(path.join(dir, 'api/rstest', file), '# x\n');
  const rules = movedSectionRedirects(dir, 'api/rstest', 'api/runtime-api/rstest');

  test('sends the old paths, camelCase or kebab-case, to the pages', () => {
    expect(follow(rules, '/api/runtime-api/rstest/mock-modules')).toBe('/api/rstest/mockModules');
    expect(follow(rules, '/zh/api/runtime-api/rstest/mockModules.html')).toBe('/zh/api/rstest/mockModules');
    expect(follow(rules, '/api/runtime-api/rstest/utilities')).toBe('/api/rstest/utilities');
    expect(follow(rules, '/api/runtime-api/rstest/')).toBe('/api/rstest/');
  });

  test('yields nothing for a section that does not exist', () => {
    expect(movedSectionRedirects(dir, 'api/nothing', 'api/runtime-api/nothing')).toEqual([]);
  });
});
