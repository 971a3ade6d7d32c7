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

async function fetchIndex(lang: string): Promise<Index> {
  const response = await fetch(withBase(indexFileUrl(lang)), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Search index for "${lang}" answered ${response.status}`);
  return loadIndex(await response.json());
}

export function indexFor(lang: string): Promise<Index> {
  let index = indexes.get(lang);
  if (!index) {
    index = fetchIndex(lang);
    index.catch(() => indexes.delete(lang));
    indexes.set(lang, index);
  }
  return index;
}

/** A text file, fetched once however many requests and pages wait for it; its name changes with its text. */
function textFile(lang: string, name: string): Promise<unknown> {
  const key = `${lang}/${name}`;
  let texts = textFiles.get(key);
  if (!texts) {
    texts = fetch(withBase(textFileUrl(lang, name))).then((response) => {
      if (!response.ok) throw new Error(`Search text file ${key} answered ${response.status}`);
      return response.json();
    });
    texts.catch(() => textFiles.delete(key));
    textFiles.set(key, texts);
  }
  return texts;
}

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
