// The docs of the bench's scale run: the site's own docs plus copies of every section, so each language has
// about a thousand pages. A copy of `guide/basic` is `guide/basic-2`, at the same depth, so the pages' relative
// links still resolve (inside the copy, or to the original pages beside it), and it is listed in its parent's
// `_meta.json` as a collapsed group, so the sidebar, the overview pages and the search index grow as they would
// on a site that size. Copied pages get a numbered H1, and every code block a numbered comment line, so no two
// pages are the same page and no sample is highlighted once for several pages (the build's highlight cache
// would otherwise make the copies cheap to build).
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readMarkdownStructure } from '../lib/markdown-structure.mjs';

/** The top-level sections whose sub-sections are copied. */
const SECTIONS = ['guide', 'config', 'api'];
const LANGS = ['en', 'zh'];

/**
 * @typedef {{ type: string, name: string, label?: string, collapsible?: boolean, collapsed?: boolean }} MetaItem
 */

/** A comment line in a code block's language, for the languages with line comments the docs use. */
const COMMENT = /** @type {Record<string, (text: string) => string>} */ ({
  ...Object.fromEntries(
    ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'mts', 'cts', 'typescript', 'javascript', 'jsonc', 'vue', 'svelte'].map(
      (lang) => [lang, (/** @type {string} */ text) => `// ${text}`],
    ),
  ),
  ...Object.fromEntries(
    ['bash', 'sh', 'shell', 'zsh', 'yaml', 'yml', 'toml', 'diff', 'txt', 'text'].map((lang) => [
      lang,
      (/** @type {string} */ text) => `# ${text}`,
    ]),
  ),
});

const FENCE = /^(\s*)(`{3,}|~{3,})/;

/**
 * A copied page's source: its first H1 numbered, and a comment line at the end of every fenced code block in a
 * language with line comments (the page read as the doctest and the parity check read it).
 * @param {string} source
 * @param {number} copy
 */
export function copiedPage(source, copy) {
  const lines = source.split('\n');
  const { headings, codeBlocks } = readMarkdownStructure(source);
  const title = headings.find((heading) => heading.depth === 1);
  if (title) lines[title.line - 1] += ` (${copy})`;
  // From the last block up, so the line numbers of the blocks above stay right.
  for (const block of [...codeBlocks].reverse()) {
    const comment = COMMENT[block.lang.toLowerCase()];
    const opening = FENCE.exec(lines[block.line - 1] ?? '');
    const closing = lines[block.endLine - 1] ?? '';
    if (!comment || !opening || block.endLine === block.line || !closing.trim().startsWith(opening[2])) continue;
    // With the fence's indentation: a line less indented would end the list item the block is in.
    lines.splice(block.endLine - 1, 0, `${opening[1]}${comment(`copy ${copy}`)}`);
  }
  return lines.join('\n');
}

/**
 * The sub-sections of a section: the `dir` entries of its `_meta.json`.
 * @param {string} sectionDir
 * @returns {MetaItem[]}
 */
const subSections = (sectionDir) =>
  /** @type {MetaItem[]} */ (JSON.parse(readFileSync(join(sectionDir, '_meta.json'), 'utf8'))).filter(
    (item) => item.type === 'dir',
  );

/**
 * Copies a folder of pages, rewriting each `.md`/`.mdx` file with copiedPage.
 * @param {string} from
 * @param {string} to
 * @param {number} copy
 */
function copySection(from, to, copy) {
  cpSync(from, to, { recursive: true });
  for (const entry of readdirSync(to, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.mdx?$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    writeFileSync(file, copiedPage(readFileSync(file, 'utf8'), copy));
  }
}

/** Every page file (`.md`/`.mdx`) of one language. @param {string} langDir */
export const pageCount = (langDir) =>
  readdirSync(langDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.mdx?$/.test(file)).length;

/**
 * Writes `docsDir` + copies into `outDir` until each language has at least `pagesPerLang` pages (whole copies of
 * every section, so the last copy may overshoot). Returns the pages per language.
 * @param {{ docsDir: string, outDir: string, pagesPerLang: number }} options
 * @returns {{ copies: number, pages: Record<string, number> }}
 */
export function writeScaledDocs({ docsDir, outDir, pagesPerLang }) {
  rmSync(outDir, { recursive: true, force: true });
  cpSync(docsDir, outDir, { recursive: true });
  const perCopy = SECTIONS.flatMap((section) =>
    subSections(join(docsDir, 'en', section)).map((item) => pageCount(join(docsDir, 'en', section, item.name))),
  ).reduce((sum, count) => sum + count, 0);
  const original = pageCount(join(docsDir, 'en'));
  if (perCopy === 0) throw new Error(`no sub-sections to copy under ${docsDir}/en/{${SECTIONS.join(',')}}`);
  const copies = Math.max(0, Math.ceil((pagesPerLang - original) / perCopy));
  for (const lang of LANGS) {
    for (const section of SECTIONS) {
      const sectionDir = join(outDir, lang, section);
      if (!existsSync(join(sectionDir, '_meta.json'))) continue;
      const meta = /** @type {MetaItem[]} */ (JSON.parse(readFileSync(join(sectionDir, '_meta.json'), 'utf8')));
      const added = [];
      for (let copy = 2; copy <= copies + 1; copy++) {
        for (const item of meta.filter((entry) => entry.type === 'dir')) {
          const name = `${item.name}-${copy}`;
          copySection(join(sectionDir, item.name), join(sectionDir, name), copy);
          added.push({ ...item, name, label: `${item.label ?? item.name} (${copy})`, collapsed: true });
        }
      }
      writeFileSync(join(sectionDir, '_meta.json'), `${JSON.stringify([...meta, ...added], null, 2)}\n`);
    }
  }
  return { copies, pages: Object.fromEntries(LANGS.map((lang) => [lang, pageCount(join(outDir, lang))])) };
}
