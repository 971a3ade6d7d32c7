// Wraps each top-level element of a page in `<HydrateLater>`, so a long page hydrates in small tasks.
// Only elements known to render one root element: HydrateLater keeps exactly one pre-rendered node.

/** Markdown's own blocks; `h1` is missing because Rspress renders the page tools after it. */
const SINGLE_ROOT_TAGS = new Set([
  'p',
  'ul',
  'ol',
  'table',
  'blockquote',
  'hr',
  'pre',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'dl',
  'details',
  'div',
]);
/** Components the docs use at the top level, each rendering one element. */
const SINGLE_ROOT_COMPONENTS = new Set(['$$$callout$$$', 'Tabs', 'PackageManagerTabs']);

export const HYDRATE_LATER = 'HydrateLater';

const wrapsOneRoot = (node) =>
  (node.type === 'element' && SINGLE_ROOT_TAGS.has(node.tagName)) ||
  (node.type === 'mdxJsxFlowElement' && SINGLE_ROOT_COMPONENTS.has(node.name));

export function rehypeHydrateLater() {
  return (tree) => {
    tree.children = tree.children.map((node) =>
      wrapsOneRoot(node)
        ? {
            type: 'mdxJsxFlowElement',
            name: HYDRATE_LATER,
            attributes: [],
            children: [node],
            data: { _mdxExplicitJsx: true },
          }
        : node,
    );
  };
}
