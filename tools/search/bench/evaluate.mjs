// Relevance figures over the judged query set: a query's ranking is the list of distinct
// pages in hit order, as DocSearch groups them; hit@k says whether an answer is in the
// first k pages, MRR averages 1 / rank of the first answer.

/** @param {string} url */
const pageOf = (url) => url.split('#')[0].replace(/\.html$/, '');

/** @param {string[]} urls */
export function rankedPages(urls) {
  return [...new Set(urls.map(pageOf))];
}

/**
 * @param {Array<{ query: string, answers: string[] }>} judged
 * @param {(query: string) => string[]} search returns hit URLs, best first
 */
export function evaluate(judged, search) {
  let hit1 = 0;
  let hit3 = 0;
  let reciprocal = 0;
  const misses = [];
  for (const { query, answers } of judged) {
    const pages = rankedPages(search(query));
    const rank = pages.findIndex((page) => answers.includes(page)) + 1;
    if (rank === 1) hit1++;
    if (rank >= 1 && rank <= 3) hit3++;
    else misses.push({ query, answers, got: pages.slice(0, 3) });
    if (rank > 0) reciprocal += 1 / rank;
  }
  const n = judged.length || 1;
  return { queries: judged.length, hitAt1: hit1 / n, hitAt3: hit3 / n, mrr: reciprocal / n, misses };
}
