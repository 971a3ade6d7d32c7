// Runs sample projects with Rstest in few Node processes (shared-process.mjs): the ordinary samples
// as projects of one run, samples with root-only options each as a run of their own config. Returns each test file's
// outcome keyed by absolute path.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isTestFile } from './extract.mjs';
import { runConfigs } from './shared-process.mjs';

const RSTEST_TIMEOUT_MS = 240_000;

/**
 * @typedef {{ status: string, errors: string[] }} FileOutcome
 * @typedef {import('./workspace.mjs').Project} Project
 * @typedef {import('./shared-process.mjs').ConfigRun & { reportFile: string, roots: string[] }} ReportRun
 *   roots: the folders the report's paths may be relative to
 */

/**
 * The parts of Rstest's JSON report read here (parsed JSON from disk: the fields of @rstest/core's
 * `TestFileResult` and `TestResult` this file uses).
 * @typedef {{ testPath: string, status: string, errors?: { message?: string }[] }} ReportEntry
 * @typedef {{ files?: ReportEntry[], tests?: ReportEntry[] }} Report
 */

/**
 * @param {string} file
 * @returns {Report | null}
 */
function readReport(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Outcomes of every test file in a JSON report, keyed by absolute path.
 * @param {Report} report
 * @param {string[]} roots
 */
function outcomesOf(report, roots) {
  /** @type {Map<string, FileOutcome>} */
  const outcomes = new Map();
  for (const file of report.files ?? []) {
    const candidates = roots.map((root) => path.resolve(root, file.testPath));
    const key = candidates.find((candidate) => candidate.includes(`${path.sep}samples${path.sep}`)) ?? candidates[0];
    const failedTests = (report.tests ?? []).filter((t) => t.testPath === file.testPath && t.status === 'fail');
    const messages = [...(file.errors ?? []), ...failedTests.flatMap((t) => t.errors ?? [])].map(
      (error) => error.message ?? String(error),
    );
    outcomes.set(key, { status: file.status, errors: messages });
  }
  return outcomes;
}

/**
 * Config that runs several sample folders as projects of one Rstest run.
 * The `threads` pool isolates each test file in a worker thread of its own, at less than half the cost of a
 * process per file (the default `forks`), with the same outcome for every sample of the site; a sample whose
 * outcome surprises runs again in the reader's default pool, which decides (runProjects).
 * By default Rstest keeps a core for its main process (one worker on two cores); here that process mostly waits.
 * @param {Project[]} projects
 * @param {string} reportFile
 */
function groupedConfig(projects, reportFile) {
  const roots = projects.map((project) => `samples/${project.id}`);
  return `import { defineConfig } from '@rstest/core';\n\nexport default defineConfig({\n  projects: ${JSON.stringify(roots)},\n  pool: { type: 'threads', maxWorkers: '100%' },\n  reporters: [['json', { outputPath: ${JSON.stringify(reportFile)} }]],\n});\n`;
}

/**
 * Whether a project's test files did not all end as the page says they do (passing, or failing when marked fails).
 * @param {Project} project
 * @param {Map<string, FileOutcome>} outcomes
 */
const surprised = (project, outcomes) =>
  project.files
    .filter((file) => isTestFile(file.path))
    .some((file) => {
      const outcome = outcomes.get(path.join(project.root, file.path));
      return !outcome || (outcome.status === 'fail') !== Boolean(file.fails);
    });

/**
 * Config that runs one sample with its own config, adding only the JSON reporter, and the threads pool where the
 * sample sets no pool (as groupedConfig; `readersPool`: the pool the sample's own config gives, the default forks).
 * @param {Project} project
 * @param {string} reportFile
 * @param {boolean} readersPool
 */
function standaloneConfig(project, reportFile, readersPool) {
  const own = project.files.find((file) => /^rstest\.config\.[cm]?[jt]s$/.test(file.path));
  const load = own ? `import own from ${JSON.stringify(path.join(project.root, own.path))};\n` : 'const own = {};\n';
  const pool = readersPool ? '' : "\n    ...(config.pool === undefined ? { pool: { type: 'threads' } } : {}),";
  return `${load}\nexport default async () => {\n  const config = typeof own === 'function' ? await own() : own;\n  return {\n    ...config,${pool}\n    root: ${JSON.stringify(project.root)},\n    reporters: [['json', { outputPath: ${JSON.stringify(reportFile)} }]],\n  };\n};\n`;
}

/**
 * Writes the config of one run, whose report's paths are relative to one of `roots`.
 * @param {string} dir
 * @param {string} id
 * @param {string} cwd
 * @param {string[]} roots
 * @param {(reportFile: string) => string} configOf the config's text, given its report file
 * @returns {ReportRun}
 */
function configRun(dir, id, cwd, roots, configOf) {
  const reportFile = path.join(dir, 'reports', `${id}.json`);
  const config = path.join(dir, `doctest-${id}.config.ts`);
  writeFileSync(config, configOf(reportFile));
  rmSync(reportFile, { force: true });
  return { id, cwd, config, reportFile, roots };
}

/**
 * Run from the sample's own folder, as a reader would.
 * @param {string} dir
 * @param {Project} project
 * @param {boolean} [readersPool]
 */
const standaloneRun = (dir, project, readersPool = false) =>
  configRun(dir, project.id, project.root, [dir, project.root], (report) =>
    standaloneConfig(project, report, readersPool),
  );

/**
 * Runs the projects, in the threads pool where a sample sets none. A sample whose outcome is not what its page
 * says runs again in the pool its own config gives (the default forks), and that run decides; so does every
 * grouped sample when the grouped run produced no report (a config Rstest rejects), so the culprit is named.
 * @param {string} dir
 * @param {string} bin the path of @rstest/core's bin
 * @param {Project[]} projects
 * @returns {Promise<{ outcomes: Map<string, FileOutcome>, crashes: Map<string, string>, processes: number, rerun: number }>}
 * crashes: project id -> output; processes: the Rstest processes started; rerun: the samples run again
 */
export async function runProjects(dir, bin, projects) {
  /** @type {Map<string, FileOutcome>} */
  const outcomes = new Map();
  /** @type {Map<string, string>} */
  const crashes = new Map();
  let processes = 0;
  /** @type {Set<string>} */
  const nativeCrashes = new Set();
  /** @param {ReportRun[]} runs */
  const runAll = async (runs) => {
    const result = await runConfigs(dir, bin, runs, RSTEST_TIMEOUT_MS);
    processes += result.processes;
    for (const id of result.crashed) nativeCrashes.add(id);
    return runs.map((run) => ({ run, report: readReport(run.reportFile), output: result.outputs.get(run.id) ?? '' }));
  };
  /** @param {{ run: ReportRun, report: Report | null, output: string }} result */
  const collect = ({ run, report, output }) => {
    if (report) for (const [file, outcome] of outcomesOf(report, run.roots)) outcomes.set(file, outcome);
    else crashes.set(run.id, output);
  };

  const grouped = projects.filter((project) => !project.ownProcess);
  /** @type {ReportRun[]} */
  const runs = projects.filter((project) => project.ownProcess).map((project) => standaloneRun(dir, project));
  if (grouped.length > 0)
    runs.unshift({ ...configRun(dir, 'grouped', dir, [dir], (report) => groupedConfig(grouped, report)), alone: true });
  const results = await runAll(runs);
  const groupedResult = results.find(({ run }) => run.id === 'grouped');
  results.filter((result) => result !== groupedResult).forEach(collect);
  if (groupedResult?.report) collect(groupedResult);
  // Again in the reader's pool: every sample whose outcome surprised, all grouped ones if that run crashed, and each
  // sample during which its process died of a signal, a native crash that is not the sample's doing (a shared
  // process once ended with SIGABRT in a fresh-clone run); should the second run crash too, that is reported.
  const again = projects.filter((project) =>
    !project.ownProcess && !groupedResult?.report
      ? true
      : nativeCrashes.has(project.id) || (!crashes.has(project.id) && surprised(project, outcomes)),
  );
  if (again.length > 0) {
    for (const project of again) crashes.delete(project.id);
    (await runAll(again.map((project) => standaloneRun(dir, project, true)))).forEach(collect);
  }
  return { outcomes, crashes, processes, rerun: again.length };
}
