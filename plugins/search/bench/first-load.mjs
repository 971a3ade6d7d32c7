// First-load JavaScript of a built page: the scripts its HTML loads or preloads, raw and gzip.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const SCRIPT = /<script[^>]*\ssrc="([^"]+)"|<link[^>]*rel="(?:modulepreload|preload)"[^>]*href="([^"]+\.js)"/g;

const htmlFileOf = (outDir, route) => join(outDir, route.endsWith('/') ? `${route}index.html` : `${route}.html`);

export function firstLoadScripts(outDir, route) {
  const html = readFileSync(htmlFileOf(outDir, route), 'utf8');
  const files = [...new Set(Array.from(html.matchAll(SCRIPT), (match) => match[1] ?? match[2]))].filter((src) =>
    src.startsWith('/'),
  );
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const src of files) {
    const body = readFileSync(join(outDir, src));
    rawBytes += body.length;
    gzipBytes += gzipSync(body).length;
  }
  return { files: files.length, rawBytes, gzipBytes };
}
