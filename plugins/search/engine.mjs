// The embedded search engine: MiniSearch over DocSearch records, answering DocSearch's
// `search({ requests })` call with the response shape Algolia gives. Runs in the browser,
// in the CLI, the benchmark and the test server that stands in for Algolia.
import MiniSearch from 'minisearch';
import { highlight, snippet } from './highlight.mjs';
import { bagTokens, hasPieces, INDEX_FORMAT, leadPieces, sectionText } from './index-format.mjs';
import { contentRecordOf, headingRecordsOf, LEVELS } from './records.mjs';
import { camelTokens, hasCjk, isQuestionWord, queryUnits, sentenceWords, wordTokens } from './tokenize.mjs';

/** @typedef {import('./records.mjs').SearchRecord} SearchRecord */
/** @typedef {import('./records.mjs').HeadingRecord} HeadingRecord */
/** @typedef {import('./records.mjs').ContentRecord} ContentRecord */
/** @typedef {import('./records.mjs').Level} Level */
/** @typedef {import('./tokenize.mjs').QueryUnit} QueryUnit */
/** @typedef {ReturnType<typeof highlight>} HighlightResult */
/** @typedef {ReturnType<typeof snippet>} SnippetResult */
/**
 * One searchable unit per heading: the heading's record, the page's path, the page's and the section's position in
 * the index file, and whether there is text under the heading (its words are in the index, its text in the page's
 * text file).
 * @typedef {{ heading: HeadingRecord, hasText: boolean, path: string, page: number, at: number }} IndexSection
 */
/**
 * The fields MiniSearch indexes for one section; `id` is the section's position in `sections`. `content` is the
 * text a hit shows: a title section's description, then BAG_MARK and the bag of the section's own text
 * (index-format.mjs), which the engine's tokenize reads as the prose it stands for.
 * @typedef {{ id: number, title: string, content: string, page: string, summary: string, lead: string }} SectionFields
 */
/**
 * A language's engine, as loadIndex builds it; `weights` holds each section's level weight, by id.
 * `headingWords` holds each section's heading words (sentenceWords), filled as queries need them.
 * `pages` holds each page's description and text file; `texts` each page's texts, once fetched (setPageTexts).
 * @typedef {object} SearchIndex
 * @property {string} lang
 * @property {IndexSection[]} sections
 * @property {Float64Array} weights
 * @property {MiniSearch<SectionFields>} engine
 * @property {(string[] | undefined)[]} headingWords
 * @property {Array<{ description: string, textFile: string }>} pages
 * @property {(PageTexts | undefined)[]} texts
 */
/** @typedef {import('./index-format.mjs').IndexFile} IndexFile */
/** @typedef {import('./index-format.mjs').PageTexts} PageTexts */
/**
 * A MiniSearch result, with its section and the page's score that rank adds.
 * @typedef {import('minisearch').SearchResult & { section: IndexSection, pageScore: number }} RankedResult
 */
/** @typedef {{ best: number, total: number }} PageTotals */
/**
 * DocSearch's request for one index: the parameters the engine reads (the others are ignored).
 * @typedef {object} SearchRequest
 * @property {unknown} [query] read as a string
 * @property {string} [indexName]
 * @property {number} [hitsPerPage]
 * @property {string[]} [attributesToSnippet] `attribute:words` entries
 * @property {string} [highlightPreTag]
 * @property {string} [highlightPostTag]
 * @property {string} [snippetEllipsisText]
 */

export { INDEX_FORMAT };
export const MAX_QUERY_LENGTH = 512;
// Page titles and intros count most; then top-level sections; then deeper ones.
const LEVEL_WEIGHT = [0, 3, 1.6, 1.3, 1.2, 1.1, 1.1];
// Other matching sections of a page add this share of their score to the page's ranking.
const PAGE_SUPPORT = 0.3;
// A heading that says what the reader typed, question words included ("what is rstest" and "What Rstest is"),
// answers it: its section's score is multiplied by this. Without it a query whose only word is on every page
// (the product's name) went to the page with the most headings that name it.
const HEADING_ECHO = 8;

