// Runs sample projects with Rstest: all ordinary samples in one multi-project
// process, samples with root-only options each in their own. Returns each test
// file's outcome keyed by absolute path.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const RSTEST_TIMEOUT_MS = 240_000;

/** @typedef {{ status: string, errors: string[] }} FileOutcome */

function rstest(cwd, bin, configFile) {
  const result = spawnSync(process.execPath, [bin, 'run', '-c', path.resolve(cwd, configFile)], {
    cwd,
    encoding: 'utf8',
    timeout: RSTEST_TIMEOUT_MS,
    env: { ...process.env, CI: 'true', FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  return { output: `${result.stdout ?? ''}${result.stderr ?? ''}`, timedOut: result.error?.code === 'ETIMEDOUT' };
}

function readReport(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Outcomes of every test file in a JSON report, keyed by absolute path. */
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

/** Config that runs several sample folders as projects of one Rstest process. */
function groupedConfig(projects, reportFile) {
  const roots = projects.map((project) => `samples/${project.id}`);
  return `import { defineConfig } from '@rstest/core';\n\nexport default defineConfig({\n  projects: ${JSON.stringify(roots)},\n  reporters: [['json', { outputPath: ${JSON.stringify(reportFile)} }]],\n});\n`;
}

/** Config that runs one sample with its own config, adding only the JSON reporter. */
function standaloneConfig(project, reportFile) {
  const own = project.files.find((file) => /^rstest\.config\.[cm]?[jt]s$/.test(file.path));
  const load = own ? `import own from ${JSON.stringify(path.join(project.root, own.path))};\n` : 'const own = {};\n';
  return `${load}\nexport default async () => ({\n  ...(typeof own === 'function' ? await own() : own),\n  root: ${JSON.stringify(project.root)},\n  reporters: [['json', { outputPath: ${JSON.stringify(reportFile)} }]],\n});\n`;
}

/**
 * Runs the projects; a grouped run that produces no report (a config Rstest rejects) is retried one
 * sample at a time so the culprit is named.
 * @returns {{ outcomes: Map<string, FileOutcome>, crashes: Map<string, string> }} crashes: project id -> output
 */
export function runProjects(dir, bin, projects) {
  const outcomes = new Map();
  const crashes = new Map();
  const runOne = (project) => {
    // Run from the sample's own folder, as a reader would.
    const configFile = path.join(dir, `doctest-${project.id}.config.ts`);
    const reportFile = path.join(dir, 'reports', `${project.id}.json`);
    writeFileSync(configFile, standaloneConfig(project, reportFile));
    const { output, timedOut } = rstest(project.root, bin, configFile);
    const report = readReport(reportFile);
    if (!report)
      crashes.set(project.id, timedOut ? `Rstest did not finish within ${RSTEST_TIMEOUT_MS / 1000} s` : output);
    else for (const [file, outcome] of outcomesOf(report, [dir, project.root])) outcomes.set(file, outcome);
  };

  const grouped = projects.filter((project) => !project.ownProcess);
  if (grouped.length > 0) {
    const reportFile = path.join(dir, 'reports', 'grouped.json');
    writeFileSync(path.join(dir, 'doctest-grouped.config.ts'), groupedConfig(grouped, reportFile));
    rmSync(reportFile, { force: true });
    rstest(dir, bin, 'doctest-grouped.config.ts');
    const report = readReport(reportFile);
    if (report) for (const [file, outcome] of outcomesOf(report, [dir])) outcomes.set(file, outcome);
    else grouped.forEach(runOne);
  }
  projects.filter((project) => project.ownProcess).forEach(runOne);
  return { outcomes, crashes };
}
