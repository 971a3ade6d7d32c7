// Writes sample projects into a temporary workspace whose node_modules is the
// site's own, so `@rstest/core` resolves to the pinned copy.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isTestFile } from './extract.mjs';

/**
 * @typedef {import('./extract.mjs').Sample} Sample
 * @typedef {import('./extract.mjs').SampleFile} SampleFile
 * @typedef {{ id: string, root: string, sample: Sample, files: SampleFile[], ownProcess: boolean }} Project
 *   a sample written to `root`, with the files written (a config-only sample's with CONFIG_PROBE)
 */

/**
 * Samples that set one of these run in a process of their own: keys a project inside a multi-project run
 * may not set or that Rstest reads from the root only (`ProjectConfig` omits most; `update` is ignored in a
 * project), `name` (project names must be unique), and the Rsbuild options, whose plugins and hooks can
 * leak into the other projects of a run.
 */
export const STANDALONE_KEYS = [
  ...['projects', 'reporters', 'pool', 'isolate', 'coverage', 'resolveSnapshotPath', 'onConsoleLog', 'bail'],
  ...['output', 'name', 'update'],
  ...['plugins', 'source', 'dev', 'resolve', 'tools', 'performance'],
];
const STANDALONE_KEY = new RegExp(`^\\s*(${STANDALONE_KEYS.join('|')})\\s*:`, 'm');
const CONFIG_FILE = /^rstest\.config\.[cm]?[jt]s$/;

/** The file that checks a config-only sample loads: Rstest rejects a bad config before running it. */
export const CONFIG_PROBE = '__doctest__/config-loads.test.ts';

/** @param {string} page */
export const sampleId = (page) => page.replace(/\.mdx?$/, '').replace(/[/\\]/g, '--');
/** @param {{ files: SampleFile[] }} sample */
export const configFileOf = (sample) => sample.files.find((file) => CONFIG_FILE.test(file.path));
/** `resolve.alias` paths like `'./src'` resolve against the working directory, so such samples run from their root. */
const RELATIVE_ALIAS = /alias\s*:\s*\{[^}]*['"]\.\.?\//;

/** @param {{ files: SampleFile[] }} sample */
export const needsOwnProcess = (sample) => {
  const config = configFileOf(sample)?.content ?? '';
  return STANDALONE_KEY.test(config) || RELATIVE_ALIAS.test(config);
};

/**
 * Writes every sample with files to `dir/samples/<id>/` and returns the layout.
 * @param {string} dir an empty folder
 * @param {string} nodeModules the site's node_modules
 * @param {Sample[]} samples
 */
export function writeWorkspace(dir, nodeModules, samples) {
  mkdirSync(path.join(dir, 'samples'), { recursive: true });
  symlinkSync(nodeModules, path.join(dir, 'node_modules'), 'dir');
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true, "type": "module" }\n');
  /** @type {Project[]} */
  const projects = [];
  for (const sample of samples) {
    if (sample.files.length === 0) continue;
    const id = sampleId(sample.page);
    const root = path.join(dir, 'samples', id);
    const files = [...sample.files];
    if (!files.some((file) => isTestFile(file.path))) {
      files.push({
        path: CONFIG_PROBE,
        content: "import { test } from '@rstest/core';\n\ntest('the sample config loads', () => {});\n",
        line: configFileOf(sample)?.line ?? files[0].line,
        fails: false,
        generated: true,
      });
    }
    for (const file of files) {
      mkdirSync(path.dirname(path.join(root, file.path)), { recursive: true });
      writeFileSync(path.join(root, file.path), file.content.endsWith('\n') ? file.content : `${file.content}\n`);
    }
    projects.push({ id, root, sample, files, ownProcess: needsOwnProcess(sample) });
  }
  return projects;
}
