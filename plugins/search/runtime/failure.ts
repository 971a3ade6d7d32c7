// Whether the last search failed (index unreachable, or the hosted service failed after its
// retries). DocSearch resets its own error state right away, so the modal reads this instead.
import { useSyncExternalStore } from 'react';

let failed = false;
const listeners = new Set<() => void>();

export function setSearchFailed(value: boolean) {
  if (failed === value) return;
  failed = value;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useSearchFailed = () =>
  useSyncExternalStore(
    subscribe,
    () => failed,
    () => false,
  );
