// `node tools/bench/token-classes.mjs`: what plugins/code-tokens saves against Shiki's maintained
// `transformerStyleToClass` (@shikijs/transformers), on every code block of docs/ highlighted as Rspress does
// (its css-variables theme): the HTML of all blocks, raw and gzip, plus the CSS each needs. Issue 20's rule:
// switch to the maintained transformer if it stays within 2% of the bytes.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { transformerStyleToClass } from '@shikijs/transformers';
import { bundledLanguages, createCssVariablesTheme, createHighlighter } from 'shiki';
import { transformerCompactTokens } from '../../plugins/code-tokens/compact-tokens.mjs';
import { readMarkdownStructure } from '../lib/markdown-structure.mjs';

const REPO_ROOT = path.join(import.meta.dirname, '../..');
const CODE_TOKENS_CSS = path.join(REPO_ROOT, 'plugins/code-tokens/code-tokens.css');
// The theme Rspress highlights with (@rspress/core's rehype shiki options).
const theme = createCssVariablesTheme({
  name: 'css-variables',
  variablePrefix: '--shiki-',
  variableDefaults: {},
  fontStyle: true,
});

/**
 * Every fenced block of the pages of one language.
 * @param {string} lang
 */
function codeBlocks(lang) {
  const dir = path.join(REPO_ROOT, 'docs', lang);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file))
    .flatMap((file) => readMarkdownStructure(readFileSync(path.join(dir, file), 'utf8')).codeBlocks);
}

/** @param {string} text */
const bytes = (text) => ({ raw: Buffer.byteLength(text), gzip: gzipSync(text, { level: 9 }).length });

export async function compareTokenClasses(lang = 'en') {
  const blocks = codeBlocks(lang);
  const langs = [...new Set(blocks.map((block) => block.lang))].filter((name) => name in bundledLanguages);
  const highlighter = await createHighlighter({ themes: [theme], langs });
  const styleToClass = transformerStyleToClass();
  const html = { compact: '', styleToClass: '' };
  for (const { lang: blockLang, value } of blocks) {
    const options = { lang: langs.includes(blockLang) ? blockLang : 'txt', theme: 'css-variables' };
    html.compact += highlighter.codeToHtml(value, { ...options, transformers: [transformerCompactTokens()] });
    html.styleToClass += highlighter.codeToHtml(value, { ...options, transformers: [styleToClass] });
  }
  return {
    blocks: blocks.length,
    compact: { html: bytes(html.compact), css: bytes(readFileSync(CODE_TOKENS_CSS, 'utf8')) },
    styleToClass: { html: bytes(html.styleToClass), css: bytes(styleToClass.getCSS()) },
  };
}

if (import.meta.main ?? process.argv[1] === import.meta.filename) {
  const result = await compareTokenClasses();
  /** @param {number} n */
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  /**
   * @param {typeof result.compact} figures
   * @param {'raw' | 'gzip'} key
   */
  const total = ({ html, css }, key) => html[key] + css[key];
  console.log(`${result.blocks} code blocks of docs/en, highlighted as Rspress does:`);
  for (const [name, figures] of /** @type {const} */ ([
    ['compact-tokens (ours)', result.compact],
    ['transformerStyleToClass', result.styleToClass],
  ]))
    console.log(
      `  ${name.padEnd(24)} HTML ${kb(figures.html.raw)} raw, ${kb(figures.html.gzip)} gzip; CSS ${kb(figures.css.raw)} raw, ${kb(figures.css.gzip)} gzip`,
    );
  for (const key of /** @type {const} */ (['raw', 'gzip']))
    console.log(
      `  transformerStyleToClass / ours, ${key}: ${(total(result.styleToClass, key) / total(result.compact, key)).toFixed(3)}`,
    );
}
