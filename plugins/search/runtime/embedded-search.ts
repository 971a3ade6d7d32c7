// Embedded mode: the index of the page's language is fetched on the first search, built
// once, and answers DocSearch's requests in the browser. The text of a page is fetched when
// one of its sections is first shown as a hit. A failed fetch is forgotten so the next
// keystroke tries again; while a page's text is missing its hits show their headings.
import { withBase } from '@rspress/core/runtime';
import { loadIndex, pagesWithoutTexts, respond, select, setPageTexts } from '../engine.mjs';
import { indexFileUrl, textFileUrl } from '../index-format.mjs';
import { langOfIndexName } from './config';
import type { SearchRequest, SearchResponses } from './types';

type Index = Awaited<ReturnType<typeof loadIndex>>;
const indexes = new Map<string, Promise<Index>>();
// Pages with the same text share a text file.
const textFiles = new Map<string, Promise<unknown>>();

/** What `load` gives for `key`, loaded once however many callers wait for it; a failure is forgotten, to retry. */
function remembered<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let value = cache.get(key);
  if (!value) {
    value = load();
    value.catch(() => cache.delete(key));
    cache.set(key, value);
  }
  return value;
}

async function fetchJson(url: string, what: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(withBase(url), init);
  if (!response.ok) throw new Error(`${what} answered ${response.status}`);
  return response.json();
}

export const indexFor = (lang: string): Promise<Index> =>
  remembered(indexes, lang, async () =>
    loadIndex(
      (await fetchJson(indexFileUrl(lang), `Search index for "${lang}"`, { cache: 'no-cache' })) as Parameters<
        typeof loadIndex
      >[0],
    ),
  );

/** A text file; its name changes with its text, so the browser may keep it. */
const textFile = (lang: string, name: string) =>
  remembered(textFiles, `${lang}/${name}`, () =>
    fetchJson(textFileUrl(lang, name), `Search text file ${lang}/${name}`),
  );

const fetchTexts = async (index: Index, page: number) =>
  setPageTexts(index, page, await textFile(index.lang, index.pages[page].textFile));

async function answerWithTexts(index: Index, request: SearchRequest) {
  const selection = select(index, request);
  const results = await Promise.allSettled(pagesWithoutTexts(index, selection).map((page) => fetchTexts(index, page)));
  for (const result of results) {
    if (result.status === 'rejected') console.warn('Search hits show their headings only:', result.reason);
  }
  return respond(index, selection);
}

export async function embeddedSearch({ requests }: { requests: SearchRequest[] }): Promise<SearchResponses> {
  const results = await Promise.all(
    requests.map(async (request) => answerWithTexts(await indexFor(langOfIndexName(request.indexName)), request)),
  );
  return { results };
}
