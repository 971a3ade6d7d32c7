// Turns a documentation page into a sample project: the fenced code blocks that
// carry a file name (`title="src/sum.test.ts"`) become the project's files.
import { readMarkdownStructure } from '../lib/markdown-structure.mjs';

const SCRIPT_LANGS = new Set(['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'mts', 'cts', 'typescript', 'javascript']);
const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'zsh', 'console']);
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;
/** Blocks in these languages show what Rstest prints or writes, so a run must back them. */
const OUTPUT_LANGS = new Set(['txt', 'text', 'plain', 'console', 'log', 'ansi', 'diff']);
/** Where a sample's type-check-only files go: not its root, so a config there is not the one Rstest loads. */
export const TYPECHECK_ONLY_DIR = '__typecheck__';

/**
 * @typedef {{ page: string, line: number, message: string }} Problem
 * @typedef {{ text: string, line: number }} ShownOutput an output block: its text and line
 * @typedef {{ path: string, content: string, line: number, fails: boolean, expectedError?: ShownOutput, generated?: boolean, typecheckOnly?: boolean }} SampleFile
 *   a file of a sample (generated: added by writeWorkspace, not shown on the page; typecheckOnly: a `no-run` block
 *   marked `typecheck`, written under TYPECHECK_ONLY_DIR, where Rstest neither loads it as a config nor runs it)
 * @typedef {{ path: string, text: string, line: number }} FileOutput an output block that shows a file the commands write
 * @typedef {{ line: number, command: string, fails: boolean, expected: ShownOutput | null }} SampleCommand
 * @typedef {import('../lib/markdown-structure.mjs').CodeBlock & ReturnType<typeof parseMeta> & { kind: BlockKind }} Block
 * @typedef {ReturnType<typeof pageSample>} Sample
 */

/**
 * The value of `key="..."` (or `key='...'`) in a fence's meta string, or null.
 * @param {string} meta
 * @param {string} key
 * @returns {string | null}
 */
const quoted = (meta, key) => {
  const match = new RegExp(`(?:^|\\s)${key}=(?:"([^"]*)"|'([^']*)')`).exec(meta);
  return match ? (match[1] ?? match[2]) : null;
};

/**
 * Reads the meta string of a fence: its `title`, and the words `fails` (a sample or command meant to
 * fail), `no-run` (a fragment that is not run; `no-run="why"` when a page's sample cannot run it, listed with the
 * reason), `run` (a shell command to run in the page's sample),
 * `output` (what the command or failing test file before it prints; with `written="path"`, a file the
 * page's commands write), `unchecked="why"` (output that no run can back, listed with the reason) and
 * `typecheck` (a `no-run` file that is still type-checked, such as a config for a package the site lacks).
 * @param {string} meta
 */
