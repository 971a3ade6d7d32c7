// `node tools/check-build-output.mjs [build folder]`: the layers that make pages fast leave marks in the
// built HTML; this fails, naming the page and the mark, when one of them silently did nothing (issue 20):
// the script loader (plugins/scripts-after-paint), balanced hydration markers (plugins/progressive-hydration),
// compacted code tokens (plugins/code-tokens), the headings overview pages list and no page list in the first
// load (plugins/page-data), and every
// documentation page in the search index, with its text file (plugins/search).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { indexFileOf, textFileOf } from '../plugins/search/build-index.mjs';
import { builtPages, isRedirectStub } from '../plugins/shared/built-pages.mjs';
import {
  hydrationMarkerProblems,
  overviewProblems,
  pageListProblems,
  scriptLoaderProblems,
  searchIndexProblems,
  siteTableProblems,
  tokenCounts,
} from './lib/build-output-checks.mjs';
import { pageTypeOf } from './lib/page-assets.mjs';

/** Share of highlighted tokens that must carry a short class (the rest: package-manager tabs Rspress draws). */
export const COMPACT_SHARE_MIN = 0.8;

const outDir = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'doc_build'));
const problems = [];
let compact = 0;
let inline = 0;
let pages = 0;
let overviews = 0;
/** @type {{ route: string, html: string }[]} */
const docPages = [];
for (const { file, route } of builtPages(outDir)) {
  const html = readFileSync(file, 'utf8');
  if (isRedirectStub(html)) continue;
  pages++;
  docPages.push({ route, html });
  problems.push(...scriptLoaderProblems(route, html), ...hydrationMarkerProblems(route, html));
  const counts = tokenCounts(html);
  compact += counts.compact;
  inline += counts.inline;
  if (pageTypeOf(route, html) === 'overview') {
    overviews++;
    problems.push(...overviewProblems(route, html));
  }
}
const share = compact / (compact + inline || 1);
if (share < COMPACT_SHARE_MIN)
  problems.push(
    `code tokens: ${compact} with a short class, ${inline} with an inline style (${(share * 100).toFixed(1)}% compact, expected at least ${COMPACT_SHARE_MIN * 100}%): plugins/code-tokens/compact-tokens.mjs did not run`,
  );
if (overviews === 0) problems.push('no overview page found (class rspress-overview)');
/** @type {Record<string, string[]>} */
const indexed = {};
for (const lang of ['en', 'zh']) {
  const indexFile = indexFileOf(outDir, lang);
  if (!existsSync(indexFile)) {
    problems.push(`no search index ${indexFile} (plugins/search)`);
    continue;
  }
  /** @type {import('../plugins/search/index-format.mjs').IndexFile} */
  const index = JSON.parse(readFileSync(indexFile, 'utf8'));
  indexed[lang] = index.pages.map(([path]) => path);
  for (const [path, , , , name] of index.pages) {
    const textFile = textFileOf(outDir, lang, name);
    if (!existsSync(textFile)) problems.push(`${path}: no search text file ${textFile} (plugins/search)`);
  }
}
problems.push(...searchIndexProblems(docPages, indexed));
const scriptsDir = join(outDir, 'static', 'js');
const firstLoadScripts = readdirSync(scriptsDir)
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file: `static/js/${file}`, code: readFileSync(join(scriptsDir, file), 'utf8') }));
problems.push(...pageListProblems(firstLoadScripts), ...siteTableProblems(firstLoadScripts));

for (const problem of problems) console.error(`check-build-output: ${problem}`);
console.log(
  `check-build-output: ${pages} pages, ${overviews} overview pages, code tokens ${(share * 100).toFixed(1)}% compact: ${problems.length} problems`,
);
process.exit(problems.length === 0 ? 0 : 1);
