export interface SearchRequest {
  indexName: string;
  query?: string;
  [parameter: string]: unknown;
}

export interface SearchResponses {
  results: Array<Record<string, unknown>>;
}
