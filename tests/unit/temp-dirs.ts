import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from '@rstest/core';

/**
 * Temporary folders for one test file, removed once its tests have finished, passed or failed. Call it at
 * the top level of the file; the function it returns makes a new folder named `<prefix>XXXXXX`.
 */
export function tempDirs(prefix: string) {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
}
