import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@rstest/core';

// tests/e2e/SPEC-COVERAGE.md maps every bullet of SPEC.md 2.2–2.6 and every row of SPEC.md 8
// and 9 to the browser tests that check it, or to the reason it cannot be seen in a browser.
// Rows are `| <id> | <behaviour> | <tests or reason> |`; ids are `2.2-1` (section, bullet),
// `8-3` or `9-12` (table row). A test is `file.spec.ts › exact title as written in the source`.

const ROOT = path.resolve(import.meta.dirname, '../..');
const E2E = path.join(ROOT, 'tests/e2e');
// The team's shared spec when present; CI clones only this repository, which keeps a copy.
const SHARED_SPEC = path.join(ROOT, '../shared/SPEC.md');
const SPEC_COPY = path.join(E2E, 'fixtures/SPEC.md');
const MAP = path.join(E2E, 'SPEC-COVERAGE.md');
const REASON = /^(Not observable|Not in a browser)[^:]*: \S/;

interface Row {
  id: string;
  where: string[];
}

function mapRows(markdown: string): Row[] {
  return (
    markdown
      .split('\n')
      // Cells split on pipes that are not escaped; `\|` stands for a pipe inside a cell.
      .map((line) => line.split(/(?<!\\)\|/).map((cell) => cell.replaceAll('\\|', '|').trim()))
      .filter((cells) => /^\d+(\.\d+)?-\d+$/.test(cells[1] ?? ''))
      .map((cells) => ({
        id: cells[1],
        where: cells[3]
          .split('<br>')
          .map((part) => part.trim())
          .filter(Boolean),
      }))
  );
}

/** Ids SPEC.md asks for: one per bullet of 2.2–2.6, one per table row of 8 and 9. */
function specIds(spec: string): string[] {
  const ids: string[] = [];
  let section = '';
  let count = 0;
  let headerSeen = false;
  for (const line of spec.split('\n')) {
    const heading = /^#{2,3} (\d+(?:\.\d+)?)\.?\s/.exec(line);
    if (heading) {
      [section, count, headerSeen] = [heading[1], 0, false];
    } else if (/^2\.[2-6]$/.test(section) && line.startsWith('- ')) {
      ids.push(`${section}-${++count}`);
    } else if (/^[89]$/.test(section) && line.startsWith('|') && !/^\|[\s|-]+\|$/.test(line)) {
      // The first row of a table is its header.
      if (headerSeen) ids.push(`${section}-${++count}`);
      headerSeen = true;
    }
  }
  return ids;
}

/** Titles of `test(...)` calls as written in a spec file (template titles keep their `${...}`). */
function testTitles(file: string): Set<string> {
  const source = readFileSync(file, 'utf8');
  return new Set(Array.from(source.matchAll(/\btest\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g), (match) => match[2]));
}

const rows = existsSync(MAP) ? mapRows(readFileSync(MAP, 'utf8')) : [];

describe('the conformance map', () => {
  test('exists and has rows', () => {
    expect(rows.length).toBeGreaterThan(40);
  });

  test('lists every bullet of SPEC 2.2–2.6 and every row of SPEC 8 and 9', () => {
    const listed = new Set(rows.map((row) => row.id));
    const missing = specIds(readFileSync(SPEC_COPY, 'utf8')).filter((id) => !listed.has(id));
    expect(missing).toEqual([]);
  });

  test.runIf(existsSync(SHARED_SPEC))('the copy of SPEC.md is the shared one', () => {
    expect(readFileSync(SPEC_COPY, 'utf8')).toBe(readFileSync(SHARED_SPEC, 'utf8'));
  });

  test('every row names a test or says why none can see it', () => {
    const empty = rows.filter((row) => row.where.length === 0).map((row) => row.id);
    expect(empty).toEqual([]);
  });

  test('every test it names exists, in the file it names', () => {
    const unknown: string[] = [];
    for (const { id, where } of rows) {
      for (const entry of where) {
        if (REASON.test(entry)) continue;
        const match = /^(\S+\.spec\.ts) › (.+)$/.exec(entry);
        const file = match && path.join(E2E, match[1]);
        if (!match || !file || !existsSync(file) || !testTitles(file).has(match[2])) unknown.push(`${id}: ${entry}`);
      }
    }
    expect(unknown).toEqual([]);
  });
});

describe('specIds', () => {
  test('counts bullets per section and table rows without headers', () => {
    const spec = [
      '### 2.2 Top',
      '- a',
      '- b',
      '### 2.3 Layouts',
      '- c',
      '## 8. Errors',
      '| Situation | Behaviour |',
      '|---|---|',
      '| x | y |',
      '| z | w |',
      '## 10. Other',
      '- not counted',
    ].join('\n');
    expect(specIds(spec)).toEqual(['2.2-1', '2.2-2', '2.3-1', '8-1', '8-2']);
  });
});
