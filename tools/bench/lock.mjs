// The checkout's build lock (`flock /tmp/rstest-site.lock`), held from Node: a `flock` child holds it
// while its stdin is open. If this process dies, the pipe closes and the lock is released.
import { spawn } from 'node:child_process';
import { LOCK_FILE } from './builds.mjs';

/**
 * Runs `task` while holding the lock; `waitedMs` tells how long the lock took to get.
 * @template T
 * @param {string} label
 * @param {() => T} task
 * @returns {Promise<Awaited<T>>}
 */
export async function withLock(label, task) {
  const asked = performance.now();
  const holder = spawn('flock', [LOCK_FILE, 'sh', '-c', 'echo locked; cat > /dev/null'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    holder.stdout.on('data', (chunk) => String(chunk).includes('locked') && resolve(undefined));
    holder.on('exit', (code) => reject(new Error(`flock ${LOCK_FILE} exited with code ${code}`)));
  });
  const waitedMs = performance.now() - asked;
  if (waitedMs > 1000) console.log(`  (waited ${(waitedMs / 1000).toFixed(0)} s for the build lock: ${label})`);
  try {
    return await task();
  } finally {
    const released = new Promise((resolve) => holder.once('exit', resolve));
    holder.stdin.end();
    await released;
  }
}
