// Drift guard between the reference pages and @rstest/core's type definitions.
// Every key of `RstestConfig` needs a page in both languages whose Type line
// matches the declared type; every public runtime name needs an entry on its
// page; every export (value or type) of `@rstest/core` and `@rstest/core/api`
// needs an entry on some API page. Prints coverage lines; exits 1 naming each gap.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { canonicalType, interfaceMembers } from './lib/declared-types.mjs';
import { readMarkdownStructure } from './lib/markdown-structure.mjs';
import { exportsOfModules, publicApiByPage, publicEntries } from './lib/public-api.mjs';

/** Config keys documented under /config/build/ (Rsbuild options); all others are under /config/test/. */
export const BUILD_CONFIG_KEYS = new Set(['plugins', 'source', 'output', 'resolve', 'tools', 'dev', 'performance']);

/** The label of the Type line in each language. */
export const TYPE_LABELS = { en: 'Type:', zh: '类型：' };

/** @param {string} key */
export const configPagePath = (key) => `config/${BUILD_CONFIG_KEYS.has(key) ? 'build' : 'test'}/${key}.mdx`;

/**
 * The type written on a page's first Type line (`- **Type:** \`...\``), or null.
 * @param {string} source @param {'en' | 'zh'} lang
 */
export function readTypeLine(source, lang) {
  const label = TYPE_LABELS[lang].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`^\\s*[-*]\\s*\\*\\*${label}\\*\\*\\s*\`([^\`]+)\``, 'm').exec(source);
  return match ? match[1] : null;
}

/**
 * Compares the config pages under `docsDir` with the members of `RstestConfig` in `dtsText`.
 * @param {string} dtsText
 * @param {string} docsDir
 * @returns {{ keys: number, documented: number, problems: string[] }}
 */
export function checkConfigPages(dtsText, docsDir) {
  const members = interfaceMembers(dtsText, 'RstestConfig');
  const problems = [];
  let documented = 0;
  for (const { name, type } of members) {
    const page = configPagePath(name);
    let complete = true;
    for (const lang of /** @type {const} */ (['en', 'zh'])) {
      const file = path.join(docsDir, lang, page);
      if (!existsSync(file)) {
        problems.push(`RstestConfig.${name}: no page docs/${lang}/${page}`);
        complete = false;
        continue;
      }
      const written = readTypeLine(readFileSync(file, 'utf8'), lang);
      if (written === null) {
        problems.push(`RstestConfig.${name}: docs/${lang}/${page} has no "**${TYPE_LABELS[lang]}**" line`);
        complete = false;
      } else if (canonicalType(written) !== type) {
        problems.push(`RstestConfig.${name}: docs/${lang}/${page} says \`${written}\`, the type is \`${type}\``);
        complete = false;
      }
    }
    if (complete) documented++;
  }
  return { keys: members.length, documented, problems };
}

/**
 * The anchor an API entry must carry: its main name in lower case, dots as hyphens (`expect.extend` -> `expect-extend`).
 * @param {string} name
 */
export const apiAnchor = (name) =>
  name
    .toLowerCase()
    .replace(/[.]/g, '-')
    .replace(/[^a-z0-9-]/g, '');

