// The Preact internals progressive hydration relies on (plugins/preact/contract.mjs), checked against the
// installed Preact: an upgrade that renames the mangled field or changes the comment protocol fails here.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, test } from '@rstest/core';
import { EXCESS_FIELD, PREACT_VERSION, RANGE_END, RANGE_START } from '../../plugins/preact/contract.mjs';

const root = path.resolve(__dirname, '../..');
const preactDir = path.dirname(createRequire(path.join(root, 'package.json')).resolve('preact/package.json'));
const read = (file: string) => readFileSync(path.join(preactDir, file), 'utf8');

describe('the Preact contract of progressive hydration', () => {
  test('the installed and pinned Preact are the version the contract was read from', () => {
    expect(JSON.parse(read('package.json')).version).toBe(PREACT_VERSION);
    expect(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).dependencies.preact).toBe(PREACT_VERSION);
  });

  test(`a suspended component keeps its first pre-rendered node in _excess, built as ${EXCESS_FIELD}`, () => {
    // Source: `newVNode._component._excess || (newVNode._component._excess = startMarker)`.
    expect(read('src/diff/index.js')).toMatch(/_component\._excess \|\|\s*\(newVNode\._component\._excess = /);
    // Build: the same statement, `_component` mangled to __c and `_excess` to the contract's name.
    expect(read('dist/preact.mjs')).toMatch(
      new RegExp(`\\.__c\\.${EXCESS_FIELD}\\|\\|\\(\\w\\.__c\\.${EXCESS_FIELD}=`),
    );
  });

  test(`the kept range is bounded by <!--${RANGE_START}--> and <!--${RANGE_END}--> comments`, () => {
    const built = read('dist/preact.mjs');
    expect(built).toContain(`startsWith("${RANGE_START}")`);
    expect(built).toContain(`startsWith("${RANGE_END}")`);
  });
});
