import { describe, expect, test } from '@rstest/core';
import { shownErrors } from '../../plugins/search/shown-errors.mjs';

describe('shownErrors', () => {
  test("a test run's report gives the messages under failed tests and the named errors, nothing else", () => {
    const report = [
      ' ✗ src/not-disposable.test.ts (2)',
      '  ✓ starts the clock (1ms)',
      '  ✗ binds the result of setSystemTime (11ms)',
      '    Object not disposable.',
      '',
      'ReferenceError: describe is not defined',
      '  ❯ src/cart.test.ts:3:1',
      '- Expected',
      '+ Received',
      ' Test Files 1 failed',
      '      Tests 1 failed | 1 passed',
    ].join('\n');
    expect(shownErrors(report)).toEqual(['Object not disposable.', 'ReferenceError: describe is not defined']);
  });

  test('a failed test followed by a code frame or a diff has no message', () => {
    const report = [
      '  ✗ adds (2ms)',
      '> 3 |   expect(add(1, 2)).toBe(4);',
      '  ✗ subtracts',
      '- 1',
      ' Test Files 1 failed',
    ];
    expect(shownErrors(report.join('\n'))).toEqual([]);
  });

  test("Rstest's logged errors count, wherever they stand in a long output", () => {
    const output = [
      'error   Failed to start Rstest CLI.',
      'error   CACError: Unknown option `--forceExit`',
      '',
      'Usage:',
      '  $ rstest run',
    ].join('\n');
    expect(shownErrors(output)).toEqual([
      'error   Failed to start Rstest CLI.',
      'error   CACError: Unknown option `--forceExit`',
    ]);
  });

  test('a short output that reports no test is a message as a whole', () => {
    const message = 'Reporter ./reporters/owners.ts not found. Please install it or use a built-in reporter.';
    expect(shownErrors(`${message}\n`)).toEqual([message]);
    expect(shownErrors(' ✓ src/sum.test.ts (1)\n Test Files 1 passed')).toEqual([]);
  });
});
