import { describe, expect, test } from '@rstest/core';
import {
  bigrams,
  camelTokens,
  hasCjk,
  indexTokens,
  isQuestionWord,
  queryUnits,
  sentenceWords,
  wordTokens,
} from '../../plugins/search/tokenize.mjs';

const sorted = (tokens: string[]) => [...new Set(tokens)].sort();

describe('indexTokens: Latin text', () => {
  test('a dotted API name is indexed whole and in its parts', () => {
    expect(sorted(indexTokens('rstest.fn'))).toEqual(['fn', 'rstest', 'rstest.fn']);
    expect(sorted(indexTokens('Call rs.mock(path) first'))).toEqual(
      sorted(['call', 'rs.mock', 'rs', 'mock', 'path', 'first']),
    );
  });

  test('the namespace of a dotted name is a part, the member a word', () => {
    expect(wordTokens('rstest.fn')).toEqual(['rstest.fn', 'fn']);
    expect(camelTokens('rstest.fn')).toEqual(['rstest']);
    expect(wordTokens('expect.poll.not')).toEqual(['expect.poll.not', 'not']);
    expect(camelTokens('expect.poll.not')).toEqual(['expect', 'poll']);
  });

  test('a camelCase name is indexed whole and in its lower-cased parts', () => {
    expect(sorted(indexTokens('testTimeout'))).toEqual(['test', 'testtimeout', 'timeout']);
    expect(indexTokens('toHaveBeenCalledWith')).toEqual(
      expect.arrayContaining(['tohavebeencalledwith', 'to', 'have', 'been', 'called', 'with']),
    );
    expect(indexTokens('HTMLElement')).toEqual(expect.arrayContaining(['htmlelement', 'html', 'element']));
  });

  test('a dotted name with camelCase pieces gives every part', () => {
    expect(indexTokens('expect.toHaveBeenCalled')).toEqual(
      expect.arrayContaining(['expect.tohavebeencalled', 'expect', 'tohavebeencalled', 'have', 'called']),
    );
  });

  test('plain words are lower-cased; punctuation is dropped', () => {
    expect(indexTokens('Run the Tests, then stop.')).toEqual(['run', 'the', 'tests', 'then', 'stop']);
  });
});

describe('indexTokens: Chinese text', () => {
  test('a Chinese run gives its character pairs', () => {
    expect(bigrams('模拟模块')).toEqual(['模拟', '拟模', '模块']);
    expect(bigrams('模')).toEqual(['模']);
    expect(indexTokens('模拟模块')).toEqual(expect.arrayContaining(['模拟', '拟模', '模块']));
    expect(indexTokens('单个测试的超时时间')).toContain('超时');
  });

  test('a long Chinese word is indexed as its pairs only (the query finds it by them)', () => {
    const text = '中华人民共和国';
    expect(indexTokens(text)).toEqual(bigrams(text));
    // Every unit of the same text as a query is found: as a pair itself, or by all of its pairs.
    for (const unit of queryUnits(text)) {
      if (unit.kind !== 'cjk') throw new Error('expected a Chinese unit');
      const found = indexTokens(text).includes(unit.word) || unit.pairs.every((pair) => bigrams(text).includes(pair));
      expect(found, unit.word).toBe(true);
    }
  });

  test('two-character words are not indexed twice', () => {
    const tokens = indexTokens('快照');
    expect(tokens.filter((token) => token === '快照')).toHaveLength(1);
  });

  test('Chinese next to Latin is split from it', () => {
    const tokens = indexTokens('rs.mock模拟函数');
    expect(tokens).toEqual(expect.arrayContaining(['rs.mock', 'rs', 'mock', '模拟', '拟函', '函数']));
    expect(tokens.every((token) => !(hasCjk(token) && /[a-z]/.test(token)))).toBe(true);
  });
});