/** The API names a heading documents: `toHaveBeenCalled / toBeCalled` gives both. @param {string} text */
export const headingNames = (text) =>
  text
    .split(/[\s,/|()]+/)
    .map((token) => token.replace(/[`[\]]/g, ''))
    .filter(Boolean);

/**
 * Checks that every public name has an entry on its page in both languages: an H2-H4 heading naming it,
 * whose anchor is the slug of the heading's first (main) name. `rs.x` stands for `rstest.x`.
 * @param {Record<string, string[]>} pages names per page path
 * @param {string} docsDir
 * @returns {{ pages: { page: string, names: number, documented: number }[], problems: string[] }}
 */
export function checkApiPages(pages, docsDir) {
  const problems = [];
  const coverage = [];
  for (const [page, names] of Object.entries(pages)) {
    /** @type {Set<string>} */
    const missing = new Set();
    for (const lang of ['en', 'zh']) {
      const file = path.join(docsDir, lang, page);
      if (!existsSync(file)) {
        problems.push(`docs/${lang}/${page}: page missing (${names.length} names to document)`);
        for (const name of names) missing.add(name);
        continue;
      }
      const headings = readMarkdownStructure(readFileSync(file, 'utf8')).headings.filter(
        (h) => h.depth >= 2 && h.depth <= 4,
      );
      const entries = headings.map((heading) => ({
        heading,
        names: headingNames(heading.text).map((token) => token.replace(/^rs\./, 'rstest.')),
      }));
      for (const name of names) {
        const entry = entries.find((candidate) => candidate.names.includes(name));
        if (!entry) {
          problems.push(`docs/${lang}/${page}: no entry for ${name}`);
          missing.add(name);
        } else if (entry.heading.id !== apiAnchor(entry.names[0])) {
          problems.push(
            `docs/${lang}/${page}:${entry.heading.line}: entry for ${name} has anchor #${entry.heading.id}, expected #${apiAnchor(entry.names[0])}`,
          );
          missing.add(name);
        }
      }
    }
    coverage.push({ page, names: names.length, documented: names.length - missing.size });
  }
  return { pages: coverage, problems };
}

/**
 * Exports whose entries are written under another name: `rs` is the same object as `rstest`.
 * @type {Record<string, string>}
 */
export const EXPORT_ALIASES = { rs: 'rstest' };

/**
 * The API pages of one language (`api/...` paths, relative to the language folder), sorted.
 * @param {string} docsDir
 * @param {string} lang
 * @returns {string[]}
 */
export function apiPages(docsDir, lang) {
  const dir = path.join(docsDir, lang, 'api');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => `api/${file.split(path.sep).join('/')}`)
    .filter((file) => /\.mdx?$/.test(file))
    .sort();
}

/**
 * The export entries of one page: its H2-H4 headings with the names they show as inline code, main name
 * first (`rs.x` read as `rstest.x`). A section title such as `## Fixtures` names nothing.
 * @param {string} source
 */
