// CI workflow files shown on a page (GitHub Actions, GitLab CI) must parse, and every Rstest command they
// run must be one the page runs in its sample (a `bash run` block), so a workflow cannot call a flag that
// does not exist. CI expressions (`${{ matrix.shard }}`, `$CI_NODE_INDEX`) stand for any value.
import { parse } from 'yaml';

const WORKFLOW_FILE = /(^|\/)(\.github\/workflows\/[^/]+|\.gitlab-ci)\.ya?ml$/;
const EXPRESSION = /\$\{\{[^}]*\}\}|\$\{?[A-Z_][A-Z0-9_]*\}?/g;

export const isWorkflowFile = (file) => WORKFLOW_FILE.test(file);

/**
 * Every shell line a workflow runs: GitHub's `steps[].run`, GitLab's `script`, `before_script`, `after_script`,
 * and any other value that is an `npx rstest` command (a matrix entry a step runs as `${{ matrix.command }}`).
 */
export function workflowCommands(document) {
  const lines = [];
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

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a workflow's command is the same as a command the page ran, with CI expressions as wildcards. */
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
        message: `${file.path} is not valid YAML: ${error.message}`,
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
