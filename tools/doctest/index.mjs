// Doctest: every runnable sample of every page, run against the pinned @rstest/core.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeMismatch, firstMismatch, runCommands } from './cli.mjs';
import { runProjects } from './execute.mjs';
import { isScriptBlock, isTestFile, pageSample } from './extract.mjs';
import { compareSamples } from './parity.mjs';
import { typecheckInWorker } from './typecheck.mjs';
import { workflowProblems } from './workflow.mjs';
import { CONFIG_PROBE, configFileOf, writeWorkspace } from './workspace.mjs';

/**
 * @typedef {import('./extract.mjs').Sample} Sample
 * @typedef {{ samples: number, typecheckWait: number, commands: number }} Phases milliseconds each phase took
 * @typedef {{
 *   lang: string, section: string, blocks: number, run: number, executed: number, fails: number, optOut: number,
 *   outputs: number, outputsChecked: number, outputsUnchecked: string[], shell: number, cli: number, other: number,
 *   script: number, scriptExecuted: number, optedOut: string[], optedOutWithReason: number,
 * }} StatsRow counts of one language and section (outputsUnchecked, optedOut: `page:line` of each, then `: why` where the page gives the reason; optedOutWithReason counts those)
 */

/**
 * Every page under `docsDir` (paths like `en/guide/start/quick-start.mdx`) with its sample.
 * @param {string} docsDir
 * @param {string[]} [only] keep pages whose path (without language and extension) starts with one of these
 */
