// Every private Rspress module the site uses goes through theme/rspress-internals.ts: each path must still
// exist in the installed @rspress/core and still export each name we take from it, or `npm test` fails
// naming it (before a build would fail, or a stylesheet would silently go missing).

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, test } from '@rstest/core';

const root = path.resolve(__dirname, '../..');
const DOOR = 'theme/rspress-internals.ts';
const door = readFileSync(path.join(root, DOOR), 'utf8');
const requireFromRoot = createRequire(path.join(root, 'package.json'));

type Entry = { specifier: string; names: string[]; types: boolean };
const entries: Entry[] = [...door.matchAll(/export (type )?\{([^}]*)\} from '(@rspress\/core\/dist\/[^']+)'/g)].map(
  ([, type, names, specifier]) => ({
    specifier,
    names: names
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    types: Boolean(type),
  }),
);
const stylesheets = [...door.matchAll(/import '(@rspress\/core\/dist\/[^']+)'/g)].map(([, specifier]) => specifier);

/** The path of a dist module on disk (the package exports `./dist/*`). */
const fileOf = (specifier: string) =>
  path.join(
    path.dirname(requireFromRoot.resolve('@rspress/core/package.json')),
    specifier.slice('@rspress/core/'.length),
  );

/** Names a compiled module or a declaration file exports. */
function exportedNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, list] of text.matchAll(/export (?:type )?\{([^}]*)\}/g))
    for (const item of list.split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .at(-1);
      if (name) names.add(name.replace(/^type\s+/, ''));
    }
  for (const [, name] of text.matchAll(/export (?:declare )?(?:function|const|let|class|interface|type)\s+(\w+)/g))
    names.add(name);
  return names;
}

describe('the door to Rspress internals', () => {
  test('lists the modules it opens', () => {
    expect(entries.length).toBeGreaterThan(10);
    expect(stylesheets.length).toBeGreaterThan(5);
  });

  for (const { specifier, names, types } of entries) {
    test(`${specifier} exists and exports ${names.join(', ')}`, () => {
      const file = fileOf(specifier);
      const declarations = file.replace(/\.js$/, '.d.ts');
      expect(existsSync(types ? declarations : file), `${specifier} is gone from @rspress/core`).toBe(true);
      const exported = exportedNames(readFileSync(types ? declarations : file, 'utf8'));
      expect(
        names.filter((name) => !exported.has(name)),
        `names ${specifier} no longer exports`,
      ).toEqual([]);
    });
  }

  for (const specifier of stylesheets) {
    test(`${specifier} exists`, () => {
      expect(existsSync(fileOf(specifier)), `${specifier} is gone from @rspress/core`).toBe(true);
    });
  }

  test('no other file imports a private Rspress path', () => {
    // git grep exits with 1 when nothing matches.
    // An import, an export from, a dynamic import or a require of a private path. (plugins/site-tables edits four
    // of Rspress's runtime modules at build time without importing them; its own test checks those.)
    const specifier = String.raw`(from|import|require)\s*\(?\s*['"]@rspress/core/dist/`;
    const grep = spawnSync('git', ['grep', '-l', '-E', specifier, '--', '*.ts', '*.tsx', '*.mjs', '*.js'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(grep.status === 0 || grep.status === 1, grep.stderr).toBe(true);
    const hits = grep.stdout
      .split('\n')
      .filter(Boolean)
      .filter((file) => file !== DOOR && !file.startsWith('tests/unit/rspress-internals'));
    expect(hits).toEqual([]);
  });
});
