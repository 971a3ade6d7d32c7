// A highlighted code block reaches the browser as one HTML string instead of one element per token:
// `<code dangerouslySetInnerHTML={{ __html }} />`. The tokens are most of a code-heavy page's elements
// (two thirds on the expect page); as a string they cost neither the page's JavaScript to build them
// nor hydration to walk them, and hydration keeps the server's HTML as it is. The copy button reads
// the text from the page, so it copies the same.
import { toHtml } from 'hast-util-to-html';
import { visit } from 'unist-util-visit';

/**
 * `{ __html: html }` as the estree of an MDX attribute expression.
 * @param {string} html
 * @returns {import('estree').Program}
 */
function htmlObject(html) {
  /** @type {import('estree').Property} */
  const property = {
    type: 'Property',
    key: { type: 'Identifier', name: '__html' },
    value: { type: 'Literal', value: html, raw: JSON.stringify(html) },
    kind: 'init',
    method: false,
    shorthand: false,
    computed: false,
  };
  /** @type {import('estree').ObjectExpression} */
  const expression = { type: 'ObjectExpression', properties: [property] };
  return { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }], comments: [] };
}

/**
 * An attribute of MDX's JSX elements (mdast-util-mdx-jsx's `MdxJsxAttribute`).
 * @typedef {Extract<Extract<import('hast').ElementContent, { type: 'mdxJsxTextElement' }>['attributes'][number], { type: 'mdxJsxAttribute' }>} MdxJsxAttribute
 */

/** @returns {(tree: import('hast').Root) => void} */
export function rehypeCodeHtml() {
  return (tree) => {
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'pre') return;
      const index = node.children.findIndex((child) => child.type === 'element' && child.tagName === 'code');
      if (index === -1) return;
      const code = /** @type {import('hast').Element} */ (node.children[index]);
      const html = toHtml(code.children);
      const className = [code.properties?.className ?? []].flat().join(' ');
      node.children[index] = {
        type: 'mdxJsxTextElement',
        name: 'code',
        attributes: [
          ...(className
            ? [/** @type {MdxJsxAttribute} */ ({ type: 'mdxJsxAttribute', name: 'className', value: className })]
            : []),
          {
            type: 'mdxJsxAttribute',
            name: 'dangerouslySetInnerHTML',
            value: { type: 'mdxJsxAttributeValueExpression', value: '', data: { estree: htmlObject(html) } },
          },
        ],
        children: [],
      };
      return 'skip';
    });
  };
}
