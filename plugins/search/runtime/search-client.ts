// The `search` DocSearch calls, for either mode. It never rejects: a failure is recorded
// for the error screen and answered with no hits, so nothing reaches the console as an
// unhandled rejection; the next keystroke searches (and fetches) again.
import type { DocSearchModalProps } from '@docsearch/react/modal';
import { searchConfig } from './config';
import { setSearchFailed } from './failure';
import { rememberSections } from './suggestions';
import type { SearchRequest, SearchResponses } from './types';

type TransformSearchClient = NonNullable<DocSearchModalProps['transformSearchClient']>;
type Search = (params: { requests: SearchRequest[] }) => Promise<SearchResponses>;

let search: Promise<Search> | null = null;
function resolveSearch(): Promise<Search> {
  const config = searchConfig;
  search ??=
    config.mode === 'hosted'
      ? import('./hosted-search').then(({ hostedSearch }) => hostedSearch(config.appId, config.apiKey, config.hosts))
      : import('./embedded-search').then(({ embeddedSearch }) => embeddedSearch);
  return search;
}

const emptyAnswer = (requests: SearchRequest[]): SearchResponses => ({
  results: requests.map((request) => ({ hits: [], nbHits: 0, query: request.query ?? '', index: request.indexName })),
});

async function searchOrRecordFailure({ requests }: { requests: SearchRequest[] }): Promise<SearchResponses> {
  try {
    const answer = await (await resolveSearch())({ requests });
    setSearchFailed(false);
    rememberSections(answer.results);
    return answer;
  } catch (error) {
    console.warn('[search] request failed:', error);
    setSearchFailed(true);
    return emptyAnswer(requests);
  }
}

export const transformSearchClient: TransformSearchClient = (client) => ({
  ...client,
  search: searchOrRecordFailure as unknown as ReturnType<TransformSearchClient>['search'],
});
