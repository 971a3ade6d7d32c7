// Rspress runs the plugins' afterBuild hooks side by side, and the search index reads the built pages in worker
// threads while other hooks rewrite them (plugins/csp). A plain write empties a file before filling it, so a
// reader could find a page empty and leave it out of the index (seen once: a Chinese page missing from a build's
// index). A rename replaces the file at once: a reader sees the old page or the new one, never a part.
import { renameSync, writeFileSync } from 'node:fs';

/**
 * @param {string} file
 * @param {string} content
 */
export function writeFileAtomic(file, content) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}
