export interface SearchRequest {
  indexName: string;
  query?: string;
  [parameter: string]: unknown;
}

export interface SearchResponses {
  results: Array<{ hits?: Array<{ hierarchy?: { lvl0?: string | null } }>; [key: string]: unknown }>;
}
