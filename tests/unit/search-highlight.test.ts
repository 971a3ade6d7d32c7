import { describe, expect, test } from '@rstest/core';
import { escapeHtml, highlight, matchRanges, snippet } from '../../plugins/search/highlight.mjs';

const ELLIPSIS = '…';
/** The words a reader sees in a snippet value. */
const visibleWords = (value: string) =>
  value
    .replace(/<\/?mark>/g, '')
    .replaceAll(ELLIPSIS, ' ')
    .split(/\s+/)
    .filter(Boolean);

// 22 words, no punctuation, so every word counts.
const TEXT =
  'Rstest runs every test file in a worker and reports the results when all files are done and the run is over';

describe('escapeHtml', () => {
  test('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('matchRanges', () => {
  test('matches at word and camelCase edges only, merging ranges that touch', () => {
    expect(matchRanges('testTimeout and hookTimeout', ['timeout'])).toEqual([
      [4, 11],
      [20, 27],
    ]);
    // `test` inside `latest` is not the start of a word.
    expect(matchRanges('latest test', ['test'])).toEqual([[7, 11]]);
    expect(matchRanges('rstest.fn', ['rstest', 'fn'])).toEqual([
      [0, 6],
      [7, 9],
    ]);
    expect(matchRanges('testTimeout', ['test', 'timeout'])).toEqual([[0, 11]]);
  });
});

describe('highlight', () => {
  test('wraps the matched terms in mark tags and reports the match level', () => {
    const result = highlight('Set testTimeout globally', ['testtimeout'], ['testtimeout']);
    expect(result.value).toBe('Set <mark>testTimeout</mark> globally');
    expect(result.matchLevel).toBe('full');
    expect(highlight('Set a limit', ['timeout'], ['timeout']).matchLevel).toBe('none');
    expect(highlight('timeout of a hook', ['timeout'], ['timeout', 'retry']).matchLevel).toBe('partial');
  });

  test('custom tags are used', () => {
    expect(highlight('a fn here', ['fn'], ['fn'], { pre: '<em>', post: '</em>' }).value).toBe('a <em>fn</em> here');
  });

  test('markup in the text is escaped, inside and outside the marks', () => {
    const { value } = highlight('Never <img src=x onerror=alert(1)> here', ['img', 'onerror'], ['img', 'onerror']);
    expect(value).not.toContain('<img');
    expect(value.replace(/<\/?mark>/g, '')).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(value.replace(/<\/?mark>/g, '')).not.toContain('<');
  });

  test('a term never matches inside an escape sequence', () => {
    expect(highlight('Tom & Jerry', ['amp'], ['amp']).value).toBe('Tom &amp; Jerry');
    expect(highlight('a < b', ['lt'], ['lt']).value).toBe('a &lt; b');
  });
});

describe('snippet', () => {
  test('ten words around a match in the middle, with the ellipsis on both cut sides', () => {
    const { value, matchLevel } = snippet(TEXT, ['results'], ['results']);
    expect(matchLevel).toBe('full');
    expect(value).toContain('<mark>results</mark>');
    expect(value.startsWith(ELLIPSIS)).toBe(true);
    expect(value.endsWith(ELLIPSIS)).toBe(true);
    expect(visibleWords(value)).toHaveLength(10);
    expect(visibleWords(value)).toContain('results');
  });

  test('no ellipsis on a side that is not cut', () => {
    const start = snippet(TEXT, ['rstest'], ['rstest']).value;
    expect(start.startsWith('<mark>Rstest</mark> runs')).toBe(true);
    expect(start.endsWith(ELLIPSIS)).toBe(true);
    expect(visibleWords(start)).toHaveLength(10);

    const end = snippet(TEXT, ['over'], ['over']).value;
    expect(end.startsWith(ELLIPSIS)).toBe(true);
    expect(end.endsWith('<mark>over</mark>')).toBe(true);
    expect(visibleWords(end)).toHaveLength(10);

    expect(snippet('A short text about fn', ['fn'], ['fn']).value).toBe('A short text about <mark>fn</mark>');
  });

  test('centred on the stretch that holds the most words of the query, not on the first match', () => {
    const text =
      'The initializer must be the disposable itself. A chain that ends in a method returning plain rstest is not ' +
      'accepted by TypeScript, and at run time the test fails with Object not disposable. Bind it first.';
    const terms = ['object', 'not', 'disposable'];
    const { value } = snippet(text, terms, terms);
    expect(value).toContain('<mark>Object</mark> <mark>not</mark> <mark>disposable</mark>');
    expect(visibleWords(value)).toHaveLength(10);
    // With one word, the first match still leads.
    expect(snippet(text, ['disposable'], ['disposable']).value).toContain('the <mark>disposable</mark> itself');
  });

  test('five words when asked for five', () => {
    const { value } = snippet(TEXT, ['results'], ['results'], { length: 5 });
    expect(visibleWords(value)).toHaveLength(5);
    expect(value).toContain('<mark>results</mark>');
    expect(value.startsWith(ELLIPSIS) && value.endsWith(ELLIPSIS)).toBe(true);
  });

  test('the ellipsis text can be changed', () => {
    const { value } = snippet(TEXT, ['results'], ['results'], { ellipsis: '...' });
    expect(value.startsWith('...')).toBe(true);
    expect(value).not.toContain(ELLIPSIS);
  });

  test('Chinese text is cut by words and keeps the match', () => {
    const text =
      '模块 mock 会在一个测试文件运行期间，为所有导入某个模块的文件替换掉整个模块，被测代码照常导入，拿到的却是你提供的替身。';
    const { value } = snippet(text, ['替身'], ['替身']);
    expect(value).toContain('<mark>替身</mark>');
    expect(value.startsWith(ELLIPSIS)).toBe(true);
    expect(value.replace(/<\/?mark>/g, '').length).toBeLessThan(text.length);
  });

  test('markup in a snippet is escaped', () => {
    const text = `${'word '.repeat(12)}<img src=x onerror=alert(1)> ${'tail '.repeat(12)}`;
    const { value } = snippet(text, ['img', 'onerror'], ['img', 'onerror']);
    expect(value).not.toContain('<img');
    expect(value.replace(/<\/?mark>/g, '')).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
