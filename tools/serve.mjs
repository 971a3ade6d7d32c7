// Serves the production build the way a static host does: clean URLs resolve to
// `.html` files, and unknown paths get `404.html` with status 404.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const root = path.resolve(process.env.DOC_ROOT ?? path.resolve(fileURLToPath(import.meta.url), '../../doc_build'));
const port = Number(process.env.PORT ?? 4173);

/**
 * The headers the build asks for every path in `_headers` (the format Netlify and Cloudflare Pages read:
 * a path line, then indented `Name: value` lines); only the site-wide `/*` rule is used here.
 * @param {string} dir
 * @returns {[string, string][]}
 */
function siteHeaders(dir) {
  let text = '';
  try {
    text = readFileSync(path.join(dir, '_headers'), 'utf8');
  } catch {
    return [];
  }
  /** @type {[string, string][]} */
  const result = [];
  let applies = false;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) applies = line.trim() === '/*';
    else if (applies) {
      const at = line.indexOf(':');
      if (at > 0) result.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return result;
}

let notFoundPage;
try {
  notFoundPage = readFileSync(path.join(root, '404.html'));
} catch {
  console.error(`No build found in ${root}. Run \`npm run build\` first.`);
  process.exit(1);
}

// `gzip`: a precompressed `<file>.gz` beside a file is sent instead, gzip-encoded, to clients that accept
// it, as static hosts compress; builds have none, `npm run bench` serves copies that do (tools/bench/serve.mjs).
const serveStatic = sirv(root, { extensions: ['html'], etag: true, gzip: true });
const headers = siteHeaders(root);

const server = createServer((req, res) => {
  for (const [name, value] of headers) res.setHeader(name, value);
  serveStatic(req, res, () => {
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(notFoundPage);
  });
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Rstest docs served at http://localhost:${port}/`);
});
