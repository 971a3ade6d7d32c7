// Runs the `npx rstest ...` commands a page marks with `run`, inside the page's
// sample, and checks that the output block after each one shows what Rstest printed.
import { spawnSync } from 'node:child_process';

const COMMAND_TIMEOUT_MS = 120_000;

/** Splits a command line into arguments, honouring single and double quotes. */
export function splitArgs(commandLine) {
  const args = [];
  const pattern = /"([^"]*)"|'([^']*)'|(\S+)/g;
  for (let match = pattern.exec(commandLine); match; match = pattern.exec(commandLine)) {
    args.push(match[1] ?? match[2] ?? match[3]);
  }
  return args;
}

/** Output lines without colours, timings and the run's duration, which change from run to run. */
export function comparableLines(text) {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colour codes
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .map((line) =>
        line
          .replace(/\(\d+(\.\d+)?m?s\)/g, '')
          .replace(/\s+/g, ' ')
          .trim(),
      )
      .filter((line) => line && line !== '...' && !/^Duration\b/.test(line))
  );
}

/**
 * The expected lines missing from the actual output. Order is not checked: test files finish in
 * whatever order the workers reach them.
 */
export function missingLines(expected, actual) {
  const lines = comparableLines(actual);
  return comparableLines(expected).filter((line) => !lines.some((candidate) => candidate.includes(line)));
}

/**
 * Runs every marked command of every project and returns the problems.
 * @returns {{ page: string, line: number, message: string }[]}
 */
export function runCommands(projects, bin) {
  const problems = [];
  for (const project of projects) {
    const { page, commands } = project.sample;
    for (const { line, command, fails, expected } of commands) {
      const [, , ...args] = splitArgs(command);
      const result = spawnSync(process.execPath, [bin, ...args], {
        cwd: project.root,
        encoding: 'utf8',
        timeout: COMMAND_TIMEOUT_MS,
        env: { ...process.env, CI: 'true', FORCE_COLOR: '0', NO_COLOR: '1' },
      });
      const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
      const failed = result.status !== 0;
      if (failed !== fails) {
        const tail = comparableLines(output).slice(-3).join(' | ');
        problems.push({
          page,
          line,
          message: fails
            ? `\`${command}\` is marked fails but exited with 0`
            : `\`${command}\` exited with ${result.status}: ${tail}`,
        });
        continue;
      }
      if (!expected) continue;
      const missing = missingLines(expected.text, output);
      if (missing.length > 0) {
        problems.push({
          page,
          line: expected.line,
          message: `\`${command}\` did not print "${missing[0]}"${missing.length > 1 ? ` (and ${missing.length - 1} more lines)` : ''}`,
        });
      }
    }
  }
  return problems;
}
