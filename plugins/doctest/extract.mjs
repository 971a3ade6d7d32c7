// Turns a documentation page into a sample project: the fenced code blocks that
// carry a file name (`title="src/sum.test.ts"`) become the project's files.
import { readMarkdownStructure } from '../../scripts/lib/markdown-structure.mjs';

const SCRIPT_LANGS = new Set(['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'mts', 'cts', 'typescript', 'javascript']);
const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'zsh', 'console']);
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

/**
 * Reads the meta string of a fence: its `title`, and the words `fails` (a sample or command meant to
 * fail), `no-run` (a fragment that is not run), `run` (a shell command to run in the page's sample)
 * and `output` (what that command prints).
 * @param {string} meta
 */
export function parseMeta(meta) {
  const title = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  const words = meta
    .replace(/title=("[^"]*"|'[^']*')/, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return {
    title: title ? (title[1] ?? title[2]) : null,
    fails: words.includes('fails'),
    noRun: words.includes('no-run'),
    run: words.includes('run'),
    output: words.includes('output'),
  };
}

/** @typedef {'run' | 'cli' | 'opt-out' | 'shell' | 'untitled' | 'other'} BlockKind */

/**
 * Classifies one code block.
 * @returns {BlockKind}
 */
export function blockKind(block) {
  const { title, noRun } = parseMeta(block.meta);
  const { run } = parseMeta(block.meta);
  if (noRun) return 'opt-out';
  if (SHELL_LANGS.has(block.lang)) return run ? 'cli' : 'shell';
  // Any titled block is a file of the sample: code, but also fixtures such as CSS, CSV or snapshots.
  if (title) return 'run';
  if (SCRIPT_LANGS.has(block.lang)) return 'untitled';
  return 'other';
}

export const isScriptBlock = (block) => SCRIPT_LANGS.has(block.lang);
export const isTestFile = (file) => TEST_FILE.test(file);

/**
 * The sample project of one page.
 * @param {string} page path relative to the docs folder, e.g. `en/guide/start/quick-start.mdx`
 * @param {string} source the page's Markdown
 */
export function pageSample(page, source) {
  const [lang, section = 'home'] = page.split('/');
  const blocks = readMarkdownStructure(source).codeBlocks.map((block) => ({
    ...block,
    ...parseMeta(block.meta),
    kind: blockKind(block),
  }));
  const problems = [];
  const files = new Map();
  for (const block of blocks) {
    if (block.kind === 'untitled') {
      problems.push({
        page,
        line: block.line,
        message: `a ${block.lang} block without a title: give it a file name to run it, or mark it no-run`,
      });
    }
    if (block.kind !== 'run') continue;
    if (block.title.startsWith('/') || block.title.split('/').includes('..')) {
      problems.push({
        page,
        line: block.line,
        message: `title "${block.title}" must be a relative path inside the sample`,
      });
      continue;
    }
    if (files.has(block.title)) {
      problems.push({
        page,
        line: block.line,
        message: `a second block titled "${block.title}" (first at line ${files.get(block.title).line}); mark one no-run`,
      });
      continue;
    }
    files.set(block.title, { path: block.title, content: block.value, line: block.line, fails: block.fails });
  }
  const commands = [];
  blocks.forEach((block, index) => {
    if (block.kind !== 'cli') return;
    const next = blocks[index + 1];
    const command = block.value.trim();
    if (command.includes('\n') || !command.startsWith('npx rstest')) {
      problems.push({ page, line: block.line, message: 'a `run` block must hold one `npx rstest ...` command' });
      return;
    }
    commands.push({
      line: block.line,
      command,
      fails: block.fails,
      expected: next?.output ? { text: next.value, line: next.line } : null,
    });
  });
  return {
    page,
    lang,
    section: page.split('/').length > 2 ? section : 'home',
    blocks,
    files: [...files.values()],
    commands,
    problems,
  };
}
