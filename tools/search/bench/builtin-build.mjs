// The baseline site: the same docs built with Rspress's built-in local search (see
// builtin.config.ts), into a gitignored folder. Rebuilt only when missing or stale.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const REPO_ROOT = join(import.meta.dirname, '../../..');
export const BUILTIN_OUT_DIR = join(REPO_ROOT, 'node_modules/.cache/bench-builtin');
const CONFIG_FILE = join(import.meta.dirname, 'builtin.config.ts');
// What the baseline's content and search options depend on.
const SOURCES = ['docs', 'rspress.config.ts', relative(REPO_ROOT, CONFIG_FILE)].map((path) => join(REPO_ROOT, path));

/** @param {string} path */
function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((newest, entry) => Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs), 0);
}

/**
 * `search_index.<lang>.<hash>.json` in the baseline's `static/` folder; the newest if several.
 * @param {string} lang
 * @returns {string | null}
 */
export function builtinIndexFile(lang) {
  const folder = join(BUILTIN_OUT_DIR, 'static');
  if (!existsSync(folder)) return null;
  const pattern = new RegExp(`^search_index\\.${lang}\\.[\\w-]+\\.json$`);
  const files = readdirSync(folder)
    .filter((name) => pattern.test(name))
    .map((name) => join(folder, name));
  files.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  return files[0] ?? null;
}

/**
 * Why the baseline must be (re)built, or null when it is up to date.
 * @param {string[]} langs
 */
function staleReason(langs) {
  const files = langs.map(builtinIndexFile);
  if (files.some((file) => !file)) return 'missing';
  // No file is missing past the line above.
  const built = Math.min(...files.map((file) => statSync(/** @type {string} */ (file)).mtimeMs));
  return SOURCES.some((source) => newestMtime(source) > built) ? 'older than the docs' : null;
}

/**
 * `build: false` (--no-build) keeps a stale baseline rather than spend a minute rebuilding it.
 * @param {string[]} langs
 * @param {{ rebuild?: boolean, build?: boolean }} [options]
 */
export function ensureBuiltinBuild(langs, { rebuild = false, build = true } = {}) {
  const reason = rebuild ? 'requested with --rebuild' : staleReason(langs);
  const where = relative(REPO_ROOT, BUILTIN_OUT_DIR);
  if (!reason) {
    console.log(`Built-in search baseline: up to date in ${where}/`);
    return;
  }
  if (!build && reason !== 'missing') {
    console.log(`Built-in search baseline ${reason}: using it anyway (--no-build), from ${where}/`);
    return;
  }
  const args = ['rspress', 'build', '-c', relative(REPO_ROOT, CONFIG_FILE)];
  console.log(`Built-in search baseline ${reason}: running \`npx ${args.join(' ')}\` into ${where}/ ...`);
  const run = spawnSync('npx', args, { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0 || staleReason(langs) === 'missing') {
    throw new Error(`The built-in search baseline build failed (exit ${run.status}).`);
  }
}
