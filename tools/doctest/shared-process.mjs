// Runs a list of Rstest configs in few processes (run-configs.mjs runs several in one Node process), one
// lane per core: each lane takes the next few runs when its process ends. When a process dies midway, the
// runs it had not started go back to the queue.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DRIVER = fileURLToPath(new URL('./run-configs.mjs', import.meta.url));
const MARKER = '@@doctest-run ';
/** Runs one process takes at a time: few enough that the lanes end together, enough to share its start-up. */
const RUNS_PER_PROCESS = 4;

/** @typedef {{ id: string, cwd: string, config: string, alone?: boolean }} ConfigRun (alone: a long run, in a process of its own) */

/**
 * Runs the driver over `jobFile`, its output to `logFile`; resolves with its exit status, or an error code.
 * @param {string} dir
 * @param {string} jobFile
 * @param {string} logFile
 * @param {number} timeoutMs
 * @returns {Promise<{ status: number | null, signal: NodeJS.Signals | null, timedOut: boolean }>}
 */
function runDriver(dir, jobFile, logFile, timeoutMs) {
  return new Promise((resolve) => {
    // stdout and stderr share one file so that each message stays under the marker of its run.
    const log = openSync(logFile, 'w');
    const child = spawn(process.execPath, [DRIVER, jobFile], {
      cwd: dir,
      stdio: ['ignore', log, log],
      env: { ...process.env, CI: 'true', FORCE_COLOR: '0', NO_COLOR: '1' },
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('close', (status, signal) => {
      clearTimeout(timer);
      closeSync(log);
      resolve({ status, signal, timedOut });
    });
  });
}

/**
 * One process over the runs; returns the output of every run it started, keyed by id, and the run during which the
 * process died of a signal other than the timeout's (a native crash such as SIGABRT), if it did.
 * @param {string} dir
 * @param {string} bin the path of @rstest/core's bin
 * @param {ConfigRun[]} runs
 * @param {number} timeoutMs
 * @param {number} index
 */
async function runProcess(dir, bin, runs, timeoutMs, index) {
  const jobFile = path.join(dir, 'reports', `job-${index}.json`);
  const logFile = path.join(dir, 'reports', `job-${index}.log`);
  writeFileSync(
    jobFile,
    JSON.stringify({ bin, marker: MARKER, timeoutMs, runs: runs.map(({ id, cwd, config }) => ({ id, cwd, config })) }),
  );
  const result = await runDriver(dir, jobFile, logFile, timeoutMs * runs.length);
  const [before, ...parts] = readFileSync(logFile, 'utf8').split(`\n${MARKER}`);
  const outputs = new Map(
    parts.map((part) => {
      const end = part.indexOf('\n');
      return end === -1 ? [part, ''] : [part.slice(0, end), part.slice(end + 1)];
    }),
  );
  const last = [...outputs.keys()].at(-1);
  const crashed = result.signal && !result.timedOut ? (last ?? runs[0].id) : undefined;
  if (result.status !== 0 || last === undefined) {
    const why = result.timedOut
      ? `Rstest did not finish within ${(timeoutMs * runs.length) / 1000} s`
      : `the process exited with ${result.status ?? result.signal}`;
    if (last === undefined) outputs.set(runs[0].id, `${before}\n${why}`);
    else outputs.set(last, `${outputs.get(last)}\n${why}`);
  }
  return { outputs, crashed };
}

/**
 * Runs every config; reports are written by the configs themselves.
 * @param {string} dir
 * @param {string} bin the path of @rstest/core's bin
 * @param {ConfigRun[]} runs
 * @param {number} timeoutMs
 * @param {number} [lanes]
 * @returns {Promise<{ outputs: Map<string, string>, crashed: Set<string>, processes: number }>} each run's output,
 *   the runs during which their process died of a signal (a native crash), and the processes used
 */
export async function runConfigs(dir, bin, runs, timeoutMs, lanes = os.availableParallelism()) {
  mkdirSync(path.join(dir, 'reports'), { recursive: true });
  /** @type {Map<string, string>} */
  const outputs = new Map();
  /** @type {Set<string>} */
  const crashed = new Set();
  const queue = [...runs];
  let processes = 0;
  async function lane() {
    while (queue.length > 0) {
      const taken = queue.splice(0, queue[0].alone ? 1 : RUNS_PER_PROCESS);
      // Every process starts at least the first of its runs, so this ends.
      const result = await runProcess(dir, bin, taken, timeoutMs, processes++);
      for (const [id, output] of result.outputs) outputs.set(id, output);
      if (result.crashed) crashed.add(result.crashed);
      queue.push(...taken.filter((run) => !outputs.has(run.id)));
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, lanes) }, lane));
  return { outputs, crashed, processes };
}
