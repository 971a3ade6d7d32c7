// Search settings fixed at build time (see plugins/search/index.ts and the README).
export type SearchConfig =
  | { mode: 'embedded' }
  | { mode: 'hosted'; appId: string; apiKey: string; indexName: string; hosts: string[] };

declare const __SEARCH_CONFIG__: SearchConfig;

export const searchConfig: SearchConfig = __SEARCH_CONFIG__;

/** DocSearch keeps recent and favourite searches per index name: one list per language. */
export const indexNameFor = (lang: string) =>
  searchConfig.mode === 'hosted' ? searchConfig.indexName : `rstest-docs-${lang}`;

export const langOfIndexName = (indexName: string) => indexName.replace(/^rstest-docs-/, '');
