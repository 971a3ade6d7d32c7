// Runs the `npx rstest ...` commands a page marks with `run` (and `npx vitest ...`, so the Vitest migration
// page can show its "before" suite passing under the pinned Vitest), inside the page's
// sample, and checks that the output block after each one shows what Rstest printed.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const COMMAND_TIMEOUT_MS = 120_000;

/**
 * @typedef {import('./extract.mjs').Problem} Problem
 * @typedef {{ line: string, outOfOrder: boolean }} Mismatch
 */

/**
 * Splits a command line into arguments, honouring single and double quotes.
 * @param {string} commandLine
 */
export function splitArgs(commandLine) {
  const args = [];
  const pattern = /"([^"]*)"|'([^']*)'|(\S+)/g;
  for (let match = pattern.exec(commandLine); match; match = pattern.exec(commandLine)) {
    args.push(match[1] ?? match[2] ?? match[3]);
  }
  return args;
}

/**
 * Output lines without colours, timings and the run's duration, which change from run to run.
 * @param {string} text
 */
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
 * The first expected line the actual output lacks, in order: each expected line must appear after the one
 * before it. `{ line, outOfOrder }` (outOfOrder: printed, but before the previous expected line), or null.
 * A page whose test files may finish in either order shows one file per command.
 * @param {string} expected
 * @param {string} actual
 * @returns {Mismatch | null}
 */
export function firstMismatch(expected, actual) {
  const lines = comparableLines(actual);
  let from = 0;
  for (const line of comparableLines(expected)) {
    const at = lines.findIndex((candidate, index) => index >= from && candidate.includes(line));
    if (at === -1) return { line, outOfOrder: lines.some((candidate) => candidate.includes(line)) };
    from = at + 1;
  }
  return null;
}

/**
 * How a mismatch reads in the report.
 * @param {Mismatch} mismatch
 */
export const describeMismatch = ({ line, outOfOrder }) =>
  outOfOrder ? `printed "${line}" before the lines shown above it` : `did not print "${line}"`;

/** How many pages' commands run at once: one per core (each command is a Node process of its own). */
const COMMAND_CONCURRENCY = os.availableParallelism();

/**
 * Runs every marked command of every project and returns the problems, and each command's time. A page's
 * commands run in order; the pages run several at once (run-commands.mjs).
 * @param {import('./workspace.mjs').Project[]} projects
 * @param {string} bin the path of @rstest/core's bin
 * @returns {{ problems: Problem[], timings: { page: string, command: string, ms: number }[] }}
 */
export function runCommands(projects, bin) {
  const jobs = projects.map((project) => ({
    cwd: project.root,
    commands: project.sample.commands.map(({ command }) => {
      const [, tool, ...args] = splitArgs(command);
      const toolBin = tool === 'vitest' ? path.join(path.dirname(bin), '../../../vitest/vitest.mjs') : bin;
      return { argv: [toolBin, ...args], hosted: tool === 'rstest' && args[0] !== 'init' };
    }),
  }));
  const jobFile = path.join(os.tmpdir(), `rstest-doctest-commands-${process.pid}.json`);
  writeFileSync(
    jobFile,
    JSON.stringify({
      jobs,
      bin,
      concurrency: COMMAND_CONCURRENCY,
      timeoutMs: COMMAND_TIMEOUT_MS,
      // RSTEST_NO_AGENT: run inside a coding agent, Rstest would switch to its Markdown reporter.
      env: { CI: 'true', FORCE_COLOR: '0', NO_COLOR: '1', RSTEST_NO_AGENT: '1' },
    }),
  );
  /** @type {import('./run-commands.mjs').CommandResult[][]} */
  let results;
  try {
    const runner = spawnSync(process.execPath, [path.join(import.meta.dirname, 'run-commands.mjs'), jobFile], {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    if (runner.status !== 0) throw new Error(`the command runner failed: ${runner.stderr}`);
    // split always gives at least one line, so at(-1) is a string.
    results = JSON.parse(/** @type {string} */ (runner.stdout.trim().split('\n').at(-1)));
  } finally {
    rmSync(jobFile, { force: true });
  }

  /** @type {Problem[]} */
  const problems = [];
  /** @type {{ page: string, command: string, ms: number }[]} */
  const timings = [];
  projects.forEach((project, projectIndex) => {
    const { page, commands } = project.sample;
    commands.forEach(({ line, command, fails, expected }, commandIndex) => {
      const { status, output, ms } = results[projectIndex][commandIndex];
      timings.push({ page, command, ms });
      const failed = status !== 0;
      if (failed !== fails) {
        const tail = comparableLines(output).slice(-3).join(' | ');
        problems.push({
          page,
          line,
          message: fails
            ? `\`${command}\` is marked fails but exited with 0`
            : `\`${command}\` exited with ${status}: ${tail}`,
        });
        return;
      }
      if (!expected) return;
      const mismatch = firstMismatch(expected.text, output);
      if (mismatch)
        problems.push({ page, line: expected.line, message: `\`${command}\` ${describeMismatch(mismatch)}` });
    });
    for (const shown of project.sample.fileOutputs ?? []) {
      let written;
      try {
        written = readFileSync(path.join(project.root, shown.path), 'utf8');
      } catch {
        problems.push({ page, line: shown.line, message: `the page's commands did not write ${shown.path}` });
        continue;
      }
      const mismatch = firstMismatch(shown.text, written);
      if (mismatch) problems.push({ page, line: shown.line, message: `${shown.path}: ${describeMismatch(mismatch)}` });
    }
  });
  return { problems, timings };
}