// The camelCase parts of names (`Timeout` in `testTimeout`) are indexed as fields of their own, weighed
// below the words themselves: `fn` finds `rstest.fn` before `ExtendConfigFn`.
const PARTS = 'Parts';
// Chosen on the tuning half of the judged queries and the symptom queries: of 0.5 to 3, 0.5 ranked best on both.
const LEAD_BOOST = 0.5;
// MiniSearch keeps terms in a radix tree and, for each term it adds, scans the children of the nodes on the
// term's path. Chinese character pairs begin with some 3,000 different characters, so the root had thousands
// of children and building the Chinese index took 2 s in Node. In the engine every term from U+2E80 on (CJK and
// later scripts) is stored behind one of 64 private-use characters picked by its first character: the root has
// at most 64 more children, a pair and its first character still share a prefix (a one-character query finds
// its pairs), and the terms of the hits shown are given back plain (plainMatch).
const BUCKET_BASE = 0xe000;
const BUCKETS = 64;
const FIRST_KEYED_CODE = 0x2e80;
/** @param {string} term */
const termKey = (term) =>
  term.charCodeAt(0) >= FIRST_KEYED_CODE
    ? String.fromCharCode(BUCKET_BASE + (term.charCodeAt(0) % BUCKETS)) + term
    : term;
/** @param {string} term */
const plainTerm = (term) => {
  const code = term.charCodeAt(0);
  return code >= BUCKET_BASE && code < BUCKET_BASE + BUCKETS ? term.slice(1) : term;
};
/**
 * The terms a result matched and the fields of each, as the page writes them: only for the results shown as
 * hits (rewriting them for every result was a tenth of a query's time).
 * @param {RankedResult} result
 * @returns {{ terms: string[], match: Record<string, string[]> }}
 */
const plainMatch = ({ terms, match }) => ({
  terms: terms.map(plainTerm),
  match: Object.fromEntries(Object.entries(match).map(([term, fields]) => [plainTerm(term), fields])),
});

// Parts the `content` field is made of: the prose before it (a title section's description), the bag after it.
const BAG_MARK = '\u0000';

/**
 * A field's tokens: `content` holds prose and a bag, the other fields prose.
 * @param {string} text
 * @param {string | undefined} field
 */
function tokensOf(text, field) {
  const tokenize = field?.endsWith(PARTS) ? camelTokens : wordTokens;
  const mark = text.indexOf(BAG_MARK);
  if (mark < 0) return tokenize(text);
  return [...tokenize(text.slice(0, mark)), ...bagTokens(text.slice(mark + 1), tokenize)];
}

/** @type {import('minisearch').Options<SectionFields>} */
const MINISEARCH_OPTIONS = {
  fields: ['title', 'summary', 'lead', 'content', 'page', `title${PARTS}`, `content${PARTS}`],
  extractField: (document, field) =>
    // Every field is a key of SectionFields once its suffix is cut (`id` too, which MiniSearch extracts).
    document[/** @type {keyof SectionFields} */ (field.endsWith(PARTS) ? field.slice(0, -PARTS.length) : field)],
  tokenize: (text, field) => tokensOf(text, field).map(termKey),
  processTerm: (term) => term,
};

/** A heading word written as prose: capitalised (`Timeouts`, `Which limits apply`) or Chinese. */
const PROSE_WORD = /^\p{Lu}\p{Ll}+$|\p{Script=Han}/u;
/**
 * Whether a heading names something (`rstest.fn`, `toThrow / toThrowError`, `describe`, `RSTEST_WORKER_ID`) rather
 * than saying it in words; the site's word headings start with a capital letter, or are Chinese.
 * @param {string} heading
 */
const isName = (heading) => !heading.split(/[\s,/]+/).some((word) => PROSE_WORD.test(word));

/**
 * Builds the engine over a language's index file (see index-format.mjs). The file holds each section's words; the
 * inverted index is built here, which keeps the download small. The sections' text comes later, page by page, for
 * the hits shown (setPageTexts).
 * @param {IndexFile} data the parsed index file, checked for its format
 * @returns {Promise<SearchIndex>}
 */
