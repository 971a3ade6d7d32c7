// Where a built page's HTML file is, and which route it serves: one reading of the build's layout, shared by the
// build steps (the search index) and the tools that weigh and check the build.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * The page's route: `guide/a.html` → `/guide/a`, `zh/index.html` → `/zh/`, `404.html` → `/404`.
 * @param {string} outDir the build folder
 * @param {string} htmlFile a `.html` file inside it
 */
export function routeOf(outDir, htmlFile) {
  const path = `/${relative(outDir, htmlFile).split(sep).join('/')}`;
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path.slice(0, -'.html'.length);
}

/**
 * The HTML file of a route: `/guide/a` → `<outDir>/guide/a.html`, `/zh/` → `<outDir>/zh/index.html`.
 * @param {string} outDir
 * @param {string} route
 */
export const htmlFileOf = (outDir, route) => join(outDir, route.endsWith('/') ? `${route}index.html` : `${route}.html`);

/**
 * Every built page: each `.html` file of the build except those under `static/`, sorted by route.
 * @param {string} outDir
 * @returns {{ file: string, route: string }[]}
 */
export function builtPages(outDir) {
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !relative(outDir, file).split(sep).includes('static'))
    .map((file) => ({ file, route: routeOf(outDir, file) }))
    .sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * Whether a built HTML file is a redirect stub that the build writes at an old address
 * (plugins/redirects/static-stubs.ts), not a page of the site.
 * @param {string} html
 */
export const isRedirectStub = (html) => html.includes('http-equiv="refresh"');
