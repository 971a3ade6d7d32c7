import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { copiedPage, pageCount, writeScaledDocs } from '../../tools/bench/scale-docs.mjs';
import { tempDirs } from './temp-dirs';

const tempDir = tempDirs('scale-docs-');

describe("the scale run's generated docs", () => {
  it('number the H1 and end every code block with a comment in its language', () => {
    const source = [
      '# Mocking',
      '',
      '```ts title="a.test.ts"',
      "# not a heading: it's inside the block",
      '```',
      '',
      '```bash',
      'npx rstest run',
      '```',
      '',
      '```mermaid',
      'graph TD',
      '```',
      '',
      '- In a list:',
      '',
      '  ```js',
      '  run();',
      '  ```',
      '',
      '# A second H1 stays as it is',
    ].join('\n');
    expect(copiedPage(source, 3).split('\n')).toEqual([
      '# Mocking (3)',
      '',
      '```ts title="a.test.ts"',
      "# not a heading: it's inside the block",
      '// copy 3',
      '```',
      '',
      '```bash',
      'npx rstest run',
      '# copy 3',
      '```',
      '',
      '```mermaid',
      'graph TD',
      '```',
      '',
      '- In a list:',
      '',
      '  ```js',
      '  run();',
      '  // copy 3',
      '  ```',
      '',
      '# A second H1 stays as it is',
    ]);
  });

  it('copy every sub-section beside its original and list the copies in the sidebar, in both languages', () => {
    const docs = tempDir();
    for (const lang of ['en', 'zh']) {
      for (const section of ['guide', 'config', 'api']) {
        mkdirSync(path.join(docs, lang, section, 'basic'), { recursive: true });
        writeFileSync(
          path.join(docs, lang, section, '_meta.json'),
          JSON.stringify([
            { type: 'file', name: 'index' },
            { type: 'dir', name: 'basic', label: 'Basic' },
          ]),
        );
        writeFileSync(path.join(docs, lang, section, 'index.md'), '# Overview\n');
        writeFileSync(path.join(docs, lang, section, 'basic', 'a.mdx'), '# A\n\nSee [B](./b).\n');
        writeFileSync(path.join(docs, lang, section, 'basic', 'b.mdx'), '# B\n');
      }
    }
    const out = path.join(tempDir(), 'docs');
    // 9 pages a language; each copy adds 6.
    const result = writeScaledDocs({ docsDir: docs, outDir: out, pagesPerLang: 20 });
    expect(result).toEqual({ copies: 2, pages: { en: 21, zh: 21 } });
    expect(pageCount(path.join(docs, 'en'))).toBe(9);
    expect(JSON.parse(readFileSync(path.join(out, 'zh/config/_meta.json'), 'utf8'))).toEqual([
      { type: 'file', name: 'index' },
      { type: 'dir', name: 'basic', label: 'Basic' },
      { type: 'dir', name: 'basic-2', label: 'Basic (2)', collapsed: true },
      { type: 'dir', name: 'basic-3', label: 'Basic (3)', collapsed: true },
    ]);
    expect(readFileSync(path.join(out, 'en/guide/basic-3/a.mdx'), 'utf8')).toBe('# A (3)\n\nSee [B](./b).\n');
    expect(readFileSync(path.join(out, 'en/guide/basic/a.mdx'), 'utf8')).toBe('# A\n\nSee [B](./b).\n');
  });
});
