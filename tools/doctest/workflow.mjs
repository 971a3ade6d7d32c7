// CI workflow files shown on a page (GitHub Actions, GitLab CI) must parse, and every Rstest command they
// run must be one the page runs in its sample (a `bash run` block), so a workflow cannot call a flag that
// does not exist. CI expressions (`${{ matrix.shard }}`, `$CI_NODE_INDEX`) stand for any value.
import { parse } from 'yaml';

const WORKFLOW_FILE = /(^|\/)(\.github\/workflows\/[^/]+|\.gitlab-ci)\.ya?ml$/;
const EXPRESSION = /\$\{\{[^}]*\}\}|\$\{?[A-Z_][A-Z0-9_]*\}?/g;

/** @param {string} file */
export const isWorkflowFile = (file) => WORKFLOW_FILE.test(file);

/**
 * Every shell line a workflow runs: GitHub's `steps[].run`, GitLab's `script`, `before_script`, `after_script`,
 * and any other value that is an `npx rstest` command (a matrix entry a step runs as `${{ matrix.command }}`).
 * @param {unknown} document a parsed YAML document
 * @returns {string[]}
 */
export function workflowCommands(document) {
  /** @type {string[]} */
  const lines = [];
  /**
   * @param {unknown} node
   * @param {string} key the key `node` is the value of (for an array's items, the array's)
   */
  const visit = (node, key) => {
    if (typeof node === 'string') {
      if (['run', 'script', 'before_script', 'after_script'].includes(key)) lines.push(...node.split('\n'));
      else if (/^\s*npx rstest\b/.test(node)) lines.push(node);
    } else if (Array.isArray(node)) for (const item of node) visit(item, key);
    else if (node && typeof node === 'object')
      for (const [childKey, child] of Object.entries(node)) visit(child, childKey);
  };
  visit(document, '');
  return lines.map((line) => line.trim()).filter(Boolean);
}

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a workflow's command is the same as a command the page ran, with CI expressions as wildcards.
 * @param {string} workflowLine
 * @param {string} ranCommand
 */
export function sameCommand(workflowLine, ranCommand) {
  const parts = workflowLine.split(EXPRESSION).map(escapeRegExp);
  return new RegExp(`^${parts.join('\\S+')}$`).test(ranCommand);
}

/**
 * Problems of the workflow files of one page's sample.
 * @param {{ page: string, files: { path: string, content: string, line: number }[], commands: { command: string }[] }} sample
 */
export function workflowProblems(sample) {
  const problems = [];
  for (const file of sample.files.filter((f) => isWorkflowFile(f.path))) {
    let document;
    try {
      document = parse(file.content);
    } catch (error) {
      problems.push({
        page: sample.page,
        line: file.line,
        // yaml's parse throws its errors, all Errors (a YAMLParseError for invalid YAML).
        message: `${file.path} is not valid YAML: ${/** @type {Error} */ (error).message}`,
      });
      continue;
    }
    for (const line of workflowCommands(document).filter((command) => /\brstest\b/.test(command))) {
      if (!sample.commands.some(({ command }) => sameCommand(line, command)))
        problems.push({
          page: sample.page,
          line: file.line,
          message: `${file.path} runs \`${line}\`, which no \`bash run\` block of the page runs`,
        });
    }
  }
  return problems;
}
