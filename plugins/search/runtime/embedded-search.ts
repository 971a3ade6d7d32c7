// Embedded mode: the index of the page's language is fetched on the first search, built
// once, and answers DocSearch's requests in the browser. A failed fetch is forgotten so the
// next keystroke tries again.
import { withBase } from '@rspress/core/runtime';
import { answer, loadIndex } from '../engine.mjs';
import { langOfIndexName } from './config';
import type { SearchRequest, SearchResponses } from './types';

type Index = Awaited<ReturnType<typeof loadIndex>>;
const indexes = new Map<string, Promise<Index>>();

async function fetchIndex(lang: string): Promise<Index> {
  const response = await fetch(withBase(`/search/${lang}.json`), { cache: 'no-cache' });
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

export async function embeddedSearch({ requests }: { requests: SearchRequest[] }): Promise<SearchResponses> {
  const results = await Promise.all(
    requests.map(async (request) => answer(await indexFor(langOfIndexName(request.indexName)), request)),
  );
  return { results };
}