describe('queryUnits', () => {
  test('a dotted term keeps its parts', () => {
    expect(queryUnits('rstest.fn')).toEqual([{ kind: 'latin', term: 'rstest.fn', parts: ['rstest', 'fn'] }]);
  });

  test('stop words are dropped unless the query is only stop words', () => {
    expect(queryUnits('how to mock a module').map((unit) => (unit.kind === 'latin' ? unit.term : ''))).toEqual([
      'mock',
      'module',
    ]);
    expect(queryUnits('how to')).toHaveLength(2);
  });

  test('Chinese question words and particles are not looked up, nor paired across', () => {
    const words = (query: string) => queryUnits(query).map((unit) => (unit.kind === 'latin' ? unit.term : unit.word));
    expect(words('为什么 mock 之后还执行了原模块')).not.toContain('为什么');
    expect(words('为什么 mock 之后还执行了原模块')).not.toContain('了原');
    expect(words('如何只运行改动相关的测试')).toEqual(expect.arrayContaining(['改动', '相关', '测试']));
    expect(words('如何只运行改动相关的测试')).not.toContain('关的');
    expect(words('toMatchSnapshot 和 toMatchInlineSnapshot 的区别')).toEqual([
      'tomatchsnapshot',
      'tomatchinlinesnapshot',
    ]);
  });

  test('a query of question words only still searches for them', () => {
    expect(queryUnits('为什么')).toEqual([
      { kind: 'cjk', word: '为什么', pairs: ['为什', '什么'], aliases: [], bridge: false },
    ]);
  });

  test('English question words are dropped too', () => {
    expect(queryUnits('why does my mock not apply').map((unit) => (unit.kind === 'latin' ? unit.term : ''))).toEqual([
      'mock',
      'not',
      'apply',
    ]);
  });

  test('vs is dropped from a comparison but kept in VS Code', () => {
    const terms = (query: string) => queryUnits(query).map((unit) => (unit.kind === 'latin' ? unit.term : ''));
    expect(terms('jest vs vitest')).toEqual(['jest', 'vitest']);
    expect(terms('debug in VS Code')).toEqual(['debug', 'vs', 'code']);
  });

  test('a mixed query gives a Latin and a Chinese unit', () => {
    const units = queryUnits('调试 vscode');
    expect(units).toContainEqual({ kind: 'latin', term: 'vscode', parts: ['vscode'] });
    expect(units.some((unit) => unit.kind === 'cjk' && unit.word === '调试')).toBe(true);
  });

  test('a lone Chinese character is one unit', () => {
    expect(queryUnits('模')).toEqual([{ kind: 'cjk', word: '模', pairs: [], aliases: [], bridge: false }]);
  });

  test('a Chinese word for a term the pages write in English also stands for that term', () => {
    expect(queryUnits('监听对象的方法')[0]).toEqual({
      kind: 'cjk',
      word: '监听',
      pairs: ['监听'],
      aliases: ['spy'],
      bridge: false,
    });
    // The other way of writing a word the pages use is read as the pages' word.
    expect(queryUnits('计时器')).toEqual(queryUnits('定时器'));
  });

  test('a lone character paired with its neighbour is marked as such; a word said twice is one unit', () => {
    const units = queryUnits('哪些文件算测试文件');
    expect(units.map((unit) => (unit.kind === 'cjk' ? [unit.word, unit.bridge] : []))).toEqual([
      ['文件', false],
      ['件算', true],
      ['测试', false],
    ]);
    expect(queryUnits('mock mock').length).toBe(1);
  });

  test('a run of lone characters gives every pair in it, each marked as a bridge', () => {
    // The segmenter cuts 打断点调试 into five lone characters; read two by two it gave 点调 and 试单.
    expect(queryUnits('打断点调试').map((unit) => (unit.kind === 'cjk' ? [unit.word, unit.bridge] : []))).toEqual([
      ['打断', true],
      ['断点', true],
      ['点调', true],
      ['调试', true],
    ]);
  });

  test("用例 also stands for the pages' 测试, and 名字 for 名称", () => {
    expect(queryUnits('用例')[0]).toMatchObject({ word: '用例', aliases: ['测试'] });
    expect(queryUnits('名字')[0]).toMatchObject({ word: '名字', aliases: ['名称'] });
  });

  test('让 and 把 are grammar: not looked up, and not paired with their neighbour', () => {
    expect(queryUnits('让模拟函数抛出错误').map((unit) => (unit.kind === 'cjk' ? unit.word : ''))).toEqual([
      '模拟',
      '函数',
      '抛出',
      '错误',
    ]);
  });

  test('an empty or punctuation-only query has no units', () => {
    expect(queryUnits('')).toEqual([]);
    expect(queryUnits('  *** ')).toEqual([]);
  });
});

describe('sentenceWords and contractions', () => {
  test('a heading and a question give the same words in any order', () => {
    expect(sentenceWords('What Rstest is').sort()).toEqual(sentenceWords('what is rstest').sort());
    expect(sentenceWords('Rstest 是什么').sort()).toEqual(sentenceWords('什么是 rstest').sort());
  });

  test("what's is what is, and its letter is not looked up", () => {
    expect(sentenceWords("What's Rstest")).toEqual(['what', 'is', 'rstest']);
    expect(queryUnits('what’s rstest')).toEqual([{ kind: 'latin', term: 'rstest', parts: ['rstest'] }]);
  });

  test('question words and particles are told apart from the words that matter', () => {
    expect(['what', 'is', '什么', '如何'].every(isQuestionWord)).toBe(true);
    expect(['rstest', 'mock', '超时'].some(isQuestionWord)).toBe(false);
  });
});
