// A Shiki transformer that makes highlighted code cheaper to ship. Every page's code blocks are compiled into
// its JavaScript as one element per token with an inline style object; this writes tokens in the block's own
// colour as plain text (merged with their neighbours) and gives coloured tokens a short class instead of a
// style (plugins/code-tokens/code-tokens.css maps each class to Shiki's CSS variable). Same DOM text, same look.

const FOREGROUND = 'color:var(--shiki-foreground)';
const TOKEN_COLOUR = /^color:var\(--shiki-token-([a-z-]+)\)$/;

/** The class of a token coloured by `--shiki-token-<name>`. @param {string} name */
export const tokenClass = (name) => `sk-${name}`;

/** @param {import('hast').Element} line a `span.line` of Shiki's output */
function compactLine(line) {
  /** @type {import('hast').ElementContent[]} */
  const children = [];
  // Shiki's lines hold token spans; the checks below still leave any other node as it is.
  for (const token of /** @type {import('hast').Element[]} */ (line.children)) {
    const style = token.type === 'element' && token.tagName === 'span' ? token.properties?.style : undefined;
    const onlyText = token.children?.length === 1 && token.children[0].type === 'text';
    if (style === FOREGROUND && onlyText && Object.keys(token.properties).length === 1) {
      const previous = children.at(-1);
      // `onlyText`: the token's one child is a text.
      if (previous?.type === 'text') previous.value += /** @type {import('hast').Text} */ (token.children[0]).value;
      else children.push({ type: 'text', value: /** @type {import('hast').Text} */ (token.children[0]).value });
      continue;
    }
    const colour = typeof style === 'string' ? TOKEN_COLOUR.exec(style) : null;
    if (colour) {
      const { style: _style, ...rest } = token.properties;
      token.properties = { ...rest, className: [tokenClass(colour[1])] };
    }
    children.push(token);
  }
  line.children = children;
}

/** @returns {import('shiki').ShikiTransformer} */
export function transformerCompactTokens() {
  return {
    name: 'rstest-docs:compact-tokens',
    code(code) {
      for (const line of code.children) {
        if (line.type === 'element' && line.tagName === 'span') compactLine(line);
      }
    },
  };
}

/** The Shiki transformers the site adds to Rspress's. */
export const siteShikiTransformers = () => [transformerCompactTokens()];

/**
 * Shiki stops tokenizing a line after 500 ms by default and leaves the rest of it plain: on a busy machine
 * the first line of a block, compiled while the grammar warms up, came out as one uncoloured token. The
 * site's samples are short, so every line is tokenized to the end.
 */
export const UNLIMITED_TOKENIZING = { tokenizeTimeLimit: 0 };