export async function loadIndex(data) {
  if (data?.format !== INDEX_FORMAT) throw new Error(`Unsupported search index format: ${data?.format}`);
  /** @type {IndexSection[]} */
  const sections = [];
  /** @type {SectionFields[]} */
  const fields = [];
  for (const { page, at, record } of headingRecordsOf(data.lang, data.pages)) {
    const id = sections.length;
    const [path, , headings, pageDescription] = data.pages[page];
    const bag = `${data.words[id]} ${data.runs[id]}`;
    const isTitle = headings[at][0] === 1;
    const description = isTitle ? pageDescription : '';
    sections.push({ heading: record, hasText: description !== '' || hasPieces(bag), path, page, at });
    fields.push({
      id,
      title: headings[at][2],
      content: `${description}${BAG_MARK}${bag}`,
      page: isTitle ? '' : (record.hierarchy.lvl1 ?? ''),
      // A page's summary is written in the words readers use: strong evidence for the whole page.
      summary: description,
      // A section headed by a name (an API, an option, a variable) says what it does in its first sentence, in a
      // reader's words: that sentence stands in for the heading the section lacks.
      lead:
        !isTitle && isName(headings[at][2])
          ? `${BAG_MARK}${leadPieces(data.words[id])} ${leadPieces(data.runs[id])}`
          : '',
    });
  }
  const engine = new MiniSearch(MINISEARCH_OPTIONS);
  // In chunks, so a page stays responsive while the index is built.
  await engine.addAllAsync(fields, { chunkSize: 200 });
  // MiniSearch asks for a section's weight for every term it scores: read once here.
  const weights = Float64Array.from(sections, ({ heading }) => LEVEL_WEIGHT[Number(heading.type.slice(3))] ?? 1);
  return {
    lang: data.lang,
    sections,
    weights,
    engine,
    headingWords: new Array(sections.length),
    pages: data.pages.map(([, , , description, textFile]) => ({ description, textFile })),
    texts: new Array(data.pages.length),
  };
}

/**
 * Gives the engine a page's texts, read from its text file.
 * @param {SearchIndex} index
 * @param {number} page the page's position in the index file
 * @param {unknown} texts the parsed text file
 */
export function setPageTexts(index, page, texts) {
  if (!Array.isArray(texts) || !texts.every((text) => typeof text === 'string'))
    throw new Error(`Search text file ${index.pages[page]?.textFile} is not a list of texts`);
  index.texts[page] = texts;
}

/** The shortest Latin word looked up with typos. */
const FUZZY_MIN_LENGTH = 5;

/**
 * @param {QueryUnit} unit
 * @param {boolean} fuzzy
 * @returns {import('minisearch').Query}
 */
function unitQuery(unit, fuzzy) {
  if (unit.kind === 'latin') {
    const { term, parts } = unit;
    const whole = {
      queries: [termKey(term)],
      prefix: term.length > 1,
      fuzzy: fuzzy && term.length >= FUZZY_MIN_LENGTH ? 0.2 : 0,
      maxFuzzy: 2,
    };
    // `it.only` also finds pages that write `test.only` and mention `it`.
    if (parts.length < 2) return whole;
    return { combineWith: 'OR', queries: [whole, { combineWith: 'AND', queries: parts.map(termKey), prefix: true }] };
  }
  const word = termKey(unit.word);
  /** @type {import('minisearch').Query} */
  const own =
    unit.pairs.length === 0
      ? { queries: [word], prefix: true }
      : unit.pairs.length === 1
        ? { queries: [word] }
        : { combineWith: 'OR', queries: [word, { combineWith: 'AND', queries: unit.pairs.map(termKey) }] };
  if (unit.aliases.length === 0) return own;
  // A Latin alias is a word the page writes whole or as the start of a name (`spy`, `spyOn`); a Chinese one, a pair.
  const aliases = unit.aliases.map((alias) =>
    hasCjk(alias) ? { queries: [termKey(alias)] } : { queries: [alias], prefix: true },
  );
  return { combineWith: 'OR', queries: [own, ...aliases] };
}

/**
 * A query unit as the engine keys its terms (termKey), to compare with what MiniSearch says a result matched.
 * @param {QueryUnit} unit
 * @returns {{ whole: string, pieces: string[], aliases: string[] }} the unit's word, the parts or pairs that stand for it
 * together, and the terms that also stand for it (term-aliases.mjs)
 */
const keyedUnit = (unit) =>
  unit.kind === 'latin'
    ? { whole: termKey(unit.term), pieces: unit.parts.length > 1 ? unit.parts.map(termKey) : [], aliases: [] }
    : {
        whole: termKey(unit.word),
        pieces: unit.pairs.length > 1 ? unit.pairs.map(termKey) : [],
        aliases: unit.aliases.map(termKey),
      };

/** @type {(unit: ReturnType<typeof keyedUnit>, matched: string[]) => boolean} */
const unitMatched = ({ whole, pieces, aliases }, matched) =>
  matched.includes(whole) ||
  (pieces.length > 0 && pieces.every((piece) => matched.includes(piece))) ||
  matched.some((term) => aliases.some((alias) => term === alias || (!hasCjk(alias) && term.startsWith(alias))));

