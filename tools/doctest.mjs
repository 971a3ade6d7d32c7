// `npm run test:docs`: runs every sample of docs/en and docs/zh against the pinned
// @rstest/core and prints what ran, per language and section.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { removeWorkDir, runDoctest } from './doctest/index.mjs';

/** Share of TypeScript/JavaScript blocks that must run, per section. */
export const SCRIPT_SHARE_TARGET = 0.85;
export const GUIDE_SCRIPT_SHARE_TARGET = 0.8;
/** Share of output blocks (terminal output, errors, files Rstest writes) a run must back, per section. */
export const OUTPUT_CHECKED_TARGET = 0.9;

const root = path.resolve(fileURLToPath(import.meta.url), '../..');
const started = Date.now();
// `npm run test:docs -- guide/basic/mock api/rstest`: only the pages under these paths, in both languages.
const only = process.argv.slice(2).map((arg) => arg.replace(/^\/+|\.mdx?$/g, ''));
const { problems, stats, rstestProcesses, rerunInForks, workDir, mirrored, commandTimings, phases } = await runDoctest({
  docsDir: path.join(root, 'docs'),
  nodeModules: path.join(root, 'node_modules'),
  only,
});
removeWorkDir(workDir);

/**
 * @param {number} part
 * @param {number} whole
 */
const pct = (part, whole) => (whole === 0 ? '  -  ' : `${((part / whole) * 100).toFixed(1).padStart(5)}%`);
const header =
  'lang section  blocks  titled  executed  fails  no-run  shell  cli run  other   ts/js  ts/js run  share   outputs  checked  unchecked';
console.log(`\ndoctest: ${header}`);
for (const row of stats) {
  const cells = [
    row.lang.padEnd(4),
    row.section.padEnd(8),
    String(row.blocks).padStart(6),
    String(row.run).padStart(7),
    String(row.executed).padStart(9),
    String(row.fails).padStart(6),
    String(row.optOut).padStart(7),
    String(row.shell).padStart(6),
    String(row.cli).padStart(8),
    String(row.other).padStart(6),
    String(row.script).padStart(7),
    String(row.scriptExecuted).padStart(10),
    pct(row.scriptExecuted, row.script),
    String(row.outputs).padStart(9),
    String(row.outputsChecked).padStart(8),
    String(row.outputsUnchecked.length).padStart(10),
  ];
  console.log(`doctest: ${cells.join(' ')}`);
}

const targets = [];
const allRun = stats.reduce((sum, row) => sum + row.run, 0);
const allExecuted = stats.reduce((sum, row) => sum + row.executed, 0);
targets.push({ name: 'titled test and config samples executed', share: allExecuted / (allRun || 1), target: 1 });
for (const row of stats.filter((r) => ['config', 'api', 'guide'].includes(r.section))) {
  targets.push({
    name: `${row.lang} ${row.section}: ts/js blocks executed`,
    share: row.script === 0 ? 1 : row.scriptExecuted / row.script,
    target: row.section === 'guide' ? GUIDE_SCRIPT_SHARE_TARGET : SCRIPT_SHARE_TARGET,
  });
}
for (const row of stats.filter((r) => r.outputs > 0)) {
  targets.push({
    name: `${row.lang} ${row.section}: output blocks checked or unchecked with a reason`,
    share: (row.outputsChecked + row.outputsUnchecked.length) / row.outputs,
    target: 1,
  });
  targets.push({
    name: `${row.lang} ${row.section}: output blocks checked by a run`,
    share: row.outputsChecked / row.outputs,
    target: OUTPUT_CHECKED_TARGET,
  });
}
for (const { name, share, target } of targets) {
  const met = share >= target;
  console.log(
    `doctest: target ${met ? 'met' : 'MISSED'}: ${name} ${(share * 100).toFixed(1)}% (target ${target * 100}%)`,
  );
  if (!met && only.length === 0)
    problems.push({
      page: '(report)',
      line: 0,
      message: `${name} is ${(share * 100).toFixed(1)}%, below ${target * 100}%`,
    });
}

const optOutList = stats.flatMap((row) => row.optedOut.map((where) => `- ${where}`));
const uncheckedList = stats.flatMap((row) => row.outputsUnchecked.map((entry) => `- ${entry}`));
mkdirSync(path.join(root, 'test-results'), { recursive: true });
writeFileSync(
  path.join(root, 'test-results/doctest-opt-outs.md'),
  `# TypeScript/JavaScript blocks marked no-run (with the reason where the page gives one: no-run="why")\n\n${optOutList.join('\n')}\n\n# Output blocks no run checks, and why\n\n${uncheckedList.join('\n')}\n`,
);
console.log(`doctest: ${uncheckedList.length} output blocks unchecked, listed with their reasons in the same file`);
const withReason = stats.reduce((sum, row) => sum + row.optedOutWithReason, 0);
console.log(
  `doctest: ${optOutList.length} ts/js blocks opted out (${withReason} with the reason their page cannot run them), listed in test-results/doctest-opt-outs.md`,
);
console.log(`doctest: samples ran in ${rstestProcesses} Rstest process(es), not counting the marked CLI commands`);
console.log(
  `doctest: ${rerunInForks} sample(s) ran again in the default forks pool, which decided: their outcome in the shared run was not what their page says, or their process died of a signal`,
);
console.log(
  `doctest: ${mirrored} Chinese samples are their English twin's byte for byte, so they ran once, as English`,
);

const commandSeconds = commandTimings.reduce((sum, { ms }) => sum + ms, 0) / 1000;
console.log(
  `doctest: ${commandTimings.length} marked commands took ${commandSeconds.toFixed(0)} s in all; the slowest:`,
);
for (const { page, command, ms } of [...commandTimings].sort((a, b) => b.ms - a.ms).slice(0, 5))
  console.log(`doctest:   ${(ms / 1000).toFixed(1)} s  docs/${page}: ${command}`);

writeFileSync(path.join(root, 'test-results/doctest-command-timings.json'), JSON.stringify(commandTimings, null, 1));
/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
console.log(
  `doctest: phases: samples ${seconds(phases.samples)}, then type-check ${seconds(phases.typecheckWait)} more, commands ${seconds(phases.commands)}`,
);

for (const { page, line, message } of problems) console.error(`doctest: docs/${page}:${line}: ${message}`);
console.log(`doctest: ${problems.length} problems, ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(problems.length === 0 ? 0 : 1);
