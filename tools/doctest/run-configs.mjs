// A Node script: runs several Rstest configs one after another in this one process, through Rstest's
// JS API (`loadConfig` + `createRstest`, what `rstest run -c <config>` does), each from its own folder.
// Its argument is a job file written by shared-process.mjs; a marker line before each run lets the
// caller split the output per run.
import { readFileSync } from 'node:fs';
import nodeModule, { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { envRestorer } from './restore-env.mjs';

// As Rstest's own bin does: share the compile cache with the workers (Node >= 22.8).
try {
  const { directory, status } = nodeModule.enableCompileCache?.() ?? {};
  if (directory && status === nodeModule.constants.compileCacheStatus.ENABLED)
    process.env.NODE_COMPILE_CACHE = directory;
} catch {}

/**
 * The job file shared-process.mjs wrote.
 * @type {{ bin: string, marker: string, timeoutMs: number, runs: { id: string, cwd: string, config: string }[] }}
 */
const { bin, marker, timeoutMs, runs } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const fromRstest = createRequire(bin);
/** @param {string} specifier */
const entry = (specifier) => import(pathToFileURL(fromRstest.resolve(specifier)).href);
const [{ loadConfig }, { createRstest }] = await Promise.all([entry('@rstest/core'), entry('@rstest/core/api')]);

/** @param {{ cwd: string, config: string }} run */
async function runOne({ cwd, config }) {
  const loaded = await loadConfig({ cwd, path: config });
  const rstest = await createRstest({ cwd, config: loaded });
  await rstest.run();
}

const restoreEnv = envRestorer();
for (const run of runs) {
  console.log(`\n${marker}${run.id}`);
  process.chdir(run.cwd);
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(resolve, timeoutMs, 'timeout');
  });
  try {
    if ((await Promise.race([runOne(run), timeout])) === 'timeout') {
      console.error(`Rstest did not finish within ${timeoutMs / 1000} s`);
      process.exit(1);
    }
  } catch (error) {
    console.error('Failed to run Rstest.');
    console.error(error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
  // A sample's config may set variables; the next run starts from the same environment as its own process would.
  restoreEnv();
}
// Exit as the CLI does, when nothing is left to do; a handle a run left open must not hold the caller.
setTimeout(() => process.exit(0), 10_000).unref();