/** @type {(index: SearchIndex) => import('minisearch').SearchOptions} */
const searchOptions = (index) => ({
  combineWith: 'OR',
  tokenize: (text) => [text],
  processTerm: (term) => term,
  boost: { title: 4, summary: 2, lead: LEAD_BOOST, content: 1, page: 0.6, titleParts: 2, contentParts: 0.5 },
  boostDocument: (id) => index.weights[id],
});

/**
 * Whether a result matched a word of the query in its heading: only such a heading can say the query, and cutting
 * a heading into words (echoesQuery) costs more than this, so a fresh engine does not cut a thousand of them.
 * @param {import('minisearch').SearchResult} result
 */
const matchedInTitle = ({ match }) => Object.values(match).some((fields) => fields.includes('title'));

/**
 * Whether a section's heading asks or answers the query: it holds a question word, and each of its words is in the
 * query. Headings without one ("Timeout", 覆盖率) are left out: a concept's subsection on an overview page would
 * otherwise pass the page that documents it.
 * @param {SearchIndex} index
 * @param {number} id
 * @param {Set<string>} queryWords
 */
function echoesQuery(index, id, queryWords) {
  let words = index.headingWords[id];
  if (!words) {
    const { heading } = index.sections[id];
    words = index.headingWords[id] = sentenceWords(heading.hierarchy[heading.type] ?? '');
  }
  return words.some(isQuestionWord) && words.every((word) => queryWords.has(word));
}

/**
 * How much a query word says, from the share of sections it matches: a word on nearly every page (the product's
 * name) or a lone character that begins hundreds of pairs says little, a name found in two sections says much.
 * @param {SearchIndex} index
 * @param {number} matching the sections that match the word
 */
const rarity = (index, matching) => Math.log(1 + index.sections.length / Math.max(1, matching));

/** @param {QueryUnit} unit */
const isBridge = (unit) => unit.kind === 'cjk' && unit.bridge;

/**
 * Ranked sections for a query. A section's score is scaled by the share of the query it
 * covers (squared), each word weighed by its rarity, then sections are ordered by their page's score (best section plus a
 * share of the others), so the page that answers the question comes first. A result's `queryTerms`, `terms`
 * and `match` keep the engine's keys (plainMatch gives them plain).
 * @param {SearchIndex} index
 * @param {string} rawQuery
 * @returns {{ query: string, units: QueryUnit[], results: RankedResult[] }}
 */
export function rank(index, rawQuery) {
  const query = rawQuery.slice(0, MAX_QUERY_LENGTH);
  const units = queryUnits(query);
  if (units.length === 0) return { query, units, results: [] };
  const keyed = units.map(keyedUnit);
  const queryWords = new Set(sentenceWords(query));
  /** @param {(unit: QueryUnit, at: number) => boolean} fuzzy */
  const search = (fuzzy) =>
    index.engine.search({ queries: units.map((unit, at) => unitQuery(unit, fuzzy(unit, at))) }, searchOptions(index));
  // Typo tolerance costs most of a search's time: only for the words of the query that matched nothing, and only
  // if one of them is long enough to be looked up with typos (unitQuery), else the second search would find the same.
  /** @param {import('minisearch').SearchResult[]} results which words of the query each result matched */
  const matchesOf = (results) => results.map((result) => keyed.map((unit) => unitMatched(unit, result.queryTerms)));
  let found = search(() => false);
  let matches = matchesOf(found);
  const unmatched = keyed.map((_, at) => !matches.some((matched) => matched[at]));
  if (units.some((unit, at) => unmatched[at] && unit.kind === 'latin' && unit.term.length >= FUZZY_MIN_LENGTH)) {
    found = search((_, at) => unmatched[at]);
    matches = matchesOf(found);
  }
  // Results are fresh objects from MiniSearch: scored in place, as there can be hundreds.
  const scored = /** @type {RankedResult[]} */ (found);
  const rarities = keyed.map((_, at) => rarity(index, matches.filter((matched) => matched[at]).length));
  // A pair made from lone characters (件算 of 哪些文件算测试文件, 点调 of 打断点调试) may be no word at all, and is then
  // rare: it counts no more than the query's real words do on average.
  const wordRarities = rarities.filter((_, at) => !isBridge(units[at]));
  const bridgeCap =
    wordRarities.length > 0 ? wordRarities.reduce((sum, weight) => sum + weight, 0) / wordRarities.length : Infinity;
  const unitWeights = rarities.map((weight, at) => (isBridge(units[at]) ? Math.min(weight, bridgeCap) : weight));
  const allWeight = unitWeights.reduce((sum, weight) => sum + weight, 0);
  for (const [n, result] of scored.entries()) {
    const covered = unitWeights.reduce((sum, weight, at) => (matches[n][at] ? sum + weight : sum), 0);
    const coverage = covered / allWeight;
    result.score *= coverage * coverage;
    result.section = index.sections[result.id];
    if (coverage === 1 && matchedInTitle(result) && echoesQuery(index, result.id, queryWords))
      result.score *= HEADING_ECHO;
  }
  /** @type {Map<string, PageTotals>} */
  const pages = new Map();
  for (const result of scored) {
    const page = pages.get(result.section.path) ?? { best: 0, total: 0 };
    page.best = Math.max(page.best, result.score);
    page.total += result.score;
    pages.set(result.section.path, page);
  }
  /** @type {(page: PageTotals) => number} */
  const pageScore = ({ best, total }) => best + PAGE_SUPPORT * (total - best);
  // Every result's page was set just above.
  for (const result of scored) result.pageScore = pageScore(/** @type {PageTotals} */ (pages.get(result.section.path)));
  scored.sort((a, b) => b.pageScore - a.pageScore || b.score - a.score);
  return { query, units, results: scored };
}

