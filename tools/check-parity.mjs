// Checks that docs/en and docs/zh mirror each other: the same pages and sidebar
// files, the same heading anchors (depth 2 to 4) in the same order, and code
// blocks with the same language and meta. Prints every difference.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { readMarkdownStructure } from './lib/markdown-structure.mjs';

const PAGE = /\.(md|mdx)$/;

/** @param {string} dir @returns {string[]} relative paths of pages and sidebar files */
export function listSources(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => PAGE.test(file) || /(^|\/)_(meta|nav)\.json$/.test(file))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/**
 * Differences between one English page and its Chinese twin.
 * @param {string} file
 * @param {string} enSource
 * @param {string} zhSource
 */
export function comparePages(file, enSource, zhSource) {
  const en = readMarkdownStructure(enSource);
  const zh = readMarkdownStructure(zhSource);
  const problems = [];
  /** @param {ReturnType<typeof readMarkdownStructure>} page */
  const anchors = (page) => page.headings.filter((h) => h.depth >= 2 && h.depth <= 4);
  const enAnchors = anchors(en);
  const zhAnchors = anchors(zh);
  const count = Math.max(enAnchors.length, zhAnchors.length);
  for (let i = 0; i < count; i++) {
    const a = enAnchors[i];
    const b = zhAnchors[i];
    if (!a || !b || a.id !== b.id || a.depth !== b.depth) {
      /** @param {import('./lib/markdown-structure.mjs').Heading | undefined} h @param {string} lang */
      const headingAt = (h, lang) => (h ? `${lang} line ${h.line} h${h.depth} #${h.id}` : `${lang}: no heading`);
      problems.push(`${file}: heading ${i + 1} differs (${headingAt(a, 'en')} / ${headingAt(b, 'zh')})`);
      break;
    }
  }
  if (en.codeBlocks.length !== zh.codeBlocks.length) {
    problems.push(`${file}: ${en.codeBlocks.length} code blocks in en, ${zh.codeBlocks.length} in zh`);
  } else {
    en.codeBlocks.forEach((block, i) => {
      const twin = zh.codeBlocks[i];
      if (block.lang !== twin.lang || block.meta !== twin.meta) {
        problems.push(
          `${file}: code block ${i + 1} differs (en line ${block.line} \`${block.lang} ${block.meta}\` / zh line ${twin.line} \`${twin.lang} ${twin.meta}\`)`,
        );
      }
    });
  }
  return problems;
}

/**
 * A problem with a page's front matter, or null. Invalid YAML (a value starting with `@`, say) makes
 * Rspress show the front matter as text and drop the page's title and flags.
 * @param {string} file
 * @param {string} source
 */
export function frontMatterProblem(file, source) {
  const match = /^---\n([\s\S]*?)\n---/.exec(source);
  if (!match) return null;
  try {
    const data = parseYaml(match[1]);
    return data && typeof data === 'object' ? null : `${file}: front matter is not a mapping`;
  } catch (error) {
    // The yaml package throws its own errors (YAMLParseError), which carry a message.
    return `${file}: front matter is not valid YAML: ${String(/** @type {Error} */ (error).message).split('\n')[0]}`;
  }
}

/** Every difference between two language folders. @param {string} enDir @param {string} zhDir */
export function checkParity(enDir, zhDir) {
  const enFiles = listSources(enDir);
  const zhFiles = new Set(listSources(zhDir));
  const problems = [];
  for (const file of enFiles) {
    if (!zhFiles.has(file)) {
      problems.push(`${file}: missing in zh`);
      continue;
    }
    zhFiles.delete(file);
    if (PAGE.test(file)) {
      /** @param {string} dir */
      const read = (dir) => readFileSync(path.join(dir, file), 'utf8');
      const [en, zh] = [read(enDir), read(zhDir)];
      problems.push(...comparePages(file, en, zh));
      for (const [lang, source] of [
        ['en', en],
        ['zh', zh],
      ]) {
        const problem = frontMatterProblem(`${lang}/${file}`, source);
        if (problem) problems.push(problem);
      }
    }
  }
  for (const file of zhFiles) problems.push(`${file}: missing in en`);
  return { pages: enFiles.filter((f) => PAGE.test(f)).length, problems };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const docs = path.resolve(fileURLToPath(import.meta.url), '../../docs');
  const { pages, problems } = checkParity(path.join(docs, 'en'), path.join(docs, 'zh'));
  for (const problem of problems) console.error(`parity: ${problem}`);
  console.log(`Language parity: ${pages} pages compared, ${problems.length} differences.`);
  process.exit(problems.length === 0 ? 0 : 1);
}
