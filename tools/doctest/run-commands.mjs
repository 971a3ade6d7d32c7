// A Node script: runs the marked commands of several pages, each page's in order (a command may depend on
// what the one before it wrote), and several pages at once. Its argument is a job file written by cli.mjs;
// it prints one JSON line: for each page, each command's exit status and output (stdout, then stderr).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * @typedef {{ status: number | null, output: string, ms: number }} CommandResult
 * @typedef {{ cwd: string, commands: { argv: string[] }[] }} CommandJob
 */

/**
 * The job file cli.mjs wrote.
 * @type {{ jobs: CommandJob[], concurrency: number, timeoutMs: number, env: Record<string, string> }}
 */
const { jobs, concurrency, timeoutMs, env } = JSON.parse(readFileSync(process.argv[2], 'utf8'));

/**
 * @param {{ argv: string[], cwd: string }} command
 * @returns {Promise<CommandResult>}
 */
function run({ argv, cwd }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, argv, { cwd, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, output: `${stdout}${stderr}`, ms: Math.round(performance.now() - started) });
    });
  });
}

/** @type {CommandResult[][]} */
const results = new Array(jobs.length);
let next = 0;
async function worker() {
  while (next < jobs.length) {
    const index = next++;
    /** @type {CommandResult[]} */
    const outcomes = [];
    for (const command of jobs[index].commands) outcomes.push(await run({ ...command, cwd: jobs[index].cwd }));
    results[index] = outcomes;
  }
}
await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
process.stdout.write(`${JSON.stringify(results)}\n`);
