// Peak memory of a process tree on Linux, from /proc: every `intervalMs` the tree under the root pid is
// walked (/proc/<pid>/task/<tid>/children) and the resident sets (VmRSS) are summed; each process's own
// high-water mark (VmHWM, exact, kept by the kernel) is read at the same time.
import { readdirSync, readFileSync } from 'node:fs';

/**
 * @param {number} pid
 * @returns {number[]}
 */
function childrenOf(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return []; // the process has exited
  }
}

/**
 * @param {number} root
 * @returns {number[]}
 */
export function treePids(root) {
  const pids = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = /** @type {number} */ (queue.shift()); // the queue is not empty
    pids.push(pid);
    queue.push(...childrenOf(pid));
  }
  return pids;
}

/**
 * `{ rss, hwm }` in bytes, or null once the process is gone.
 * @param {number} pid
 */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    /** @param {string} field */
    const kB = (field) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0) * 1024;
    return { rss: kB('VmRSS'), hwm: kB('VmHWM') };
  } catch {
    return null;
  }
}

/**
 * Starts sampling; `stop()` returns the peaks seen.
 * @param {number} rootPid
 * @param {number} [intervalMs]
 */
export function watchMemory(rootPid, intervalMs = 100) {
  let peakTreeRss = 0;
  let maxProcesses = 0;
  /** @type {Map<number, number>} */
  const hwmByPid = new Map();
  const sample = () => {
    let treeRss = 0;
    let processes = 0;
    for (const pid of treePids(rootPid)) {
      const memory = memoryOf(pid);
      if (!memory) continue;
      processes++;
      treeRss += memory.rss;
      hwmByPid.set(pid, Math.max(hwmByPid.get(pid) ?? 0, memory.hwm));
    }
    peakTreeRss = Math.max(peakTreeRss, treeRss);
    maxProcesses = Math.max(maxProcesses, processes);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return {
        peakTreeRssBytes: peakTreeRss,
        peakProcessRssBytes: Math.max(0, ...hwmByPid.values()),
        maxProcesses,
        sampleIntervalMs: intervalMs,
      };
    },
  };
}
