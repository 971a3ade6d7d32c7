// A Node script: runs the marked commands of several pages, each page's in order (a command may depend on
// what the one before it wrote), and several pages at once. Its argument is a job file written by cli.mjs;
// it prints one JSON line: for each page, each command's exit status and output (stdout, then stderr).
// `rstest` commands run in a command host per lane (command-host.mjs), which keeps @rstest/core loaded between
// them; other tools (`vitest`), `rstest init` (it writes a project and may prompt) and a command
// after which its host died run as processes of their own.
import { fork, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const HOST = fileURLToPath(new URL('./command-host.mjs', import.meta.url));
const MARKER = '@@doctest-command-end ';
// `DOCTEST_OWN_PROCESSES=1 npm run test:docs`: every command in a process of its own, to compare with the hosts.
const OWN_PROCESSES = process.env.DOCTEST_OWN_PROCESSES === '1';
// napi-rs (Rspack's binding) prints this when the garbage collector frees a native object that an earlier
// command left behind: a process that outlives its command meets it, a reader's `rstest` never does.
const HOST_ONLY_LINE = /^ObjectRef is not unref, it considered as a memory leak\n/gm;

/**
 * @typedef {{ status: number | null, output: string, ms: number }} CommandResult
 * @typedef {{ argv: string[], hosted: boolean }} Command argv: the tool's bin and its arguments
 * @typedef {{ cwd: string, commands: Command[] }} CommandJob
 */

/**
 * The job file cli.mjs wrote.
 * @type {{ jobs: CommandJob[], bin: string, concurrency: number, timeoutMs: number, env: Record<string, string> }}
 */
const { jobs, bin, concurrency, timeoutMs, env } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const commandEnv = { ...process.env, ...env };

/**
 * One command as a process of its own.
 * @param {string[]} argv
 * @param {string} cwd
 * @returns {Promise<CommandResult>}
 */
function spawned(argv, cwd) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, argv, { cwd, env: commandEnv });
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

/**
 * A host's output split at its first complete end-marker line: what came before, the status the line carries, and
 * what came after; null while no complete marker line has arrived.
 * @param {string} text
 */
function cutAtMarker(text) {
  const at = text.indexOf(MARKER);
  const lineEnd = at === -1 ? -1 : text.indexOf('\n', at);
  if (lineEnd === -1) return null;
  return {
    before: text.slice(0, at),
    status: Number.parseInt(text.slice(at + MARKER.length, lineEnd), 10),
    after: text.slice(lineEnd + 1),
  };
}

/**
 * A command host (command-host.mjs) that runs `rstest` commands one at a time. If the host ends during a command
 * (the command called `process.exit`, or it timed out), how it ended is the command's status, as for a process of
 * its own, and the next command starts a new host.
 */
class Host {
  /** @type {import('node:child_process').ChildProcess | null} */
  child = null;
  /** @type {Promise<unknown>} */
  ready = Promise.resolve();
  stdout = '';
  stderr = '';
  /** @type {((status: number | null) => void) | null} */
  onEnd = null;

  start() {
    const child = fork(HOST, [bin, MARKER], { env: commandEnv, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    this.child = child;
    this.ready = new Promise((resolve) => child.once('message', resolve));
    child.stdout?.setEncoding('utf8').on('data', (chunk) => {
      this.stdout += chunk;
      this.endIfMarked();
    });
    child.stderr?.setEncoding('utf8').on('data', (chunk) => {
      this.stderr += chunk;
      this.endIfMarked();
    });
    child.on('close', (status) => {
      this.child = null;
      this.onEnd?.(status);
    });
  }

  /** The command is over once both streams carry the end marker, whose line holds its status. */
  endIfMarked() {
    const [out, err] = [this.stdout, this.stderr].map(cutAtMarker);
    if (out && err) this.onEnd?.(out.status);
  }

  /**
   * The output of the command that just ended, up to the markers if there are any; the buffers start again after them.
   * @returns {string}
   */
  takeOutput() {
    const [out, err] = [this.stdout, this.stderr].map((text) => cutAtMarker(text) ?? { before: text, after: '' });
    [this.stdout, this.stderr] = [out.after, err.after];
    return `${out.before}${err.before}`.replace(HOST_ONLY_LINE, '');
  }

  /**
   * @param {string[]} args
   * @param {string} cwd
   * @returns {Promise<CommandResult>}
   */
  async run(args, cwd) {
    if (!this.child) this.start();
    await this.ready;
    const child = /** @type {import('node:child_process').ChildProcess} */ (this.child);
    const started = performance.now();
    return new Promise((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      this.onEnd = (status) => {
        clearTimeout(timer);
        this.onEnd = null;
        resolve({ status, output: this.takeOutput(), ms: Math.round(performance.now() - started) });
      };
      child.send({ cwd, args });
    });
  }

  stop() {
    this.child?.kill();
  }
}

/** @type {CommandResult[][]} */
const results = new Array(jobs.length);
// Pages with the most commands first: a long chain started last would leave the other lanes idle at the end.
const queue = jobs.map((_, index) => index).sort((a, b) => jobs[b].commands.length - jobs[a].commands.length);
async function lane() {
  const host = new Host();
  for (let index = queue.shift(); index !== undefined; index = queue.shift()) {
    const { cwd, commands } = jobs[index];
    /** @type {CommandResult[]} */
    const outcomes = [];
    for (const { argv, hosted } of commands)
      outcomes.push(await (hosted && !OWN_PROCESSES ? host.run(argv.slice(1), cwd) : spawned(argv, cwd)));
    results[index] = outcomes;
  }
  host.stop();
}
await Promise.all(Array.from({ length: Math.max(1, concurrency) }, lane));
process.stdout.write(`${JSON.stringify(results)}\n`);
