// Reads the parts of a Markdown/MDX page that must match across languages:
// headings (with the anchor Rspress gives them) and fenced code blocks.
import GithubSlugger from 'github-slugger';
import { toString as mdastToString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

const CUSTOM_ID = /\s*\{#([^}]+)\}\s*$/;
const FRONT_MATTER = /^---\n[\s\S]*?\n---\n/;

/**
 * @typedef {{ depth: number, text: string, id: string, line: number }} Heading
 * @typedef {{ lang: string, meta: string, value: string, line: number, endLine: number }} CodeBlock
 *   (line: the opening fence's; endLine: the closing fence's, or the block's last line when it is never closed)
 */

/**
 * Parses a page with remark (as Rspress does) and returns its headings and code blocks.
 * ESM import/export lines are dropped first; lines keep their numbers.
 * @param {string} source
 * @returns {{ headings: Heading[], codeBlocks: CodeBlock[] }}
 */
export function readMarkdownStructure(source) {
  const body = source.replace(FRONT_MATTER, (frontMatter) => frontMatter.replace(/[^\n]/g, ''));
  const tree = unified().use(remarkParse).use(remarkGfm).parse(body);
  const slugger = new GithubSlugger();
  /** @type {Heading[]} */
  const headings = [];
  /** @type {CodeBlock[]} */
  const codeBlocks = [];
  visit(tree, (node) => {
    if (node.type === 'heading') {
      const raw = mdastToString(node).trim();
      const custom = CUSTOM_ID.exec(raw);
      const text = raw.replace(CUSTOM_ID, '').trim();
      const id = custom ? custom[1] : slugger.slug(text);
      headings.push({ depth: node.depth, text, id, line: node.position?.start.line ?? 0 });
    } else if (node.type === 'code') {
      codeBlocks.push({
        lang: node.lang ?? '',
        meta: node.meta ?? '',
        value: node.value,
        line: node.position?.start.line ?? 0,
        endLine: node.position?.end.line ?? 0,
      });
    }
  });
  return { headings, codeBlocks };
}
