// English and Chinese twins must run the same code: their runnable blocks may
// differ only in comments.

/**
 * Code with comments and blank space removed, for comparison.
 * @param {string} code
 */
export function codeWithoutComments(code) {
  return code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1')
    .replace(/^\s*#.*$/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Problems where the zh sample's runnable code differs from the en sample's.
 * @param {import('./extract.mjs').Sample} en
 * @param {import('./extract.mjs').Sample} zh
 */
export function compareSamples(en, zh) {
  /** @param {import('./extract.mjs').Sample} sample */
  const runnable = (sample) => sample.blocks.filter((block) => block.kind === 'run' || block.kind === 'shell');
  const enBlocks = runnable(en);
  const zhBlocks = runnable(zh);
  const problems = [];
  const count = Math.max(enBlocks.length, zhBlocks.length);
  for (let i = 0; i < count; i++) {
    const a = enBlocks[i];
    const b = zhBlocks[i];
    if (!a || !b) {
      const extra = a ?? b;
      const page = a ? en.page : zh.page;
      problems.push({ page, line: extra.line, message: `runnable block has no twin in ${a ? zh.page : en.page}` });
      break;
    }
    if (a.title !== b.title || codeWithoutComments(a.value) !== codeWithoutComments(b.value)) {
      problems.push({ page: zh.page, line: b.line, message: `code differs from ${en.page}:${a.line}` });
    }
  }
  return problems;
}
