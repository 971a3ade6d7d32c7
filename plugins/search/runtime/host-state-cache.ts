// Where the hosted client keeps what it learnt about each host (up, down, timed out, and since when).
// algoliasearch 5.64 reads a host's state under the host ({ url, protocol, accept }) but writes it under the
// host with its state attached, so with any of its caches the keys never meet and a host that was down is
// tried again on every search. Keyed by the host's address, and holding the state objects themselves (its
// browser caches store JSON, which drops their methods), a down host is skipped for the client's 2 minutes
// (SPEC 9) and then tried again.
import type { Cache } from '@algolia/client-common';

type HostKey = { url?: string; protocol?: string };

const addressOf = (key: unknown) => {
  const { url, protocol } = (key ?? {}) as HostKey;
  return url ? `${protocol ?? 'https'}://${url}` : JSON.stringify(key);
};

export function hostStateCache(): Cache {
  const states = new Map<string, unknown>();
  return {
    async get(key, defaultValue, events = { miss: () => Promise.resolve() }) {
      const address = addressOf(key);
      if (states.has(address)) return states.get(address) as never;
      const value = await defaultValue();
      await events.miss(value);
      return value;
    },
    async set(key, value) {
      states.set(addressOf(key), value);
      return value;
    },
    async delete(key) {
      states.delete(addressOf(key));
    },
    async clear() {
      states.clear();
    },
  };
}
