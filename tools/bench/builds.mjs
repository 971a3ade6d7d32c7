// The builds `npm run bench` compares (ours, ours on React, the baseline), and one timed production build.
// `node tools/bench/builds.mjs <ours|react|baseline> <cold|warm>` runs one build and prints its figures as
// a JSON line; run.mjs starts it under the site's build lock (flock), so the time it measures excludes
// waiting for the lock and no other build of this checkout runs meanwhile.
//
// Cold: Rspress 2 turns on Rsbuild's persistent build cache (`performance.buildCache`, unless
// RSPRESS_PERSISTENT_CACHE=false), which Rspack keeps under node_modules/.cache/rspack/<environment>-
// <mode>...; a cold build first deletes every production entry there (web, and node for SSG),
// bypasses jiti's transpile cache of the config (JITI_FS_CACHE=false) and runs in a fresh Node process. Warm: the same build again, with the caches. The operating system's file cache is warm
// in both.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { outDirOf } from '../../plugins/performance-layer/switch.mjs';
import { builtPages, isRedirectStub } from '../../plugins/shared/built-pages.mjs';
import { watchMemory } from './proc-tree.mjs';

export const REPO_ROOT = join(import.meta.dirname, '../..');
export const LOCK_FILE = '/tmp/rstest-site.lock';
export const CACHE_ROOT = join(REPO_ROOT, 'node_modules/.cache');
const BUILD_CACHE_DIR = join(CACHE_ROOT, 'rspack');
export const LOG_DIR = join(CACHE_ROOT, 'bench-logs');
const RSPRESS_BIN = join(REPO_ROOT, 'node_modules/@rspress/core/bin/rspress.js');
/** The Node flags of `npm run build` (a larger young generation: less time in garbage collection). */
const BUILD_NODE_FLAGS =
  JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).scripts.build.match(/--[\w-]+=\S+/g) ?? [];

/** @typedef {keyof typeof SITES} SiteName */
/** @type {Record<string, string>} */
const NO_ENV = {};
/** @typedef {{ label: string, config: string, outDir: string, env: Record<string, string> }} Site */
/** @satisfies {Record<string, Site>} */
export const SITES = {
  ours: { label: 'ours', config: 'rspress.config.ts', outDir: join(REPO_ROOT, 'doc_build'), env: NO_ENV },
  // The same site without its performance layer (plugins/performance-layer): reported, not budgeted.
  react: {
    label: 'ours on React (PERFORMANCE_LAYER=off)',
    config: 'rspress.config.ts',
    outDir: join(REPO_ROOT, outDirOf(false)),
    env: { PERFORMANCE_LAYER: 'off' },
  },
  // The scale run (tools/bench/scale.mjs): the site with its docs plus generated copies, about 1,000 pages a language.
  scale: {
    label: 'ours at about 1,000 pages a language',
    config: 'tools/bench/scale.config.ts',
    // Must match outDir in scale.config.ts.
    outDir: join(CACHE_ROOT, 'bench-scale/doc_build'),
    env: NO_ENV,
  },
  baseline: {
    label: 'Rspress default theme + built-in search',
    config: 'tools/bench/default-theme.config.ts',
    // Must match outDir in default-theme.config.ts.
    outDir: join(CACHE_ROOT, 'bench-default'),
    env: NO_ENV,
  },
};

/** Deletes Rspack's persistent cache of production builds; returns the folders removed. */
export function clearProductionBuildCache() {
  // The baseline and the React build keep their caches apart (tools/lib/separate-build-cache.mjs); a cold
  // build clears them all.
  rmSync(join(CACHE_ROOT, 'bench-default-cache'), { recursive: true, force: true });
  rmSync(join(CACHE_ROOT, 'rspress-react-build'), { recursive: true, force: true });
  rmSync(join(CACHE_ROOT, 'bench-scale-cache'), { recursive: true, force: true });
  if (!existsSync(BUILD_CACHE_DIR)) return [];
  const removed = readdirSync(BUILD_CACHE_DIR).filter((name) => /-production\b/.test(name));
  for (const name of removed) rmSync(join(BUILD_CACHE_DIR, name), { recursive: true, force: true });
  return removed;
}

/**
 * Runs `rspress build -c <config>` once, with the Node flags of `npm run build`; wall time, peak memory, pages built.
 * @param {SiteName} siteName
 * @param {'cold' | 'warm'} mode
 */
export async function timedBuild(siteName, mode) {
  const site = SITES[siteName];
  const cleared = mode === 'cold' ? clearProductionBuildCache() : [];
  mkdirSync(LOG_DIR, { recursive: true });
  const logFile = join(LOG_DIR, `build-${siteName}-${mode}.log`);
  const log = createWriteStream(logFile);
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, ...site.env };
  delete env.RSPRESS_PERSISTENT_CACHE; // as `npm run build` runs it: cache on
  // Cold: nor jiti's transpile cache of the TypeScript config and its imports (node_modules/.cache/jiti,
  // shared with other tools, so it is bypassed rather than deleted).
  if (mode === 'cold') env.JITI_FS_CACHE = 'false';
  const start = performance.now();
  const child = spawn(process.execPath, [...BUILD_NODE_FLAGS, RSPRESS_BIN, 'build', '-c', site.config], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // `pid` is undefined only when the spawn failed; the build then fails below.
  const memory = watchMemory(/** @type {number} */ (child.pid));
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exitCode = await new Promise((resolve) => child.on('close', (code) => resolve(code)));
  const wallMs = performance.now() - start;
  const peaks = memory.stop();
  if (exitCode !== 0)
    throw new Error(`${site.config} build failed (exit ${exitCode}); see ${relative(REPO_ROOT, logFile)}`);
  const built = builtPages(site.outDir);
  // Redirect pages (plugins/redirects/static-stubs.ts) are files of a few hundred bytes the build writes
  // after the pages: counted apart, so a figure per page is per page of content.
  const redirects = built.filter(({ file }) => isRedirectStub(readFileSync(file, 'utf8'))).length;
  const pages = built.length - redirects;
  return {
    site: siteName,
    mode,
    wallMs,
    pages,
    redirectPages: redirects,
    msPerPage: wallMs / pages,
    ...peaks,
    clearedCache: cleared,
    log: relative(REPO_ROOT, logFile),
  };
}

if (import.meta.filename === process.argv[1]) {
  // Checked just below (the process exits on anything else).
  const [siteName, mode] = /** @type {[SiteName, 'cold' | 'warm']} */ (process.argv.slice(2));
  if (!SITES[siteName] || !['cold', 'warm'].includes(mode)) {
    console.error('usage: node tools/bench/builds.mjs <ours|react|baseline> <cold|warm>');
    process.exit(2);
  }
  process.stdout.write(`${JSON.stringify(await timedBuild(siteName, mode))}\n`);
}