/** @type {(attributes?: string[]) => Record<string, number>} */
const snippetLengths = (attributes = []) =>
  Object.fromEntries(
    attributes.map((entry) => {
      const [name, length] = entry.split(':');
      return [name, Number(length) || 10];
    }),
  );

/**
 * `target` with a `content` computed when first read. DocSearch shows a hit's snippets and reads the highlighted
 * whole text of none: marking a long text for 20 hits was a tenth of a Chinese query's time, spent on nothing.
 * JSON.stringify and the CLI still read it.
 * @template {object} T
 * @param {T} target
 * @param {() => HighlightResult} compute
 * @returns {T & { content: HighlightResult }}
 */
function withLazyContent(target, compute) {
  Object.defineProperty(target, 'content', {
    enumerable: true,
    configurable: true,
    get() {
      const value = compute();
      Object.defineProperty(target, 'content', { value, enumerable: true, configurable: true, writable: true });
      return value;
    },
  });
  // The property was just defined.
  return /** @type {T & { content: HighlightResult }} */ (target);
}

/**
 * @param {SearchRecord} record
 * @param {string[]} terms
 * @param {string[]} queryTerms
 * @param {SearchRequest} params
 * @param {Record<string, number>} lengths the request's snippet lengths (snippetLengths), read once per request
 */
function hitOf(record, terms, queryTerms, params, lengths) {
  const tags = { pre: params.highlightPreTag ?? '<mark>', post: params.highlightPostTag ?? '</mark>' };
  const ellipsis = params.snippetEllipsisText ?? '…';
  /** @param {Level} level */
  const levelOf = (level) => record.hierarchy[level] ?? '';
  /** @type {{ hierarchy: Record<string, HighlightResult>, content: HighlightResult }} */
  const highlightResult = withLazyContent({ hierarchy: {} }, () =>
    highlight(record.content ?? '', terms, queryTerms, tags),
  );
  /** @type {{ hierarchy: Record<string, SnippetResult>, content?: SnippetResult }} */
  const snippetResult = { hierarchy: {} };
  for (const level of LEVELS) {
    highlightResult.hierarchy[level] = highlight(levelOf(level), terms, queryTerms, tags);
    const length = lengths[`hierarchy.${level}`];
    if (length)
      snippetResult.hierarchy[level] = snippet(levelOf(level), terms, queryTerms, { ...tags, length, ellipsis });
  }
  if (lengths.content) {
    snippetResult.content = snippet(record.content ?? '', terms, queryTerms, {
      ...tags,
      length: lengths.content,
      ellipsis,
    });
  }
  const [path, anchor] = record.url.split('#');
  return {
    objectID: record.objectID,
    url: record.url,
    url_without_anchor: path,
    anchor: anchor ?? null,
    type: record.type,
    hierarchy: { ...record.hierarchy },
    content: record.content,
    _highlightResult: highlightResult,
    _snippetResult: snippetResult,
  };
}

/**
 * @param {string} indexName
 * @param {string} query
 */
