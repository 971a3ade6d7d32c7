// Marks where the last screens of a long page begin: offscreen-content.css renders every block from the
// marked one on, so the end of the page keeps its height when the reader reaches it.

/** Blocks at the end of a page that always render. */
export const END_BLOCKS = 20;
/** The class of the first of them. */
export const PAGE_END_CLASS = 'rp-doc-end';
// Elements the theme renders as themselves, so the class reaches the page's HTML.
const MARKABLE = new Set(['p', 'ul', 'ol']);

/**
 * A node of the page's tree as this plugin reads it: a hast node (MDX's JSX nodes included), or a unit test's
 * stand-in with the same fields.
 * @typedef {{ type: string, tagName?: string, properties?: import('hast').Properties }} PageNode
 * @typedef {PageNode & { tagName: string, properties: import('hast').Properties }} ElementNode
 */

/** @param {PageNode} node */
const isBlock = (node) => node.type === 'element' || node.type === 'mdxJsxFlowElement';

/** @returns {(tree: { children: PageNode[] }) => void} */
export function rehypeMarkPageEnd() {
  return (tree) => {
    const blocks = tree.children.filter(isBlock);
    // An element (type 'element') has a tag name and properties.
    const marked = /** @type {ElementNode | undefined} */ (
      blocks
        .slice(-END_BLOCKS)
        .find((node) => node.type === 'element' && MARKABLE.has(/** @type {string} */ (node.tagName)))
    );
    if (!marked) return;
    const className = marked.properties.className ?? [];
    marked.properties.className = [...(Array.isArray(className) ? className : [className]), PAGE_END_CLASS];
  };
}
