// A production build highlights every code block of the site while Rspress is still reading the pages
// (before Rspack starts, the second core has nothing to do): a worker (prehighlight-worker.mjs) highlights
// the sources' fenced blocks and fills the highlight cache, so the MDX compiler, which runs on the main
// thread, finds most blocks done. A block the worker has not reached, or read differently, is highlighted
// by the compiler as before.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

const isSource = (name) => /\.mdx?$/.test(name);

/**
 * @returns {Promise<unknown>}
 * @param {{ root: string, markdown: { showLineNumbers?: boolean, defaultWrapCode?: boolean, defaultCodeOverflow?: { height?: number, behavior?: 'fold' | 'scroll' } }, cache: import('./highlight-cache.mjs').HighlightCache }} options
 */
export function prehighlight({ root, markdown, cache }) {
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && isSource(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const worker = new Worker(path.join(import.meta.dirname, 'prehighlight-worker.mjs'), {
    workerData: {
      files,
      markdown: {
        showLineNumbers: markdown.showLineNumbers ?? false,
        defaultWrapCode: markdown.defaultWrapCode ?? false,
        defaultCodeOverflow: markdown.defaultCodeOverflow,
      },
    },
  });
  worker.unref();
  worker.on('message', (/** @type {[string, import('hast').Root][]} */ batch) => {
    for (const [key, fragment] of batch) cache.prime(key, fragment);
  });
  /** Settles when the worker is done; the build does not wait for it. */
  return new Promise((resolve) => {
    // The compiler highlights whatever the worker could not.
    worker.on('error', (error) => console.warn(`Highlighting ahead of the compiler stopped: ${error.message}`));
    worker.on('exit', resolve);
  });
}
