// Groups a page's content after its title into sections, each starting at an `h2`, or at an `h3` once the
// section has a few blocks, and wraps each section in `<HydrateLater render={() => <>…</>} />`, so a long page
// hydrates one section per task. The
// section is a function, so the browser builds its elements only when the section hydrates: for the longest
// pages, building every element at once took as long as hydrating the rest of the page.
import { toEstree } from 'hast-util-to-estree';

export const HYDRATE_LATER = 'HydrateLater';
/** Blocks a section holds before an `h3` may start the next: fewer, larger sections cost fewer bytes. */
export const MIN_BLOCKS_BEFORE_H3 = 6;

/**
 * A node of the page's tree as this plugin reads it: a hast node (MDX's `mdxjsEsm` and JSX nodes included), or
 * a unit test's stand-in with the same fields.
 * @typedef {{ type: string, tagName?: string, value?: string }} PageNode
 */

/** @param {PageNode} node */
const isTitle = (node) => node.type === 'element' && node.tagName === 'h1';
/** @param {PageNode} node @param {string} level */
const isHeading = (node, level) => node.type === 'element' && node.tagName === level;
// Imports and exports must stay at the top level of an MDX document.
/** @param {PageNode} node */
const isEsm = (node) => node.type === 'mdxjsEsm';
// A text node has a value.
/** @param {PageNode} node */
const isBlank = (node) => node.type === 'text' && !(/** @type {string} */ (node.value).trim());

/**
 * `() => <>{section}</>` as the estree of an MDX attribute expression; MDX compiles its JSX as the page's.
 * @param {PageNode[]} section
 * @returns {import('estree').Program}
 */
function renderFunction(section) {
  const program = toEstree(
    // The nodes of a page's hast tree.
    { type: 'root', children: /** @type {import('hast').RootContent[]} */ (section) },
    { elementAttributeNameCase: 'react', stylePropertyNameCase: 'dom' },
  );
  // A root becomes one expression statement: the fragment of its children.
  const fragment = /** @type {import('estree').ExpressionStatement} */ (program.body[0]).expression;
  /** @type {import('estree').ArrowFunctionExpression} */
  const arrow = {
    type: 'ArrowFunctionExpression',
    params: [],
    body: fragment,
    expression: true,
    async: false,
    generator: false,
  };
  return {
    type: 'Program',
    sourceType: 'module',
    body: [{ type: 'ExpressionStatement', expression: arrow }],
    comments: [],
  };
}

/** @param {PageNode[]} section */
const wrap = (section) => ({
  type: 'mdxJsxFlowElement',
  name: HYDRATE_LATER,
  attributes: [
    {
      type: 'mdxJsxAttribute',
      name: 'render',
      value: { type: 'mdxJsxAttributeValueExpression', value: '', data: { estree: renderFunction(section) } },
    },
  ],
  children: [],
  data: { _mdxExplicitJsx: true, section },
});

/**
 * The plugin's transformer takes the page's root, which has children (optional only in the unit tests' node type).
 * @returns {(tree: { children?: PageNode[] }) => void}
 */
export function rehypeHydrateLater() {
  return (tree) => {
    const titleAt = /** @type {PageNode[]} */ (tree.children).findIndex(isTitle);
    /** @type {PageNode[]} */
    const children = [];
    /** @type {PageNode[] | null} */
    let section = null;
    const close = () => {
      // Blank text between sections stays outside them, as React renders it in between.
      const trailing = [];
      // `pop` of a section that is not empty.
      while (section?.length && isBlank(section[section.length - 1]))
        trailing.unshift(/** @type {PageNode} */ (section.pop()));
      if (section?.length) children.push(wrap(section));
      children.push(...trailing);
      section = null;
    };
    /** @type {PageNode[]} */ (tree.children).forEach((node, index) => {
      if (index <= titleAt || isEsm(node)) {
        children.push(node);
        return;
      }
      const blocks = section?.filter((block) => !isBlank(block)).length ?? 0;
      if (isHeading(node, 'h2') || (isHeading(node, 'h3') && blocks >= MIN_BLOCKS_BEFORE_H3)) close();
      if (!section) {
        if (isBlank(node)) {
          children.push(node);
          return;
        }
        section = [];
      }
      section.push(node);
    });
    close();
    tree.children = children;
  };
}
