// `npm run dev` incremental rebuild: start `rspress dev` on a free port over a copy of docs/ (dev.config.ts;
// the copy is outside node_modules, which the watcher ignores), open a doc page in Chromium, append a
// unique sentence to the page's .mdx and time how long until the sentence shows in the open page; restore
// the file and repeat. The page is never reloaded by us: a `window` marker tells whether the update came
// by hot update or by a full reload. Editing a copy leaves docs/ alone, so no lock is needed.
import { spawn } from 'node:child_process';
import { cpSync, createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { LOG_DIR, REPO_ROOT } from './builds.mjs';
import { freePort } from './serve.mjs';

const RSPRESS_BIN = join(REPO_ROOT, 'node_modules/@rspress/core/bin/rspress.js');
export const DEV_PAGE = { route: '/guide/start/quick-start', source: 'docs/en/guide/start/quick-start.mdx' };
const START_TIMEOUT_MS = 180_000;
const EDIT_TIMEOUT_MS = 30_000;
/** How long the open page gets to show an edit by itself (hot update or the dev server's reload). */
const HOT_TIMEOUT_MS = 10_000;

/**
 * @param {string} url
 * @param {import('node:child_process').ChildProcess} server
 */
async function waitForServer(url, server) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`rspress dev exited with code ${server.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await delay(250);
  }
  throw new Error(`rspress dev did not answer ${url} within ${START_TIMEOUT_MS / 1000} s`);
}

/** @param {import('node:child_process').ChildProcess} server */
function stopServer(server) {
  return new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve(undefined);
    server.once('exit', resolve);
    try {
      // its own process group: rspress and anything it started (no pid: the spawn failed, and this throws)
      process.kill(-(/** @type {number} */ (server.pid)), 'SIGTERM');
    } catch {
      server.kill('SIGTERM');
    }
  });
}

/**
 * `{ runsMs, medianMs, updates, startupMs, ... }`; the copy of docs/ is removed whatever happens.
 * @param {{ chromePath: string, edits?: number }} options
 */
export async function measureDevRebuild({ chromePath, edits = 5 }) {
  const docsCopy = mkdtempSync(join(tmpdir(), 'rstest-bench-docs-'));
  cpSync(join(REPO_ROOT, 'docs'), docsCopy, { recursive: true });
  const file = join(docsCopy, relative('docs', DEV_PAGE.source));
  const original = readFileSync(file);
  const restore = () => writeFileSync(file, original);
  const onSignal = () => {
    rmSync(docsCopy, { recursive: true, force: true });
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const port = await freePort();
  mkdirSync(LOG_DIR, { recursive: true });
  const logFile = join(LOG_DIR, 'dev-server.log');
  const log = createWriteStream(logFile);
  const started = performance.now();
  const args = [RSPRESS_BIN, 'dev', '-c', 'tools/bench/dev.config.ts', '--port', String(port), '--host', '127.0.0.1'];
  const server = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, BENCH_DOCS_ROOT: docsCopy },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    const url = `http://127.0.0.1:${port}${DEV_PAGE.route}`;
    await waitForServer(url, server);
    const page = await browser.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: START_TIMEOUT_MS });
    await page.locator('.rspress-doc h1').first().waitFor({ timeout: START_TIMEOUT_MS });
    const startupMs = performance.now() - started;
    await delay(2000); // let the hot-update socket connect and lazy chunks settle
    const runsMs = [];
    const updates = [];
    /** @param {string} text */
    const shown = (text) => document.querySelector('.rspress-doc')?.textContent?.includes(text) === true;
    /**
     * @param {string} sentence
     * @param {number} timeout
     */
    const appears = (sentence, timeout) =>
      page.waitForFunction(shown, sentence, { timeout, polling: 'raf' }).then(
        () => true,
        () => false,
      );
    // Reload by navigating again; retried, as a reload the dev server starts itself may abort ours.
    const reload = async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          await page.goto(url, { waitUntil: 'load' });
          return;
        } catch (error) {
          if (attempt === 3) throw error;
          await delay(500);
        }
      }
    };
    /** @param {string} sentence */
    const edit = (sentence) => writeFileSync(file, `${original.toString('utf8').trimEnd()}\n\n${sentence}\n`);
    for (let i = 0; i < edits; i++) {
      const sentence = `Benchmark edit ${Date.now().toString(36)}${i} is visible.`;
      await page.evaluate(() => {
        /** @type {any} */ (window).__benchNoReload = true;
      });
      let start = performance.now();
      edit(sentence);
      if (await appears(sentence, HOT_TIMEOUT_MS)) {
        runsMs.push(performance.now() - start);
        const kept = await page.evaluate(() => /** @type {any} */ (window).__benchNoReload === true);
        updates.push(kept ? 'hot update' : 'reloaded by the dev server');
      } else {
        // The page did not show the edit by itself: time what a reader gets by reloading right after saving
        // (a fresh edit, the page reloaded until it shows it).
        restore();
        await delay(1000);
        await reload();
        const again = `${sentence.slice(0, -1)} again.`;
        start = performance.now();
        edit(again);
        let visible = false;
        while (!visible && performance.now() - start < EDIT_TIMEOUT_MS) {
          await reload();
          visible = await appears(again, 2000);
        }
        if (!visible)
          throw new Error(`The edit did not show within ${EDIT_TIMEOUT_MS / 1000} s, even after reloading.`);
        runsMs.push(performance.now() - start);
        updates.push('only after a manual reload');
      }
      restore();
      await delay(1000);
      await reload();
      await page.locator('.rspress-doc h1').first().waitFor();
      await delay(1000);
    }
    const sorted = [...runsMs].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    const medianMs = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    const shownByItself = updates.every((how) => how !== 'only after a manual reload');
    return {
      page: DEV_PAGE,
      runsMs,
      medianMs,
      updates,
      shownByItself,
      hotTimeoutMs: HOT_TIMEOUT_MS,
      startupMs,
      log: relative(REPO_ROOT, logFile),
    };
  } finally {
    await browser.close();
    await stopServer(server);
    rmSync(docsCopy, { recursive: true, force: true });
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

// `node tools/bench/dev-rebuild.mjs <chromium> [edits]` prints the figures as a JSON line.
if (import.meta.filename === process.argv[1]) {
  const [chromePath, edits = '5'] = process.argv.slice(2);
  process.stdout.write(`${JSON.stringify(await measureDevRebuild({ chromePath, edits: Number(edits) }))}\n`);
}
