import path from 'node:path';
import { describe, expect, test } from '@rstest/core';
import { checkParity, comparePages, frontMatterProblem } from '../../tools/check-parity.mjs';
import { readMarkdownStructure } from '../../tools/lib/markdown-structure.mjs';

const fixtures = path.join(__dirname, 'fixtures/parity');

describe('readMarkdownStructure', () => {
  test('reads explicit anchors, slugs the rest and keeps line numbers after front matter', () => {
    const { headings, codeBlocks } = readMarkdownStructure(
      '---\ntitle: x\n---\n\n# Title\n\n## Run tests {#run}\n\n## Write a Test\n\n```ts title="a.ts" no-run\nconst a = 1;\n```\n',
    );
    expect(headings).toEqual([
      { depth: 1, text: 'Title', id: 'title', line: 5 },
      { depth: 2, text: 'Run tests', id: 'run', line: 7 },
      { depth: 2, text: 'Write a Test', id: 'write-a-test', line: 9 },
    ]);
    expect(codeBlocks).toEqual([
      { lang: 'ts', meta: 'title="a.ts" no-run', value: 'const a = 1;', line: 11, endLine: 13 },
    ]);
  });

  test('ignores headings inside code blocks', () => {
    const { headings } = readMarkdownStructure('```md\n## Not a heading\n```\n');
    expect(headings).toEqual([]);
  });
});

describe('comparePages', () => {
  test('passes twins with the same anchors and code', () => {
    const en = '## Install {#install}\n\n```ts title="a.ts"\nx\n```\n';
    const zh = '## 安装 {#install}\n\n```ts title="a.ts"\nx\n```\n';
    expect(comparePages('p.mdx', en, zh)).toEqual([]);
  });

  test('names a code block whose meta differs', () => {
    const en = '```ts title="a.ts"\nx\n```\n';
    const zh = '```ts title="b.ts"\nx\n```\n';
    expect(comparePages('p.mdx', en, zh)).toEqual([
      'p.mdx: code block 1 differs (en line 1 `ts title="a.ts"` / zh line 1 `ts title="b.ts"`)',
    ]);
  });
});

describe('checkParity', () => {
  test('reports a missing twin and an anchor that differs, with lines', () => {
    const { pages, problems } = checkParity(path.join(fixtures, 'en'), path.join(fixtures, 'zh'));
    expect(pages).toBe(2);
    expect(problems).toEqual([
      'guide/only-en.md: missing in zh',
      'guide/page.mdx: heading 2 differs (en line 13 h3 #details / zh line 13 h3 #细节)',
    ]);
  });
});

describe('frontMatterProblem', () => {
  test('rejects front matter Rspress cannot read', () => {
    expect(frontMatterProblem('zh/a.mdx', '---\ndescription: @rstest/core 的 API\n---\n\n# A\n')).toMatch(
      /^zh\/a\.mdx: front matter is not valid YAML: Plain value cannot start with reserved character @/,
    );
    expect(frontMatterProblem('a.mdx', '---\ndescription: "@rstest/core API"\n---\n')).toBeNull();
    expect(frontMatterProblem('a.mdx', '# No front matter\n')).toBeNull();
  });
});
