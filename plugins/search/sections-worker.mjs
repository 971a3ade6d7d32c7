// One thread's share of the search index build (build-index.mjs): the sections of each page.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { pageSections } from './extract-sections.mjs';

// workerData is what build-index.mjs's sectionsInWorker passes.
const { files, siteTitle } = /** @type {{ files: string[], siteTitle: string }} */ (workerData);
parentPort?.postMessage(files.map((file) => pageSections(readFileSync(file, 'utf8'), siteTitle)));
