// Hosted mode: Algolia's own lite client, with its host list, fallback and retries, and the
// timeouts of SPEC.md 9. Custom hosts (a proxy, or the test server) replace Algolia's.
import { liteClient } from 'algoliasearch/lite';
import { hostStateCache } from './host-state-cache';
import type { SearchRequest, SearchResponses } from './types';

export const TIMEOUTS = { connect: 1000, read: 2000, write: 30000 };

const hostOf = (url: string) => {
  const { protocol, host } = new URL(url);
  return { url: host, protocol: protocol.replace(':', '') as 'http' | 'https', accept: 'readWrite' as const };
};

export function hostedSearch(appId: string, apiKey: string, hosts: string[]) {
  const client = liteClient(appId, apiKey, {
    timeouts: TIMEOUTS,
    hostsCache: hostStateCache(),
    ...(hosts.length > 0 && { hosts: hosts.map(hostOf) }),
  });
  return ({ requests }: { requests: SearchRequest[] }) =>
    client.search({ requests } as Parameters<typeof client.search>[0]) as unknown as Promise<SearchResponses>;
}
