// What Lighthouse loads: a snapshot of a build (so another engineer's rebuild of doc_build/ cannot change
// it mid-run) with a gzip copy (level 9) beside every text file, served by tools/serve.mjs on a free
// port from 4190 up, gzip-encoded as a static host would serve it.
import { spawn } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { GZIP_LEVEL } from '../lib/budgets.mjs';
import { CACHE_ROOT, REPO_ROOT } from './builds.mjs';

const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|svg|txt|md|xml|map)$/;
// 4190 (sieve) is on the fetch standard's list of bad ports, which Chromium refuses to load.
export const FIRST_PORT = 4191;

/**
 * Copies `outDir` to node_modules/.cache/bench-serve/<name>/ and precompresses it; returns the copy.
 * @param {string} outDir
 * @param {string} name
 */
export function snapshot(outDir, name) {
  const copy = join(CACHE_ROOT, 'bench-serve', name);
  rmSync(copy, { recursive: true, force: true });
  cpSync(outDir, copy, { recursive: true });
  for (const entry of readdirSync(copy, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const body = readFileSync(file);
    const gzip = gzipSync(body, { level: GZIP_LEVEL });
    if (gzip.length < body.length) writeFileSync(`${file}.gz`, gzip);
  }
  return copy;
}

/** @param {number} port */
const portIsFree = (port) =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

export async function freePort(from = FIRST_PORT) {
  for (let port = from; port < from + 100; port++) if (await portIsFree(port)) return port;
  throw new Error(`No free port in ${from}-${from + 99}.`);
}

/**
 * Starts `node tools/serve.mjs` on `root`; resolves to `{ origin, stop }` once it listens.
 * @param {string} root
 * @param {number} [from]
 */
export async function serve(root, from = FIRST_PORT) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const port = await freePort(from);
    const server = spawn(process.execPath, [join(REPO_ROOT, 'tools/serve.mjs')], {
      env: { ...process.env, DOC_ROOT: root, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const listening = await new Promise((resolve) => {
      server.stdout.on('data', (chunk) => String(chunk).includes('served at') && resolve(true));
      server.on('exit', () => resolve(false)); // lost the port to another process, or no build
    });
    if (listening) {
      const stop = () =>
        new Promise((resolve) => {
          if (server.exitCode !== null) return resolve(undefined);
          server.once('exit', resolve);
          server.kill();
        });
      return { origin: `http://127.0.0.1:${port}`, port, stop };
    }
    from = port + 1;
  }
  throw new Error(`tools/serve.mjs did not start for ${root}.`);
}
