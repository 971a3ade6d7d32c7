// Marks where the last screens of a long page begin: offscreen-content.css renders every block from the
// marked one on, so the end of the page keeps its height when the reader reaches it.

/** Blocks at the end of a page that always render. */
export const END_BLOCKS = 20;
/** The class of the first of them. */
export const PAGE_END_CLASS = 'rp-doc-end';
// Elements the theme renders as themselves, so the class reaches the page's HTML.
const MARKABLE = new Set(['p', 'ul', 'ol']);

const isBlock = (node) => node.type === 'element' || node.type === 'mdxJsxFlowElement';

export function rehypeMarkPageEnd() {
  return (tree) => {
    const blocks = tree.children.filter(isBlock);
    const marked = blocks.slice(-END_BLOCKS).find((node) => node.type === 'element' && MARKABLE.has(node.tagName));
    if (!marked) return;
    const className = marked.properties.className ?? [];
    marked.properties.className = [...(Array.isArray(className) ? className : [className]), PAGE_END_CLASS];
  };
}
