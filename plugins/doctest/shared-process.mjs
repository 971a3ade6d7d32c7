// Runs a list of Rstest configs in as few processes as possible: all in one Node process
// (run-configs.mjs), and when that process dies midway, the runs it had not started in another.
import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DRIVER = fileURLToPath(new URL('./run-configs.mjs', import.meta.url));
const MARKER = '@@doctest-run ';

/** @typedef {{ id: string, cwd: string, config: string }} ConfigRun */

/** One process over the runs; returns the output of every run it started, keyed by id. */
function runProcess(dir, bin, runs, timeoutMs, index) {
  const jobFile = path.join(dir, 'reports', `job-${index}.json`);
  const logFile = path.join(dir, 'reports', `job-${index}.log`);
  writeFileSync(
    jobFile,
    JSON.stringify({ bin, marker: MARKER, timeoutMs, runs: runs.map(({ id, cwd, config }) => ({ id, cwd, config })) }),
  );
  // stdout and stderr share one file so that each message stays under the marker of its run.
  const log = openSync(logFile, 'w');
  const result = spawnSync(process.execPath, [DRIVER, jobFile], {
    cwd: dir,
    stdio: ['ignore', log, log],
    timeout: timeoutMs * runs.length,
    env: { ...process.env, CI: 'true', FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  closeSync(log);
  const [before, ...parts] = readFileSync(logFile, 'utf8').split(`\n${MARKER}`);
  const outputs = new Map(
    parts.map((part) => {
      const end = part.indexOf('\n');
      return end === -1 ? [part, ''] : [part.slice(0, end), part.slice(end + 1)];
    }),
  );
  const last = [...outputs.keys()].at(-1);
  if (result.status !== 0 || last === undefined) {
    const why =
      result.error?.code === 'ETIMEDOUT'
        ? `Rstest did not finish within ${(timeoutMs * runs.length) / 1000} s`
        : `the process exited with ${result.status ?? result.signal}`;
    if (last === undefined) outputs.set(runs[0].id, `${before}\n${why}`);
    else outputs.set(last, `${outputs.get(last)}\n${why}`);
  }
  return outputs;
}

/**
 * Runs every config; reports are written by the configs themselves.
 * @param {ConfigRun[]} runs
 * @returns {{ outputs: Map<string, string>, processes: number }} each run's output, and the processes used
 */
export function runConfigs(dir, bin, runs, timeoutMs) {
  mkdirSync(path.join(dir, 'reports'), { recursive: true });
  const outputs = new Map();
  let processes = 0;
  for (let pending = runs; pending.length > 0; ) {
    // Every process starts at least the first pending run, so this ends.
    for (const [id, output] of runProcess(dir, bin, pending, timeoutMs, processes++)) outputs.set(id, output);
    pending = pending.filter((run) => !outputs.has(run.id));
  }
  return { outputs, processes };
}
