// `react-dom/client` in the browser bundle: Preact's, plus the one thing of React's that Preact leaves out.
// React reports a page whose pre-rendered HTML differs from what the browser renders to `onRecoverableError`,
// which Rspress logs as a warning (SPEC 8); Preact repairs the DOM without a word. Preact hydrates
// synchronously, so the changes made to the pre-rendered DOM during `hydrate` are its repairs.
import { hydrate } from 'preact/compat';
import { createRoot } from 'preact/compat/client';
import { hydrationState } from './hydration-state.mjs';
import { isReactMarkup, repairsOf } from './repairs.mjs';

export { createRoot };

/**
 * React puts its image preloads first in the container. Preact, finding no such nodes in its tree, would
 * move every later sibling (the whole page) back into place, and the browser lays the moved nodes out and
 * paints them again as new content, which makes hydration the page's largest contentful paint.
 * @param {Element} container
 */
function removeLeadingPreloads(container) {
  while (container.firstChild && isReactMarkup(container.firstChild)) container.firstChild.remove();
}

/**
 * @typedef {{ onRecoverableError?: (error: unknown, errorInfo: { componentStack?: string }) => void }} HydrationOptions
 *   the part of React's `hydrateRoot` options this reads
 */

/**
 * @param {Element} container
 * @param {import('preact').ComponentChild} children
 * @param {HydrationOptions} [options]
 */
export function hydrateRoot(container, children, options = {}) {
  removeLeadingPreloads(container);
  /** @param {string[]} repairs */
  const reportRepairs = (repairs) => {
    if (repairs.length === 0) return;
    const error = new Error(
      `The pre-rendered HTML differs from what the browser rendered, so those parts were rendered again: ${repairs.slice(0, 3).join('; ')}`,
    );
    options.onRecoverableError?.(error, { componentStack: '' });
  };
  hydrationState.reportRepairs = reportRepairs;
  const observer = new MutationObserver(() => {});
  observer.observe(container, { subtree: true, childList: true, characterData: true, characterDataOldValue: true });
  hydrationState.active = true;
  try {
    hydrate(children, container);
  } finally {
    hydrationState.active = false;
    reportRepairs(repairsOf(observer.takeRecords()));
    observer.disconnect();
  }
  return createRoot(container);
}
