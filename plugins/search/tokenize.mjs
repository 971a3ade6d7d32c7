// Tokens shared by the index (build time) and the queries (browser, CLI). Latin text
// gives lower-cased words, with API names kept whole and split into their parts
// (`rstest.fn` → rstest.fn, fn and the part rstest; `testTimeout` → testtimeout and the parts test, timeout).
// Chinese text gives character pairs; a query is cut into words by Intl.Segmenter and each
// word is found by its pairs, so a term is found however the segmenter would cut the page.

import { aliasesOf, inPageWords } from './term-aliases.mjs';

const CJK = /\p{Script=Han}/u;
export const CJK_RUN = /\p{Script=Han}+/gu;
export const LATIN_WORD = /[\p{L}\p{N}_$]+(?:[.#][\p{L}\p{N}_$]+)*/gu;
const CAMEL_PART = /\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+/gu;
/** A word CAMEL_PART matches whole: lower-case ASCII letters only. */
const PLAIN_WORD = /^[a-z]+$/;

// Words a reader types in a question that pages need not contain ("how to mock a module").
const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'to',
  'of',
  'in',
  'on',
  'for',
  'and',
  'or',
  'is',
  'are',
  'how',
  'do',
  'i',
  'my',
  'with',
  'what',
  'can',
  'why',
  'does',
  'doesn',
  'did',
  'when',
  'which',
  'where',
  'should',
  'it',
  'be',
  'vs',
  'difference',
  'between',
]);

// Chinese question words and particles, as the segmenter cuts them ("为什么 mock 之后还执行了原模块").
const CJK_STOP_WORDS = new Set([
  ...['如何', '怎么', '怎样', '怎么样', '怎么办', '为什么', '为何', '能否', '能不能', '可以', '是否', '有没有'],
  ...[
    '什么',
    '哪些',
    '哪个',
    '区别',
    '吗',
    '呢',
    '吧',
    '了',
    '的',
    '得',
    '地',
    '请问',
    '一下',
    '和',
    '与',
    '跟',
    '还是',
    '这',
    '那',
    '这个',
    '那个',
    '这些',
    '那些',
    // The markers of 让 X 做 Y (let X do Y) and 把 X 换成 Y (turn X into Y): grammar, not a word a page is about.
    '让',
    '把',
  ],
]);

/**
 * A unit of a query (see queryUnits).
 * @typedef {{ kind: 'latin', term: string, parts: string[] } | { kind: 'cjk', word: string, pairs: string[], aliases: readonly string[], bridge: boolean }} QueryUnit
 */

/** @type {Intl.Segmenter | undefined} */
let segmenter;
/** @param {string} text */
function words(text) {
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  /** @type {string[]} */
  const result = [];
  for (const { segment, isWordLike } of segmenter.segment(text)) if (isWordLike) result.push(segment);
  return result;
}

/**
 * Character pairs of a Chinese run; a single character stands for itself.
 * @param {string} run
 */
export function bigrams(run) {
  const chars = Array.from(run);
  if (chars.length < 2) return chars;
  /** @type {string[]} */
  const pairs = [];
  for (let i = 0; i < chars.length - 1; i++) pairs.push(chars[i] + chars[i + 1]);
  return pairs;
}

/**
 * The pieces of a dotted name (`rstest.fn` → rstest, fn); none for a plain word.
 * @param {string} word
 */
