// Highlight and snippet strings in Algolia's shape. DocSearch injects them as HTML, so
// every piece of text is escaped first and `<mark>` only ever wraps escaped text.

/** @typedef {[start: number, end: number]} MatchRange */
/** @typedef {'none' | 'partial' | 'full'} MatchLevel */

/** @type {Record<string, string>} */
const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** @param {string} text */
export const escapeHtml = (text) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]);

const ALNUM = /[\p{L}\p{N}_$]/u;
const UPPER = /\p{Lu}/u;
const LOWER_OR_DIGIT = /[\p{Ll}\p{N}]/u;
const HAN = /\p{Script=Han}/u;

/**
 * Whether a part of a word (or a camelCase part) starts at `index`; Chinese has no such edges.
 * @param {string} text
 * @param {number} index
 */
function isEdge(text, index) {
  if (index <= 0 || index >= text.length) return true;
  const before = text[index - 1];
  const after = text[index];
  if (HAN.test(before) || HAN.test(after) || !ALNUM.test(before) || !ALNUM.test(after)) return true;
  return LOWER_OR_DIGIT.test(before) && UPPER.test(after);
}

/**
 * Ranges [start, end) of the terms in the text, merged where they touch.
 * @param {string} text
 * @param {string[]} terms
 * @returns {MatchRange[]}
 */
export function matchRanges(text, terms) {
  const lower = text.toLowerCase();
  /** @type {MatchRange[]} */
  const ranges = [];
  for (const term of terms) {
    if (!term) continue;
    for (let at = lower.indexOf(term); at !== -1; at = lower.indexOf(term, at + 1)) {
      if (isEdge(text, at) && isEdge(text, at + term.length)) ranges.push([at, at + term.length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  /** @type {MatchRange[]} */
  const merged = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/**
 * @param {string} text
 * @param {MatchRange[]} ranges
 * @param {number} from
 * @param {number} to
 * @param {string} pre
 * @param {string} post
 */
function markRanges(text, ranges, from, to, pre, post) {
  let html = '';
  let at = from;
  for (const [start, end] of ranges) {
    if (end <= from || start >= to) continue;
    const s = Math.max(start, from);
    const e = Math.min(end, to);
    html += escapeHtml(text.slice(at, s)) + pre + escapeHtml(text.slice(s, e)) + post;
    at = e;
  }
  return html + escapeHtml(text.slice(at, to));
}

/**
 * @param {string} text
 * @param {MatchRange[]} ranges
 * @param {string[]} queryTerms
 * @returns {{ matchLevel: MatchLevel, matchedWords: string[] }}
 */
function matchInfo(text, ranges, queryTerms) {
  const lower = text.toLowerCase();
  const matchedWords = queryTerms.filter((term) => lower.includes(term));
  const matchLevel = ranges.length === 0 ? 'none' : matchedWords.length >= queryTerms.length ? 'full' : 'partial';
  return { matchLevel, matchedWords };
}

/**
 * Algolia's `_highlightResult` entry for one attribute.
 * @param {string} text
 * @param {string[]} terms
 * @param {string[]} queryTerms
 * @param {{ pre?: string, post?: string }} [tags]
 */
export function highlight(text, terms, queryTerms, { pre = '<mark>', post = '</mark>' } = {}) {
  const ranges = matchRanges(text, terms);
  return { value: markRanges(text, ranges, 0, text.length, pre, post), ...matchInfo(text, ranges, queryTerms) };
}

// Characters looked at per word wanted, on each side of the first match.
const CHARS_PER_WORD = 8;
const WORD = /[\p{L}\p{N}_$]+/gu;
const HAN_RUN = /\p{Script=Han}+/u;
/**
 * Start offsets of the words of a text. Chinese counts two characters to a word, its most
 * common length: Intl.Segmenter would be exact but costs more than the whole search.
 * @param {string} text
 */
function wordStarts(text) {
  /** @type {number[]} */
  const starts = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    if (!HAN_RUN.test(word)) {
      starts.push(match.index);
      continue;
    }
    let at = 0;
    for (const piece of word.split(/(\p{Script=Han}+)/u)) {
      if (!piece) continue;
      if (HAN.test(piece)) for (let i = 0; i < piece.length; i += 2) starts.push(match.index + at + i);
      else starts.push(match.index + at);
      at += piece.length;
    }
  }
  return starts;
}

/**
 * Where a snippet of `length` words centres: the match that begins the stretch holding the most different words
 * of the query, the first such one. A reader who pastes an error message then sees the line that says it, not the
 * first place one of its words appears.
 * @param {string} text
 * @param {MatchRange[]} ranges
 * @param {number} length
 */
function focusOf(text, ranges, length) {
  const reach = CHARS_PER_WORD * Math.max(1, length - 2);
  const words = ranges.map(([start, end]) => text.slice(start, end).toLowerCase());
  let best = 0;
  let bestWords = 0;
  for (let at = 0; at < ranges.length; at++) {
    const near = new Set();
    for (let next = at; next < ranges.length && ranges[next][0] < ranges[at][0] + reach; next++) near.add(words[next]);
    if (near.size > bestWords) {
      best = at;
      bestWords = near.size;
    }
  }
  return ranges.length > 0 ? ranges[best][0] : 0;
}

/**
 * Algolia's `_snippetResult` entry: `length` words around the matches, cut with the ellipsis (focusOf).
 * @param {string} text
 * @param {string[]} terms
 * @param {string[]} queryTerms
 * @param {{ length?: number, ellipsis?: string, pre?: string, post?: string }} [options]
 */
export function snippet(
  text,
  terms,
  queryTerms,
  { length = 10, ellipsis = '…', pre = '<mark>', post = '</mark>' } = {},
) {
  const ranges = matchRanges(text, terms);
  // No more characters than words wanted: nothing to cut.
  if (text.length <= length) {
    return {
      value: markRanges(text, ranges, 0, text.length, pre, post),
      matchLevel: matchInfo(text, ranges, queryTerms).matchLevel,
    };
  }
  const focus = focusOf(text, ranges, length);
  // Words are only looked for near the match: sections can be thousands of characters long.
  const windowStart = Math.max(0, focus - CHARS_PER_WORD * length);
  const windowEnd = Math.min(text.length, focus + CHARS_PER_WORD * length);
  let starts = wordStarts(text.slice(windowStart, windowEnd)).map((start) => start + windowStart);
  // A word cut by the window's edge does not count.
  if (windowStart > 0) starts = starts.slice(1);
  if (windowEnd < text.length) starts = starts.slice(0, -1);
  let from = 0;
  let to = text.length;
  if (starts.length > length || windowStart > 0 || windowEnd < text.length) {
    const matchWord = Math.max(
      0,
      starts.findLastIndex((start) => start <= focus),
    );
    const first = Math.max(0, Math.min(matchWord - 2, starts.length - length));
    from = first === 0 && windowStart === 0 ? 0 : (starts[first] ?? windowStart);
    to =
      first + length < starts.length
        ? starts[first + length]
        : windowEnd < text.length
          ? (starts.at(-1) ?? windowEnd)
          : text.length;
  }
  const body = markRanges(text, ranges, from, to, pre, post).trim();
  const value = `${from > 0 ? ellipsis : ''}${body}${to < text.length ? ellipsis : ''}`;
  return { value, matchLevel: matchInfo(text, ranges, queryTerms).matchLevel };
}
