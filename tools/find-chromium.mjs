// Locates a Chromium the browser tests can drive. Pure apart from the injected
// `exists` check, so it can be unit-tested.
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`, Playwright's default for headless runs): the
 * browser tests use it when it is there. It draws the same pages with the same Blink, but a browser test
 * costs it about 40% of the CPU time the full browser's headless mode does, which is most of CI's time.
 */
export const SYSTEM_HEADLESS_SHELL_PATHS = ['/usr/bin/chromium-headless-shell'];

export const SYSTEM_CHROMIUM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/**
 * Folders of Playwright's browser cache named `<prefix>-<build>`, newest build first.
 * @param {string} cacheDir
 * @param {(dir: string) => string[]} listDir
 * @param {string} prefix
 * @returns {string[]}
 */
function cachedBuilds(cacheDir, listDir, prefix) {
  let entries;
  try {
    entries = listDir(cacheDir);
  } catch {
    return [];
  }
  return entries
    .filter((name) => new RegExp(`^${prefix}-\\d+$`).test(name))
    .sort((a, b) => Number(b.split('-')[1]) - Number(a.split('-')[1]));
}

/**
 * Executables inside Playwright's browser cache, newest build first.
 * @param {string} cacheDir
 * @param {(dir: string) => string[]} listDir
 * @returns {string[]}
 */
export const playwrightCacheCandidates = (cacheDir, listDir) =>
  cachedBuilds(cacheDir, listDir, 'chromium').flatMap((name) => [
    path.join(cacheDir, name, 'chrome-linux64', 'chrome'),
    path.join(cacheDir, name, 'chrome-linux', 'chrome'),
  ]);

/**
 * Headless shells inside Playwright's browser cache, newest build first.
 * @param {string} cacheDir
 * @param {(dir: string) => string[]} listDir
 * @returns {string[]}
 */
export const playwrightShellCandidates = (cacheDir, listDir) =>
  cachedBuilds(cacheDir, listDir, 'chromium_headless_shell').map((name) =>
    path.join(cacheDir, name, 'chrome-headless-shell-linux64', 'chrome-headless-shell'),
  );

/**
 * @typedef {object} FindChromiumOptions
 * @property {Record<string, string | undefined>} [env]
 * @property {(file: string) => boolean} [exists]
 * @property {(dir: string) => string[]} [listDir]
 * @property {string} [home]
 * @property {boolean} [headlessShell] look for a headless shell first (the browser tests), else only full browsers
 */

/**
 * Returns the first usable Chromium: `CHROME_PATH`, then (with `headlessShell`) a headless shell, then the
 * system package, then Playwright's cache. Returns null when none exists.
 * @param {FindChromiumOptions} [options]
 * @returns {string | null}
 */
export function findChromium({
  env = process.env,
  exists = existsSync,
  listDir = (dir) => readdirSync(dir),
  home = os.homedir(),
  headlessShell = false,
} = {}) {
  if (env.CHROME_PATH) {
    if (exists(env.CHROME_PATH)) return env.CHROME_PATH;
    throw new Error(`CHROME_PATH points to ${env.CHROME_PATH}, which does not exist.`);
  }
  const cacheDir = env.PLAYWRIGHT_BROWSERS_PATH || path.join(home, '.cache', 'ms-playwright');
  const shells = headlessShell ? [...SYSTEM_HEADLESS_SHELL_PATHS, ...playwrightShellCandidates(cacheDir, listDir)] : [];
  const candidates = [...shells, ...SYSTEM_CHROMIUM_PATHS, ...playwrightCacheCandidates(cacheDir, listDir)];
  return candidates.find((candidate) => exists(candidate)) ?? null;
}
