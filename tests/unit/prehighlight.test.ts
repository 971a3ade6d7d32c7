import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRehypeShikiOptions } from '@rspress/core/dist/node/mdx/rehypePlugins/shiki.js';
import { describe, expect, test } from '@rstest/core';
import rehypeShiki from '@shikijs/rehype';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { siteShikiTransformers, UNLIMITED_TOKENIZING } from '../../plugins/code-tokens/compact-tokens.mjs';
import { fencedCodeBlocks } from '../../plugins/code-tokens/fenced-code.mjs';
import { highlightCache } from '../../plugins/code-tokens/highlight-cache.mjs';
import { prehighlight } from '../../plugins/code-tokens/prehighlight.mjs';
import { tempDirs } from './temp-dirs';

const newTempDir = tempDirs('prehighlight-');

const SOURCE = [
  '# A page',
  '',
  '```ts title="src/sum.test.ts"',
  "import { expect, test } from '@rstest/core';",
  '',
  "test('adds', () => expect(1 + 1).toBe(2));",
  '```',
  '',
  '<Tabs>',
  '  <Tab label="npm">',
  '    ```sh',
  '    npm add -D @rstest/core',
  '    ```',
  '  </Tab>',
  '</Tabs>',
  '',
  '~~~',
  'plain text, no language',
  '~~~',
  '',
  '````md',
  '```js',
  'nested()',
  '```',
  '````',
  '',
].join('\n');

describe('fencedCodeBlocks', () => {
  test('reads language, meta and code as remark does, indented fences included', () => {
    expect(fencedCodeBlocks(SOURCE)).toEqual([
      {
        lang: 'ts',
        meta: 'title="src/sum.test.ts"',
        code: "import { expect, test } from '@rstest/core';\n\ntest('adds', () => expect(1 + 1).toBe(2));",
      },
      { lang: 'sh', meta: '', code: 'npm add -D @rstest/core' },
      { lang: '', meta: '', code: 'plain text, no language' },
      { lang: 'md', meta: '', code: '```js\nnested()\n```' },
    ]);
  });

  test('an unclosed fence is not a block', () => {
    expect(fencedCodeBlocks('```ts\nconst a = 1;\n')).toEqual([]);
  });
});

test("the worker's fragments are, key for key, the ones Shiki's rehype plugin makes while compiling", async () => {
  const root = newTempDir();
  writeFileSync(path.join(root, 'page.mdx'), SOURCE);
  const primed = new Map<string, unknown>();
  await prehighlight({
    root,
    markdown: {},
    cache: { ...highlightCache(), prime: (key: string, fragment: unknown) => primed.set(key, fragment) },
  });

  const compiled = new Map<string, unknown>();
  const recording = {
    get: () => undefined,
    set(key: string, fragment: unknown) {
      compiled.set(key, structuredClone(fragment));
      return recording;
    },
  };
  const options = createRehypeShikiOptions(false, false, undefined, { transformers: siteShikiTransformers() });
  await unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkRehype)
    .use(rehypeShiki, { ...options, ...UNLIMITED_TOKENIZING, cache: recording })
    .run(unified().use(remarkParse).use(remarkMdx).parse(SOURCE));

  expect(compiled.size).toBe(4);
  expect([...primed.keys()].sort()).toEqual([...compiled.keys()].sort());
  for (const [key, fragment] of compiled) expect(primed.get(key)).toEqual(fragment);
}, 30_000);
