// Type-checks the samples in a worker thread, so the check runs while the samples do.
import { parentPort, workerData } from 'node:worker_threads';
import { typecheckProjects } from './typecheck.mjs';

parentPort?.postMessage(typecheckProjects(workerData.dir, workerData.projects));