function dottedParts(word) {
  if (!word.includes('.') && !word.includes('#')) return [];
  const pieces = word.split(/[.#]/).filter(Boolean);
  return pieces.length > 1 ? pieces.map((piece) => piece.toLowerCase()) : [];
}

/**
 * The camelCase parts of each piece of a name (`testTimeout` → test, timeout); none for a plain word.
 * @param {string} word
 */
function camelParts(word) {
  // Most words of a page: one part at most, so none are kept (the index is built in the reader's browser).
  if (PLAIN_WORD.test(word)) return [];
  /** @type {string[]} */
  const parts = [];
  for (const piece of word.split(/[.#]/)) {
    const camel = piece.match(CAMEL_PART) ?? [];
    if (camel.length > 1) parts.push(...camel);
  }
  return parts.map((part) => part.toLowerCase());
}

/**
 * Words of a text, for the index: Latin words whole and the member a dotted name ends with (`fn` of
 * `rstest.fn`), and Chinese character pairs. CamelCase parts and the namespaces of dotted names are kept apart
 * (`camelTokens`), so the engine can weigh a word a page names (`rstest.fn`) above a part of a longer name
 * (`ExtendConfigFn`), and a page that is about Rstest above one whose every heading starts with `rstest.`.
 * @param {string} text
 */
export function wordTokens(text) {
  /** @type {string[]} */
  const tokens = [];
  const latin = text.replace(CJK_RUN, ' ');
  for (const [word] of latin.matchAll(LATIN_WORD)) tokens.push(word.toLowerCase(), ...dottedParts(word).slice(-1));
  // Chinese text is indexed as character pairs only: a query's longer words are found by their pairs (see
  // queryUnits). Segmenting every page here cost a third of the Chinese index's load time and ranked no better.
  for (const [run] of text.matchAll(CJK_RUN)) tokens.push(...bigrams(run));
  return tokens;
}

/**
 * The camelCase parts of the names in a text, and the namespaces of its dotted names (`rstest` of `rstest.fn`).
 * @param {string} text
 */
export function camelTokens(text) {
  /** @type {string[]} */
  const tokens = [];
  for (const [word] of text.replace(CJK_RUN, ' ').matchAll(LATIN_WORD))
    tokens.push(...dottedParts(word).slice(0, -1), ...camelParts(word));
  return tokens;
}

/**
 * Every token of a text.
 * @param {string} text
 */
export const indexTokens = (text) => [...wordTokens(text), ...camelTokens(text)];

/**
 * The pieces a group of segmenter words stands for. The segmenter leaves words it does not know as
 * lone characters (打断点调试 → 打 断 点 调 试): a run of them gives every pair in it (打断 断点 点调 调试), as
 * nothing tells where its words start; a single lone character is paired with its neighbour, as it stands in the
 * page (覆盖 率 → 盖率). Such pairs may be no word at all: they are marked as bridges, which the engine weighs
 * no more than the query's real words.
 * @param {string[]} group
 * @param {Set<string>} [bridges] gets the pairs made from lone characters
 */
function groupPieces(group, bridges) {
  const chars = Array.from(group.join(''));
  if (chars.length === 0) return [];
  if (chars.length === 1) return [chars[0]];
  /** @type {string[]} */
  const pieces = [];
  let loneStart = -1;
  let offset = 0;
  /** @param {number} end */
  const flush = (end) => {
    if (loneStart < 0) return;
    const lone = chars.slice(loneStart, end);
    if (lone.length === 1) {
      const bridge = loneStart > 0 ? chars[loneStart - 1] + lone[0] : lone[0] + chars[end];
      pieces.push(bridge);
      bridges?.add(bridge);
    } else {
      for (let at = 0; at + 1 < lone.length; at++) {
        const pair = lone[at] + lone[at + 1];
        pieces.push(pair);
        bridges?.add(pair);
      }
    }
    loneStart = -1;
  };
  for (const word of group) {
    const length = Array.from(word).length;
    if (length === 1) {
      if (loneStart < 0) loneStart = offset;
    } else {
      flush(offset);
      pieces.push(word);
    }
    offset += length;
  }
  flush(offset);
  return pieces;
}

/**
 * The parts of a page's Chinese run that a query can find: the run is cut where a question word or particle stands
 * as a word of its own (的, 了, 如何), as queryUnits never looks one up nor pairs characters across one, and a part
 * of one character is dropped, as queryUnits does not look up a lone character inside a query.
 * @param {string} run
 */
export function searchableParts(run) {
  /** @type {string[]} */
  const parts = [];
  let part = '';
  for (const word of words(run)) {
    if (!CJK_STOP_WORDS.has(word)) part += word;
    else if (part) {
      parts.push(part);
      part = '';
    }
  }
  if (part) parts.push(part);
  return parts.filter((kept) => Array.from(kept).length > 1);
}

/**
 * The pieces of every Chinese run of a query, question words included.
 * @param {string} query
 */
const fallbackPieces = (query) => Array.from(query.matchAll(CJK_RUN), ([run]) => groupPieces(words(run))).flat();

/**
 * The query as units that must all match (see engine.mjs). A Latin word is one unit; a
 * Chinese run gives one unit per segmenter word: the word itself or all of its pairs. Question words, particles
 * and lone characters inside the query are left out.
 * @param {string} rawQuery
 * @returns {QueryUnit[]}
 */
export function queryUnits(rawQuery) {
  /** @type {QueryUnit[]} */
  const units = [];
  const query = inPageWords(expandContractions(rawQuery));
  const latin = query.replace(CJK_RUN, ' ');
  const latinWords = Array.from(latin.matchAll(LATIN_WORD), ([word]) => word.toLowerCase());
  // "vs" asks for a comparison ("jest vs vitest"), except in the editor's name, VS Code.
  const meaningful = latinWords.filter(
    (word, at) => !STOP_WORDS.has(word) || (word === 'vs' && latinWords[at + 1] === 'code'),
  );
  for (const term of new Set(meaningful.length > 0 ? meaningful : latinWords)) {
    units.push({ kind: 'latin', term, parts: term.split(/[.#]/).filter(Boolean) });
  }
  /** @type {string[]} */
  const cjkPieces = [];
  /** @type {Set<string>} */
  const bridges = new Set();
  for (const [run] of query.matchAll(CJK_RUN)) {
    // Question words and particles (如何, 为什么, 吗, 的) end a group: they are not looked up, and the
    // characters on either side of them are not paired across them.
    /** @type {string[]} */
    let group = [];
    for (const word of words(run)) {
      if (CJK_STOP_WORDS.has(word)) {
        cjkPieces.push(...groupPieces(group, bridges));
        group = [];
      } else group.push(word);
    }
    cjkPieces.push(...groupPieces(group, bridges));
  }
  // A query made only of question words still searches for them.
  const pieces = cjkPieces.length > 0 || units.length > 0 ? cjkPieces : fallbackPieces(query);
  // A lone character inside the query (用 in "Preact 用 fireEvent", 在 and 中 around a name) is not looked up: as the
  // start of every pair it begins it stood for hundreds of terms, most of a long Chinese query's time, and found no
  // better pages. One that ends the query stays, as the reader may still be typing; so do all if no unit is left.
  const typing = Array.from(query.trimEnd()).at(-1);
  const lookedUp = pieces.filter((piece) => Array.from(piece).length > 1 || piece === typing);
  for (const piece of new Set(lookedUp.length > 0 || units.length > 0 ? lookedUp : pieces))
    units.push({
      kind: 'cjk',
      word: piece,
      pairs: Array.from(piece).length > 1 ? bigrams(piece) : [],
      aliases: aliasesOf(piece),
      bridge: bridges.has(piece),
    });
  return units;
}

// "what's", "they're": the verb of a contraction is a question word, and its letter alone would be looked up.
const CONTRACTION = /(?<=\p{L})['’](s|re)\b/giu;
/** @param {string} query */
const expandContractions = (query) =>
  query.replace(CONTRACTION, (_, verb) => (verb.toLowerCase() === 's' ? ' is' : ' are'));

/**
 * The words of a heading or a query as the segmenter cuts them, lower-cased, to tell whether a heading says what
 * the query says in any order ("what is rstest" and "What Rstest is"; 什么是 rstest and "Rstest 是什么").
 * @param {string} text
 */
export const sentenceWords = (text) => words(expandContractions(text)).map((word) => word.toLowerCase());

/**
 * Whether a word is a question word or particle (`what`, `is`, 什么), which a query may hold and pages need not.
 * @param {string} word
 */
export const isQuestionWord = (word) => STOP_WORDS.has(word) || CJK_STOP_WORDS.has(word);

/** @param {string} text */
export const hasCjk = (text) => CJK.test(text);
