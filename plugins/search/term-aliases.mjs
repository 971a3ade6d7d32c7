// The one list of words the search treats as the same. A pair belongs here only when the pages write a term one
// way and readers type it another: everything else is found by the words of the pages themselves.

/**
 * Terms the Chinese pages write in English, as Chinese developers often do, by the Chinese word readers also type,
 * and a few everyday words for the pages' own terms: a query word on the left also finds the pages that write the
 * term on the right.
 * @type {ReadonlyMap<string, readonly string[]>}
 */
export const TERM_ALIASES = new Map([
  ['模拟', ['mock']],
  ['监听', ['spy']],
  ['夹具', ['fixture']],
  // Everyday words for the pages' terms: a test case (用例) is what the pages call a test (测试), and a name (名字)
  // what they call 名称.
  ['用例', ['测试']],
  ['名字', ['名称']],
]);

/** Other ways of writing a word the Chinese pages use, read as the pages' word before a query is cut into words. */
const PAGE_WORDS = new Map([['计时器', '定时器']]);
const OTHER_WAYS = new RegExp([...PAGE_WORDS.keys()].join('|'), 'g');

/**
 * The query with the pages' words (计时器 → 定时器).
 * @param {string} query
 */
export const inPageWords = (query) => query.replace(OTHER_WAYS, (word) => PAGE_WORDS.get(word) ?? word);

/**
 * The terms that also stand for a query word.
 * @param {string} word
 * @returns {readonly string[]}
 */
export const aliasesOf = (word) => TERM_ALIASES.get(word) ?? [];