export function parseMeta(meta) {
  const words = meta
    .replace(/[\w-]+=("[^"]*"|'[^']*')/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const noRunReason = quoted(meta, 'no-run');
  const parsed = {
    title: quoted(meta, 'title'),
    fails: words.includes('fails'),
    noRun: words.includes('no-run') || noRunReason !== null,
    run: words.includes('run'),
    output: words.includes('output'),
  };
  // Not `file=`: Rspress reads that as "show this file's content" and fails the build on an unknown path.
  const written = quoted(meta, 'written');
  const unchecked = quoted(meta, 'unchecked');
  return {
    ...parsed,
    ...(written !== null && { written }),
    ...(unchecked !== null && { unchecked }),
    ...(noRunReason !== null && { noRunReason }),
    ...(words.includes('typecheck') && { typecheckOnly: true }),
  };
}

/** @typedef {'run' | 'cli' | 'opt-out' | 'shell' | 'untitled' | 'output' | 'unchecked' | 'unbacked' | 'other'} BlockKind */

/**
 * Classifies one code block.
 * @param {{ lang: string, meta: string }} block
 * @returns {BlockKind}
 */
export function blockKind(block) {
  const { title, noRun, run, output, unchecked } = parseMeta(block.meta);
  if (output) return 'output';
  if (!title && OUTPUT_LANGS.has(block.lang)) return unchecked ? 'unchecked' : 'unbacked';
  if (noRun) return 'opt-out';
  if (SHELL_LANGS.has(block.lang)) return run ? 'cli' : 'shell';
  // Any titled block is a file of the sample: code, but also fixtures such as CSS, CSV or snapshots.
  if (title) return 'run';
  if (SCRIPT_LANGS.has(block.lang)) return 'untitled';
  return 'other';
}

/** @param {{ lang: string }} block */
export const isScriptBlock = (block) => SCRIPT_LANGS.has(block.lang);
/** @param {string} file */
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
  /** @type {Problem[]} */
  const problems = [];
  /** @type {Map<string, SampleFile>} */
  const files = new Map();
  /**
   * Output blocks that show a file the commands write: `{ path, text, line }`.
   * @type {FileOutput[]}
   */
  const fileOutputs = [];
  blocks.forEach((block, index) => {
    const previous = blocks[index - 1];
    if (block.kind === 'unbacked') {
      problems.push({
        page,
        line: block.line,
        message: `a ${block.lang} block shows output that no run checks: put a \`bash run\` command (or a \`fails\` test file) before it and mark it output, or mark it unchecked="why"`,
      });
    } else if (block.kind === 'output') {
      if (block.written) fileOutputs.push({ path: block.written, text: block.value, line: block.line });
      else if (
        previous?.kind !== 'cli' &&
        !(
          previous?.kind === 'run' &&
          previous.fails &&
          // A 'run' block always has a title (blockKind).
          isTestFile(/** @type {string} */ (previous.title))
        )
      )
        problems.push({
          page,
          line: block.line,
          message:
            'an output block must follow a `bash run` command or a `fails` test file, or name the file it shows (written="...")',
        });
    }
  });
  for (const block of blocks) {
    if (block.kind === 'untitled') {
      problems.push({
        page,
        line: block.line,
        message: `a ${block.lang} block without a title: give it a file name to run it, or mark it no-run`,
      });
    }
    // `!block.title` never holds for a 'run' block (blockKind); it tells TypeScript the title is a string.
    if (block.kind !== 'run' || !block.title) continue;
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
        message: `a second block titled "${block.title}" (first at line ${/** @type {SampleFile} */ (files.get(block.title)).line}); mark one no-run`,
      });
      continue;
    }
    const next = blocks[blocks.indexOf(block) + 1];
    const expectedError =
      block.fails && next?.kind === 'output' && !next.written ? { text: next.value, line: next.line } : null;
    files.set(block.title, {
      path: block.title,
      content: block.value,
      line: block.line,
      fails: block.fails,
      ...(expectedError && { expectedError }),
    });
  }
  for (const block of blocks.filter((b) => b.typecheckOnly)) {
    const title = block.title ?? '';
    if (block.kind === 'opt-out' && SCRIPT_LANGS.has(block.lang) && title && !isTestFile(title)) {
      const file = `${TYPECHECK_ONLY_DIR}/${title}`;
      files.set(file, { path: file, content: block.value, line: block.line, fails: false, typecheckOnly: true });
    } else
      problems.push({
        page,
        line: block.line,
        message: '`typecheck` marks a titled no-run TypeScript or JavaScript file that is not a test file',
      });
  }
  /** @type {SampleCommand[]} */
  const commands = [];
  blocks.forEach((block, index) => {
    if (block.kind !== 'cli') return;
    const next = blocks[index + 1];
    const command = block.value.trim();
    if (command.includes('\n') || !/^npx (rstest|vitest)\b/.test(command)) {
      problems.push({
        page,
        line: block.line,
        message:
          'a `run` block must hold one `npx rstest ...` (or, on the Vitest migration page, `npx vitest ...`) command',
      });
      return;
    }
    commands.push({
      line: block.line,
      command,
      fails: block.fails,
      expected: next?.output && !next.written ? { text: next.value, line: next.line } : null,
    });
  });
  return {
    page,
    lang,
    section: page.split('/').length > 2 ? section : 'home',
    blocks,
    files: [...files.values()],
    fileOutputs,
    commands,
    problems,
  };
}
