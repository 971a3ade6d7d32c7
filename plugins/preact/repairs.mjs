// How a hydration's DOM mutations show that the pre-rendered HTML differed from what the browser rendered.

/**
 * What React writes into its HTML that Preact drops without anything differing: `<!-- -->` between adjacent
 * texts and around Suspense, and `<link rel="preload" as="image">` for the images a page shows.
 * @param {Node} node
 */
export const isReactMarkup = (node) =>
  node.nodeType === Node.COMMENT_NODE ||
  // A node named LINK is an element.
  (node.nodeName === 'LINK' && /** @type {Element} */ (node).getAttribute('rel') === 'preload');

/** `<div class="rp-nav">`, or `text "…"`. @param {Node} node */
function nameOf(node) {
  if (node.nodeType === Node.TEXT_NODE) return `text "${/** @type {Text} */ (node).data.slice(0, 40)}"`;
  // Elements have `getAttribute`; other nodes (a comment) have not.
  const className = /** @type {Partial<Element>} */ (node).getAttribute?.('class');
  return `<${node.nodeName.toLowerCase()}${className ? ` class="${className}"` : ''}>`;
}

/**
 * The differences behind the mutations of a hydration, as short phrases; empty when nothing differed.
 * @param {MutationRecord[]} records
 * @returns {string[]}
 */
export function repairsOf(records) {
  const removed = new Set(records.flatMap((record) => [...record.removedNodes]));
  const added = new Set(records.flatMap((record) => [...record.addedNodes]));
  const repairs = [];
  for (const record of records) {
    // A `characterData` record's target is a text or comment node.
    if (record.type === 'characterData' && record.oldValue !== /** @type {CharacterData} */ (record.target).data) {
      repairs.push(`text "${record.oldValue}" became "${/** @type {CharacterData} */ (record.target).data}"`);
    }
  }
  // A node both removed and added was moved, not rendered again; Preact writes empty texts React leaves out.
  for (const node of removed) {
    if (!added.has(node) && !isReactMarkup(node)) repairs.push(`${nameOf(node)} was removed`);
  }
  for (const node of added) {
    if (!removed.has(node) && !(node.nodeType === Node.TEXT_NODE && /** @type {Text} */ (node).data === '')) {
      repairs.push(`${nameOf(node)} was added`);
    }
  }
  return repairs;
}
