// A Node process that runs marked `rstest` commands one after another inside itself, each as `rstest` would
// run in a process of its own: the same entry (`runCLI` of @rstest/core's bin), from the page's folder, with
// the command's arguments, and over when nothing is left to do, which is when that process would exit. Loading
// @rstest/core, Rsbuild and Rspack once instead of once per command saves about half a CPU-second a command.
// run-commands.mjs sends `{ cwd, args }` over the IPC channel; the end of each command's output is a marker
// line on stdout and on stderr that carries its exit status. A command that calls `process.exit` ends this
// process, and run-commands.mjs reads the status from the exit.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { envRestorer } from './restore-env.mjs';

const [bin, marker] = process.argv.slice(2);
const { runCLI } = await import(pathToFileURL(createRequire(bin).resolve('@rstest/core/api')).href);

// Handlers the CLI adds for one run and never removes, as its process ends after it.
const PROCESS_EVENTS = ['exit', 'beforeExit', 'uncaughtException', 'unhandledRejection', 'SIGINT', 'SIGTERM'];
const restoreEnv = envRestorer();
const initialArgv = [...process.argv];
const channel = /** @type {NonNullable<typeof process.channel>} */ (process.channel);

/**
 * Writes a line and resolves once it has been handed to the pipe.
 * @param {NodeJS.WriteStream} stream
 * @param {string} line
 */
const writeLine = (stream, line) => new Promise((resolve) => stream.write(`${line}\n`, resolve));

/** @param {{ cwd: string, args: string[] }} command */
function run({ cwd, args }) {
  const listeners = new Map(PROCESS_EVENTS.map((event) => [event, new Set(process.listeners(event))]));
  process.exitCode = undefined;
  process.chdir(cwd);
  process.argv = [process.execPath, bin, ...args];
  // The IPC channel must not keep this process alive: the command is over when only the channel is left.
  channel.unref();
  process.once('beforeExit', async () => {
    channel.ref();
    const status = Number(process.exitCode ?? 0);
    for (const [event, before] of listeners)
      for (const listener of process.listeners(event)) if (!before.has(listener)) process.off(event, listener);
    restoreEnv();
    process.argv = initialArgv;
    process.exitCode = undefined;
    await Promise.all([
      writeLine(process.stdout, `${marker}${status}`),
      writeLine(process.stderr, `${marker}${status}`),
    ]);
  });
  runCLI({ argv: process.argv });
}

process.on('message', run);
process.send?.('ready');
