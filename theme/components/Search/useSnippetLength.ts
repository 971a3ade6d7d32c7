import { useSyncExternalStore } from 'react';

// SPEC.md 9: snippets of 10 words, 5 on screens 768 px wide or narrower.
const NARROW = '(max-width: 768px)';
export const SNIPPET_WORDS = 10;
export const NARROW_SNIPPET_WORDS = 5;

const subscribe = (listener: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};

export const useSnippetLength = () =>
  useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(NARROW).matches ? NARROW_SNIPPET_WORDS : SNIPPET_WORDS),
    () => SNIPPET_WORDS,
  );
