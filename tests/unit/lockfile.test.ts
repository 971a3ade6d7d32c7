import { readFileSync } from 'node:fs';
import { describe, expect, test } from '@rstest/core';
import { lockfileProblems } from '../../tools/lib/lockfile-sync.mjs';

const readJson = (file: string) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));

describe('package-lock.json', () => {
  test('agrees with package.json, so `npm ci` accepts it', () => {
    expect(lockfileProblems(readJson('package.json'), readJson('package-lock.json'))).toEqual([]);
  });
});

describe('lockfileProblems', () => {
  const lock = {
    packages: {
      '': { devDependencies: { a: '1.0.0' } },
      'node_modules/a': { version: '1.0.0', optionalDependencies: { 'a-linux': '1.0.0', 'a-win32': '1.0.0' } },
      'node_modules/a-linux': { version: '1.0.0' },
    },
  };

  test('names a dependency added to package.json only', () => {
    expect(lockfileProblems({ devDependencies: { a: '1.0.0', b: '2.0.0' } }, lock)).toContain(
      'devDependencies.b is "2.0.0" in package.json but "absent" in the lockfile',
    );
  });

  test('names a pin the lockfile installs at another version', () => {
    const moved = { packages: { ...lock.packages, 'node_modules/a': { version: '1.0.1' } } };
    expect(lockfileProblems({ devDependencies: { a: '1.0.0' } }, moved)).toContain(
      'a is pinned to 1.0.0 but the lockfile installs 1.0.1',
    );
  });

  test("names another platform's optional binary the lockfile lacks", () => {
    expect(lockfileProblems({ devDependencies: { a: '1.0.0' } }, lock)).toEqual([
      'node_modules/a has the optional dependency a-win32, which the lockfile does not list',
    ]);
  });
});