export function exportEntries(source) {
  const lines = source.split('\n');
  return readMarkdownStructure(source)
    .headings.filter((h) => h.depth >= 2 && h.depth <= 4)
    .map((heading) => ({
      heading,
      names: [...(lines[heading.line - 1] ?? '').replace(/\{#[^}]*\}\s*$/, '').matchAll(/`([^`]+)`/g)].map((match) =>
        match[1].replace(/[[\]]/g, '').replace(/^rs\./, 'rstest.'),
      ),
    }))
    .filter((entry) => entry.names.length > 0);
}

/**
 * Checks that every export of the covered entry points has an entry in both languages, on the same API
 * page: an H2-H4 heading naming it in inline code, whose anchor is the slug of the heading's first (main)
 * name, as for the runtime names above. An object export whose members have entries (`expect.extend`, `rstest.fn`)
 * counts as documented where they are.
 * @param {Record<string, { name: string, kind: string }[]>} modules exports per module specifier
 * @param {string} docsDir
 * @returns {{ modules: { module: string, exports: number, documented: number }[], problems: string[] }}
 */
export function checkExports(modules, docsDir) {
  /** @type {Record<string, [string, ReturnType<typeof exportEntries>][]>} */
  const entriesByLang = {};
  for (const lang of ['en', 'zh']) {
    entriesByLang[lang] = apiPages(docsDir, lang).map((page) => [
      page,
      exportEntries(readFileSync(path.join(docsDir, lang, page), 'utf8')),
    ]);
  }
  /**
   * Pages of `lang` documenting `name`, and headings that name it under a wrong anchor.
   * @param {string} lang
   * @param {string} name
   */
  const lookUp = (lang, name) => {
    const main = EXPORT_ALIASES[name] ?? name;
    /** @type {Set<string>} */
    const pages = new Set();
    const misplaced = [];
    for (const [page, entries] of entriesByLang[lang]) {
      for (const { heading, names } of entries) {
        const expected = apiAnchor(names[0]);
        if (names.includes(main)) {
          if (heading.id === expected) pages.add(page);
          else
            misplaced.push(
              `docs/${lang}/${page}:${heading.line}: entry for ${name} has anchor #${heading.id}, expected #${expected}`,
            );
        } else if (names.some((entryName) => entryName.startsWith(`${main}.`)) && heading.id === expected) {
          pages.add(page);
        }
      }
    }
    return { pages, misplaced };
  };

  const problems = [];
  const coverage = [];
  for (const [module, exported] of Object.entries(modules)) {
    let documented = 0;
    for (const { name, kind } of exported) {
      const en = lookUp('en', name);
      const zh = lookUp('zh', name);
      if ([...en.pages].some((page) => zh.pages.has(page))) {
        documented++;
        continue;
      }
      problems.push(...en.misplaced, ...zh.misplaced);
      if (en.pages.size === 0 && zh.pages.size === 0) {
        if (en.misplaced.length + zh.misplaced.length === 0) {
          problems.push(`${module}: no entry for ${name} (${kind}) on the API pages (docs/en/api, docs/zh/api)`);
        }
        continue;
      }
      for (const [has, lacks, pages] of [
        ['en', 'zh', en.pages],
        ['zh', 'en', zh.pages],
      ]) {
        for (const page of pages) {
          problems.push(`${module}: ${name} has an entry on docs/${has}/${page} but none on docs/${lacks}/${page}`);
        }
      }
    }
    coverage.push({ module, exports: exported.length, documented });
  }
  return { modules: coverage, problems };
}

/** @param {number} part @param {number} whole */
const percent = (part, whole) => (whole === 0 ? 100 : Math.floor((part / whole) * 1000) / 10);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(fileURLToPath(import.meta.url), '../..');
  const require = createRequire(import.meta.url);
  const packageJsonFile = require.resolve('@rstest/core/package.json');
  const packageDir = path.dirname(packageJsonFile);
  const dtsFile = path.join(packageDir, 'dist/index.d.ts');
  const docsDir = path.join(root, 'docs');
  const config = checkConfigPages(readFileSync(dtsFile, 'utf8'), docsDir);
  const { pages, unplaced } = publicApiByPage(dtsFile);
  const api = checkApiPages(pages, docsDir);
  const entries = publicEntries(JSON.parse(readFileSync(packageJsonFile, 'utf8')));
  const typesFiles = entries.covered.map(({ types }) => path.join(packageDir, types));
  const exported = exportsOfModules(typesFiles);
  const modules = Object.fromEntries(entries.covered.map(({ specifier }, i) => [specifier, exported[typesFiles[i]]]));
  const exportsCheck = checkExports(modules, docsDir);
  const problems = [
    ...config.problems,
    ...unplaced.map((name) => `${name}: no reference page assigned (add it to UTILITY_PAGES)`),
    ...api.problems,
    ...entries.unplaced.map(
      (specifier) => `${specifier}: new entry point (add it to COVERED_ENTRIES or SKIPPED_ENTRIES in public-api.mjs)`,
    ),
    ...exportsCheck.problems,
  ];
  for (const problem of problems) console.error(`check:api: ${problem}`);
  console.log(
    `check:api: RstestConfig ${config.documented}/${config.keys} keys documented in en and zh (${percent(config.documented, config.keys)}%)`,
  );
  for (const { page, names, documented } of api.pages) {
    console.log(
      `check:api: ${page} ${documented}/${names} names documented in en and zh (${percent(documented, names)}%)`,
    );
  }
  for (const { module, exports, documented } of exportsCheck.modules) {
    console.log(
      `check:api: ${module} ${documented}/${exports} exports documented in en and zh (${percent(documented, exports)}%)`,
    );
  }
  process.exit(problems.length === 0 ? 0 : 1);
}
