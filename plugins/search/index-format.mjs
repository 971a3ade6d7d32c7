// The search index's format, written by index-files.mjs at build time and read by the engine: one index file per
// language, fetched on the first search, and one text file per page, fetched only when one of its sections is
// shown as a hit.
//
// The index file holds what ranking needs: the pages, their headings and descriptions, and each section's words
// as a bag (every distinct word once, with its count) instead of its prose. The engine builds its inverted index
// from a bag (bagTokens gives the prose's tokens, in another order, less those no query looks up: Chinese particles
// and question words standing alone, the pairs across them, and lone characters); the prose is only needed to show
// a hit's snippet. Bags are stored in two columns, the Latin words of every section and then the Chinese runs,
// which gzip about a quarter smaller than the prose.
import { CJK_RUN, indexTokens, LATIN_WORD, searchableParts } from './tokenize.mjs';

/**
 * A heading of a page in the index file: [level (1-6), anchor, heading].
 * @typedef {[number, string, string]} HeadingEntry
 */
/**
 * A page of the index file: [path, lvl0, headings, description, text file name].
 * @typedef {[string, string, HeadingEntry[], string, string]} IndexPage
 */
/**
 * The index file of one language. `words[k]` and `runs[k]` are the bag of the k-th section's text, counted through
 * the pages in order. A page's description, which its title section's hits show before the text, stays prose: the
 * engine indexes it as the page's summary too.
 * @typedef {{ format: number, lang: string, pages: IndexPage[], words: string[], runs: string[] }} IndexFile
 */
/**
 * A page's text file: the text under each of its headings, in order.
 * @typedef {string[]} PageTexts
 */

export const INDEX_FORMAT = 4;
/** The build folder's folder of index and text files, and the path they are fetched under. */
export const INDEX_FOLDER = 'search';

/**
 * The path of a language's index file under the site's base, as the browser fetches it.
 * @param {string} lang
 */
export const indexFileUrl = (lang) => `/${INDEX_FOLDER}/${lang}.json`;
/**
 * The path of a page's text file under the site's base.
 * @param {string} lang
 * @param {string} name the text file's name in the index file
 */
export const textFileUrl = (lang, name) => `/${INDEX_FOLDER}/${lang}/${name}.json`;

// A bag keeps whole words (tokenize's LATIN_WORD), which tokenize cuts as it cuts them in prose.
// A piece of a bag said more than once: `word*3`. No word or run holds `*` or a space.
const COUNT = '*';

/**
 * Every distinct piece with its count, as `piece` or `piece*count`.
 * @param {Iterable<string>} pieces
 */
function counted(pieces) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const piece of pieces) counts.set(piece, (counts.get(piece) ?? 0) + 1);
  return [...counts].map(([piece, count]) => (count > 1 ? `${piece}${COUNT}${count}` : piece));
}

/**
 * A text's bag: its Latin words sorted (neighbours that share a stem gzip best), and the parts of its Chinese runs
 * that a query can find (tokenize.mjs searchableParts) in page order.
 * @param {string} text
 * @returns {{ words: string, runs: string }}
 */
export const bagOf = (text) => bagOfPieces(latinWordsOf(text), runPartsOf(text));

/** @param {string} text */
const latinWordsOf = (text) => Array.from(text.replace(CJK_RUN, ' ').matchAll(LATIN_WORD), ([word]) => word);
/** @param {string} text */
const runPartsOf = (text) => Array.from(text.matchAll(CJK_RUN), ([run]) => searchableParts(run)).flat();
/** @param {string[]} words @param {string[]} runs */
const bagOfPieces = (words, runs) => ({ words: counted(words).sort().join(' '), runs: counted(runs).join(' ') });

/** In a section's bag, ends the pieces of its lead: its first sentence, which the engine also scores as its summary. */
const LEAD_END = '|';
/** The end of a sentence, in either language. */
const SENTENCE_END = /[。！？]|[.!?](?=\s|$)/u;
/** A first sentence longer than this is no lead (a table or a list run together): the section has none. */
const LEAD_MAX = 200;

/**
 * A section's lead: the first sentence of its text, where it says in a reader's words what the section is about.
 * @param {string} text
 */
export function leadOf(text) {
  const end = SENTENCE_END.exec(text);
  const lead = end ? text.slice(0, end.index + end[0].length) : text;
  return lead.length <= LEAD_MAX ? lead : '';
}

/**
 * A section's bag, its lead's pieces first: `lead pieces | other pieces`, for the Latin words and for the Chinese runs.
 * @param {string} text
 * @param {string} [heading]
 * @returns {{ words: string, runs: string }}
 */
export function sectionBag(text, heading = '') {
  const lead = leadOf(text);
  const rest = text.slice(lead.length);
  // What the heading already says counts with the rest: the lead adds the words it does not (a reader's words for
  // an entry named by its API), and a word the heading names (`timeout` of `expect.poll.timeout`) is not counted
  // twice over the section's others.
  const named = new Set(indexTokens(heading));
  const says = (/** @type {string} */ word) => indexTokens(word).every((token) => named.has(token));
  const leadWords = latinWordsOf(lead);
  const leadRuns = runPartsOf(lead);
  const first = bagOfPieces(
    leadWords.filter((word) => !says(word)),
    leadRuns.filter((run) => !heading.includes(run)),
  );
  const others = bagOfPieces(
    [...leadWords.filter(says), ...latinWordsOf(rest)],
    [...leadRuns.filter((run) => heading.includes(run)), ...runPartsOf(rest)],
  );
  return { words: `${first.words} ${LEAD_END} ${others.words}`, runs: `${first.runs} ${LEAD_END} ${others.runs}` };
}

/**
 * The pieces of a section bag's lead (sectionBag).
 * @param {string} bag
 */
export const leadPieces = (bag) => bag.slice(0, Math.max(0, bag.indexOf(` ${LEAD_END} `)));

/**
 * Whether a bag holds any piece.
 * @param {string} bag
 */
export const hasPieces = (bag) => bag.split(' ').some((piece) => piece !== '' && piece !== LEAD_END);

/**
 * The tokens of a bag, each piece's as often as its count: the tokens `tokenize` gives for the prose.
 * @param {string} bag pieces joined by spaces (bagOf's words, runs, or both)
 * @param {(text: string) => string[]} tokenize
 */
export function bagTokens(bag, tokenize) {
  /** @type {string[]} */
  const tokens = [];
  for (const piece of bag.split(' ')) {
    if (!piece || piece === LEAD_END) continue;
    const mark = piece.lastIndexOf(COUNT);
    const count = mark > 0 ? Number(piece.slice(mark + 1)) : 1;
    const pieceTokens = tokenize(mark > 0 ? piece.slice(0, mark) : piece);
    for (let time = 0; time < count; time++) for (const token of pieceTokens) tokens.push(token);
  }
  return tokens;
}

/**
 * The text a section's hit shows: a page's description leads the text of its title section.
 * @param {number} level
 * @param {string} description
 * @param {string} ownText
 */
export const sectionText = (level, description, ownText) =>
  level === 1 ? [description, ownText].filter(Boolean).join(' ') : ownText;