export function readSamples(docsDir, only = []) {
  /** @param {string} file */
  const wanted = (file) =>
    only.length === 0 || only.some((prefix) => file.replace(/^(en|zh)\//, '').startsWith(prefix));
  return readdirSync(docsDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /^(en|zh)\/.*\.mdx?$/.test(file) && wanted(file))
    .sort()
    .map((page) => pageSample(page, readFileSync(path.join(docsDir, page), 'utf8')));
}

/**
 * The last lines of a crashed run that say why.
 * @param {string} output
 */
const crashSummary = (output) =>
  output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^(Rstest v|npm warn)/.test(line))
    .slice(-4)
    .join(' | ');

/**
 * Runs every sample (or those of the pages `only` names) and judges it.
 * @param {{ docsDir: string, nodeModules: string, workDir?: string, only?: string[] }} options
 */
export async function runDoctest({ docsDir, nodeModules, workDir, only }) {
  const dir = workDir ?? mkdtempSync(path.join(os.tmpdir(), 'rstest-doctest-'));
  try {
    return await judgeSamples(readSamples(docsDir, only), nodeModules, dir);
  } catch (error) {
    if (!workDir) removeWorkDir(dir);
    throw error;
  }
}

/**
 * Removes a work folder runDoctest made (the caller does, once it has read what it needs).
 * @param {string} dir
 */
export const removeWorkDir = (dir) => rmSync(dir, { recursive: true, force: true });

/**
 * @param {ReturnType<typeof readSamples>} samples
 * @param {string} nodeModules
 * @param {string} dir
 */
async function judgeSamples(samples, nodeModules, dir) {
  const problems = samples.flatMap((sample) => [...sample.problems, ...workflowProblems(sample)]);

  const byPage = new Map(samples.map((sample) => [sample.page, sample]));
  /**
   * Chinese pages whose sample is byte for byte their English twin's: run once, judged once (zh page -> en page).
   * @type {Map<string, string>}
   */
  const mirrors = new Map();
  for (const en of samples.filter((sample) => sample.lang === 'en')) {
    const zh = byPage.get(`zh${en.page.slice(2)}`);
    if (!zh) continue;
    problems.push(...compareSamples(en, zh));
    if (runsTheSame(en, zh)) mirrors.set(zh.page, en.page);
  }

  const projects = writeWorkspace(
    dir,
    nodeModules,
    samples.filter((sample) => !mirrors.has(sample.page)),
  );
  const bin = path.join(nodeModules, '@rstest/core/bin/rstest.js');
  const typecheck = typecheckInWorker(dir, projects);
  typecheck.catch(() => {}); // awaited below; this only keeps a failure from counting as unhandled meanwhile
  const phaseStart = performance.now();
  const { outcomes, crashes, processes, rerun } = await runProjects(dir, bin, projects);
  // typecheckWait and commands are set below, before phases is returned.
  const phases = /** @type {Phases} */ ({ samples: performance.now() - phaseStart });
  /** @type {Set<string>} */
  const ran = new Set();

  for (const project of projects) {
    const { page } = project.sample;
    const crash = crashes.get(project.id);
    if (crash !== undefined) {
      const line = configFileOf(project.sample)?.line ?? project.files[0].line;
      problems.push({ page, line, message: `Rstest could not run this sample: ${crashSummary(crash)}` });
      continue;
    }
    for (const file of project.files.filter((f) => isTestFile(f.path))) {
      const outcome = outcomes.get(path.join(project.root, file.path));
      if (!outcome) {
        problems.push({ page, line: file.line, message: `${file.path} was not run (check include patterns)` });
        continue;
      }
      ran.add(project.id);
      const failed = outcome.status === 'fail';
      if (file.fails && !failed) {
        problems.push({ page, line: file.line, message: `${file.path} is marked fails but passed` });
      } else if (file.fails && file.expectedError) {
        const mismatch = firstMismatch(file.expectedError.text, outcome.errors.join('\n'));
        if (mismatch)
          problems.push({
            page,
            line: file.expectedError.line,
            message: `${file.path}'s error ${describeMismatch(mismatch)}`,
          });
      } else if (!file.fails && failed) {
        const what = file.path === CONFIG_PROBE ? 'the sample config was rejected' : `${file.path} failed`;
        problems.push({ page, line: file.line, message: `${what}: ${outcome.errors[0] ?? 'no error message'}` });
      }
    }
  }

  const fileIndex = new Map(
    projects.flatMap((project) => project.files.map((file) => [path.join(project.root, file.path), { project, file }])),
  );
  const diagnostics = await typecheck;
  phases.typecheckWait = performance.now() - phaseStart - phases.samples;
  for (const diagnostic of diagnostics) {
    const hit = fileIndex.get(diagnostic.file);
    if (!hit || hit.file.generated) continue;
    problems.push({
      page: hit.project.sample.page,
      line: hit.file.line + diagnostic.line,
      message: `type error in ${hit.file.path}: ${diagnostic.message}`,
    });
  }

  const commandsStart = performance.now();
  const commands = runCommands(
    projects.filter((project) => ran.has(project.id)),
    bin,
  );
  phases.commands = performance.now() - commandsStart;
  problems.push(...commands.problems);

  const executed = new Set(projects.filter((project) => ran.has(project.id)).map((project) => project.sample.page));
  for (const [zh, en] of mirrors) if (executed.has(en)) executed.add(zh);
  return {
    samples,
    problems,
    stats: collectStats(samples, executed),
    workDir: dir,
    rstestProcesses: processes,
    rerunInForks: rerun,
    mirrored: mirrors.size,
    commandTimings: commands.timings,
    phases,
  };
}

/**
 * Whether two samples run the same: the same files, commands and shown output, byte for byte (the Chinese
 * twin of a page usually is; a translated comment in a file makes it run on its own).
 * @param {Sample} a
 * @param {Sample} b
 */
export function runsTheSame(a, b) {
  /** @param {Sample} sample */
  const what = (sample) =>
    JSON.stringify([
      sample.files.map(({ path: file, content, fails, expectedError }) => [file, content, fails, expectedError?.text]),
      sample.commands.map(({ command, fails, expected }) => [command, fails, expected?.text]),
      sample.fileOutputs.map(({ path: file, text }) => [file, text]),
    ]);
  return what(a) === what(b);
}

/**
 * Counts per language and section.
 * @param {Sample[]} samples
 * @param {Set<string>} executedPages
 */
export function collectStats(samples, executedPages) {
  /** @type {Map<string, StatsRow>} */
  const rows = new Map();
  for (const sample of samples) {
    const key = `${sample.lang} ${sample.section}`;
    const row = rows.get(key) ?? {
      lang: sample.lang,
      section: sample.section,
      blocks: 0,
      run: 0,
      executed: 0,
      fails: 0,
      optOut: 0,
      outputs: 0,
      outputsChecked: 0,
      outputsUnchecked: [],
      shell: 0,
      cli: 0,
      other: 0,
      script: 0,
      scriptExecuted: 0,
      optedOut: [],
      optedOutWithReason: 0,
    };
    const pageRan = executedPages.has(sample.page);
    for (const block of sample.blocks) {
      row.blocks++;
      if (isScriptBlock(block)) row.script++;
      if (block.kind === 'run') {
        row.run++;
        if (pageRan) {
          row.executed++;
          if (isScriptBlock(block)) row.scriptExecuted++;
        }
        if (block.fails) row.fails++;
      } else if (block.kind === 'opt-out') {
        row.optOut++;
        if (isScriptBlock(block)) {
          if (block.noRunReason) row.optedOutWithReason++;
          row.optedOut.push(
            `${sample.page}:${block.line}${block.noRunReason ? `: ${block.noRunReason}` : ''}${block.typecheckOnly ? ' (type-checked)' : ''}`,
          );
        }
      } else if (block.kind === 'output' || block.kind === 'unchecked' || block.kind === 'unbacked') {
        row.outputs++;
        if (block.kind === 'output' && pageRan) row.outputsChecked++;
        if (block.kind === 'unchecked') row.outputsUnchecked.push(`${sample.page}:${block.line}: ${block.unchecked}`);
      } else if (block.kind === 'shell') row.shell++;
      else if (block.kind === 'cli') row.cli += pageRan ? 1 : 0;
      else row.other++;
    }
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => `${a.lang}${a.section}`.localeCompare(`${b.lang}${b.section}`));
}
