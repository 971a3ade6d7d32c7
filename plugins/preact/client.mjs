// `react-dom/client` in the browser bundle: Preact's, plus the one thing of React's that Preact leaves out.
// React reports a page whose pre-rendered HTML differs from what the browser renders to `onRecoverableError`,
// which Rspress logs as a warning (SPEC 8); Preact repairs the DOM without a word. Preact hydrates
// synchronously, so the changes made to the pre-rendered DOM during `hydrate` are its repairs.
import { hydrate } from 'preact/compat';
import { createRoot } from 'preact/compat/client';

export { createRoot };

/**
 * What React writes into its HTML that Preact drops without anything differing: `<!-- -->` between adjacent
 * texts and around Suspense, and `<link rel="preload" as="image">` for the images a page shows.
 */
const isReactMarkup = (node) =>
  node.nodeType === Node.COMMENT_NODE || (node.nodeName === 'LINK' && node.getAttribute('rel') === 'preload');

/** `<div class="rp-nav">`, or `text "…"`. */
function nameOf(node) {
  if (node.nodeType === Node.TEXT_NODE) return `text "${node.data.slice(0, 40)}"`;
  const className = node.getAttribute?.('class');
  return `<${node.nodeName.toLowerCase()}${className ? ` class="${className}"` : ''}>`;
}

/** The differences behind the mutations of a hydration, as short phrases; empty when nothing differed. */
export function repairsOf(records) {
  const removed = new Set(records.flatMap((record) => [...record.removedNodes]));
  const added = new Set(records.flatMap((record) => [...record.addedNodes]));
  const repairs = [];
  for (const record of records) {
    if (record.type === 'characterData' && record.oldValue !== record.target.data) {
      repairs.push(`text "${record.oldValue}" became "${record.target.data}"`);
    }
  }
  // A node both removed and added was moved, not rendered again; Preact writes empty texts React leaves out.
  for (const node of removed) {
    if (!added.has(node) && !isReactMarkup(node)) repairs.push(`${nameOf(node)} was removed`);
  }
  for (const node of added) {
    if (!removed.has(node) && !(node.nodeType === Node.TEXT_NODE && node.data === '')) {
      repairs.push(`${nameOf(node)} was added`);
    }
  }
  return repairs;
}

export function hydrateRoot(container, children, options = {}) {
  const observer = new MutationObserver(() => {});
  observer.observe(container, { subtree: true, childList: true, characterData: true, characterDataOldValue: true });
  try {
    hydrate(children, container);
  } finally {
    const repairs = repairsOf(observer.takeRecords());
    observer.disconnect();
    if (repairs.length > 0) {
      const error = new Error(
        `The pre-rendered HTML differs from what the browser rendered, so those parts were rendered again: ${repairs.slice(0, 3).join('; ')}`,
      );
      options.onRecoverableError?.(error, { componentStack: '' });
    }
  }
  return createRoot(container);
}