function queryIdOf(indexName, query) {
  let hash = 0x811c9dc5;
  // A character of a string always has a code point.
  for (const char of `${indexName}\u0000${query}`)
    hash = Math.imul(hash ^ /** @type {number} */ (char.codePointAt(0)), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0').repeat(4);
}

/**
 * The most sections of one page a result list holds, as Algolia's `distinct` (tools/search/upload.mjs sets the
 * same for hosted indexes). The modal shows 20 hits: without a limit, a page with many matching sections
 * filled them and hid the next pages, although its best sections already lead to it. The pages keep the order of
 * their best sections.
 */
export const SECTIONS_PER_PAGE = 5;

/**
 * Ranked sections, at most SECTIONS_PER_PAGE of each page.
 * @template {{ section: IndexSection }} T
 * @param {T[]} results
 */
function distinctPages(results) {
  /** @type {Map<string, number>} */
  const perPage = new Map();
  return results.filter(({ section }) => {
    const count = (perPage.get(section.path) ?? 0) + 1;
    perPage.set(section.path, count);
    return count <= SECTIONS_PER_PAGE;
  });
}

/**
 * The sections a DocSearch request shows as hits, best first, and what answering it needs besides them.
 * @typedef {{ started: number, query: string, indexName: string, hitsPerPage: number, params: SearchRequest, queryTerms: string[], shown: RankedResult[], nbHits: number }} Selection
 */

/**
 * Ranks the sections for a request and keeps those it shows (respond turns them into hits).
 * @param {SearchIndex} index
 * @param {SearchRequest} request
 * @returns {Selection}
 */
export function select(index, request) {
  const started = Date.now();
  const { query: rawQuery = '', indexName = index.lang, hitsPerPage = 20, ...params } = request;
  const { query, units, results } = rank(index, String(rawQuery));
  const queryTerms = units.flatMap((unit) => (unit.kind === 'latin' ? [unit.term] : [unit.word, ...unit.aliases]));
  const distinct = distinctPages(results);
  const shown = distinct.slice(0, hitsPerPage);
  return { started, query, indexName, hitsPerPage, params, queryTerms, shown, nbHits: distinct.length };
}

/**
 * The pages whose texts the hits of a selection show and the engine does not hold yet (to fetch, then setPageTexts).
 * @param {SearchIndex} index
 * @param {Selection} selection
 * @returns {number[]} positions in the index file
 */
export const pagesWithoutTexts = (index, { shown }) => [
  ...new Set(
    shown.filter(({ section }) => section.hasText && !index.texts[section.page]).map(({ section }) => section.page),
  ),
];

/**
 * The text under a section's heading, or null while its page's texts are not there (or have none for it).
 * @param {SearchIndex} index
 * @param {IndexSection} section
 */
function textOf(index, { heading, page, at }) {
  const texts = index.texts[page];
  if (!texts) return null;
  return sectionText(Number(heading.type.slice(3)), index.pages[page].description, texts[at] ?? '') || null;
}

/**
 * One Algolia `results[]` entry for a selection. A hit whose text is not there shows its heading, as a section
 * without text does: it still leads to the right place.
 * @param {SearchIndex} index
 * @param {Selection} selection
 */
export function respond(index, { started, query, indexName, hitsPerPage, params, queryTerms, shown, nbHits }) {
  const lengths = snippetLengths(params.attributesToSnippet);
  const hits = shown.map((result) => {
    const { section } = result;
    const { terms, match } = plainMatch(result);
    const inTitle = terms.some((term) => match[term].some((field) => field.startsWith('title')));
    const text = inTitle || !section.hasText ? null : textOf(index, section);
    const record = text === null ? section.heading : contentRecordOf(section.heading, text);
    const longestFirst = [...terms].sort((a, b) => b.length - a.length);
    return hitOf(record, longestFirst, queryTerms, params, lengths);
  });
  return {
    hits,
    nbHits,
    page: 0,
    nbPages: Math.ceil(nbHits / hitsPerPage),
    hitsPerPage,
    exhaustiveNbHits: true,
    query,
    params: new URLSearchParams({ query }).toString(),
    index: indexName,
    queryID: queryIdOf(indexName, query),
    processingTimeMS: Date.now() - started,
  };
}

/**
 * One Algolia `results[]` entry for one DocSearch request, with the texts the engine holds.
 * @param {SearchIndex} index
 * @param {SearchRequest} request
 */
export const answer = (index, request) => respond(index, select(index, request));
