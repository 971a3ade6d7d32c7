// Groups a page's content after its title into sections, each starting at an `h2`, or at an `h3` once the
// section has a few blocks, and wraps each section in `<HydrateLater render={() => <>…</>} />`, so a long page
// hydrates one section per task. The
// section is a function, so the browser builds its elements only when the section hydrates: for the longest
// pages, building every element at once took as long as hydrating the rest of the page.
import { toEstree } from 'hast-util-to-estree';

export const HYDRATE_LATER = 'HydrateLater';
/** Blocks a section holds before an `h3` may start the next: fewer, larger sections cost fewer bytes. */
export const MIN_BLOCKS_BEFORE_H3 = 6;

const isTitle = (node) => node.type === 'element' && node.tagName === 'h1';
const isHeading = (node, level) => node.type === 'element' && node.tagName === level;
// Imports and exports must stay at the top level of an MDX document.
const isEsm = (node) => node.type === 'mdxjsEsm';
const isBlank = (node) => node.type === 'text' && !node.value.trim();

/** `() => <>{section}</>` as the estree of an MDX attribute expression; MDX compiles its JSX as the page's. */
function renderFunction(section) {
  const program = toEstree(
    { type: 'root', children: section },
    { elementAttributeNameCase: 'react', stylePropertyNameCase: 'dom' },
  );
  const fragment = program.body[0].expression;
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

export function rehypeHydrateLater() {
  return (tree) => {
    const titleAt = tree.children.findIndex(isTitle);
    const children = [];
    let section = null;
    const close = () => {
      // Blank text between sections stays outside them, as React renders it in between.
      const trailing = [];
      while (section?.length && isBlank(section[section.length - 1])) trailing.unshift(section.pop());
      if (section?.length) children.push(wrap(section));
      children.push(...trailing);
      section = null;
    };
    tree.children.forEach((node, index) => {
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
