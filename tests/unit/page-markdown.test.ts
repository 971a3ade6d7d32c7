import { describe, expect, test } from '@rstest/core';
import { homeMarkdown, overviewGroups, overviewMarkdown } from '../../plugins/page-markdown/generated-pages.mjs';
import { markdownFileOf } from '../../plugins/page-markdown/index';
import { llmsFullTxt, llmsTxt, sections, sidebarLinks } from '../../plugins/page-markdown/llms-txt.mjs';
import {
  markdownLink,
  packageManagerBlocks,
  sourceToMarkdown,
} from '../../plugins/page-markdown/source-to-markdown.mjs';

// The Markdown beside every page (SPEC 2.5 'Copy Markdown', SPEC 7), llms.txt and llms-full.txt.

const ROUTES = new Set(['/', '/guide/start/', '/config/test/retry', '/config/test/hookTimeout', '/config/']);
const isRoute = (path: string) => ROUTES.has(path);
const link = (path: string) => markdownLink(path, isRoute);
const convert = (source: string) => sourceToMarkdown(source, { file: 'docs/en/page.mdx', link });

describe('sourceToMarkdown', () => {
  test('front matter, imports and heading ids go; the text stays', () => {
    const source = [
      '---',
      'description: A page.',
      '---',
      '',
      "import { Tab, Tabs } from '@theme';",
      '',
      '# retry',
      '',
      'Runs a failed test again.',
      '',
      '## Set it globally {#set-globally}',
      '',
      'Text.',
    ].join('\n');
    expect(convert(source)).toBe('# retry\n\nRuns a failed test again.\n\n## Set it globally\n\nText.\n');
  });

  test('tabs become their labels in bold, followed by their content', () => {
    const source = [
      '<Tabs>',
      '  <Tab label="rstest.config.ts">',
      '',
      '```ts',
      'export default {};',
      '```',
      '',
      '  </Tab>',
      '  <Tab label="CLI">',
      '',
      '```bash',
      'npx rstest',
      '```',
      '',
      '  </Tab>',
      '</Tabs>',
    ].join('\n');
    expect(convert(source)).toBe(
      '**rstest.config.ts**\n\n```ts\nexport default {};\n```\n\n**CLI**\n\n```bash\nnpx rstest\n```\n',
    );
  });

  test('PackageManagerTabs becomes one command per package manager', () => {
    expect(convert('<PackageManagerTabs command="add jsdom -D" />')).toBe(`${packageManagerBlocks('add jsdom -D')}\n`);
    expect(packageManagerBlocks('install @rstest/core -D')).toBe(
      [
        '```sh [npm]\nnpm install @rstest/core -D\n```',
        '```sh [yarn]\nyarn add @rstest/core -D\n```',
        '```sh [pnpm]\npnpm add @rstest/core -D\n```',
        '```sh [bun]\nbun add @rstest/core -D\n```',
        '```sh [deno]\ndeno add npm:@rstest/core -D\n```',
      ].join('\n\n'),
    );
  });

  test("links to pages point at the pages' Markdown; other links stay", () => {
    const source =
      'See [retry](/config/test/retry#per-test), [start](/guide/start/), [hooks](/config/test/hookTimeout), ' +
      '![stages](/test-run-stages.svg), [Rspack](https://rspack.rs) and [below](#below).';
    expect(convert(source)).toBe(
      'See [retry](/config/test/retry.md#per-test), [start](/guide/start/index.md), [hooks](/config/test/hookTimeout.md), ' +
        '![stages](/test-run-stages.svg), [Rspack](https://rspack.rs) and [below](#below).\n',
    );
  });

  test('code blocks are kept exactly, whatever they hold', () => {
    const source = [
      '````md',
      '```ts',
      "import { test } from '@rstest/core';",
      '```',
      '<Tabs>',
      '## Heading {#kept}',
      '[link](/config/test/retry)',
      '````',
    ].join('\n');
    expect(convert(source)).toBe(`${source}\n`);
  });

  test('MDX without a Markdown form fails with the file and line', () => {
    expect(() => convert('# Title\n\n<Badge text="new" />')).toThrow(
      'docs/en/page.mdx:3: no Markdown form for this MDX',
    );
    expect(() => convert('# Title\n\nexport const x = 1;')).toThrow('docs/en/page.mdx:3');
  });
});

test('markdownFileOf: the file beside each page', () => {
  expect(markdownFileOf('/')).toBe('index.md');
  expect(markdownFileOf('/guide/start/')).toBe('guide/start/index.md');
  expect(markdownFileOf('/zh/config/test/retry')).toBe('zh/config/test/retry.md');
});

describe('generated pages', () => {
  test('the home page: hero, actions and features with their links', () => {
    const frontmatter = {
      pageType: 'home',
      hero: {
        name: 'Rstest',
        text: '测试，快且顺手',
        tagline: '基于 Rspack 的测试框架。',
        actions: [{ text: '快速上手', link: '/guide/start/' }],
      },
      features: [
        { title: '调试', details: '接入调试器。', link: '/config/test/retry' },
        { title: '并行', details: '多个 worker。' },
      ],
    };
    expect(homeMarkdown(frontmatter, 'zh', link)).toBe(
      `${[
        '# Rstest',
        '测试，快且顺手',
        '> 基于 Rspack 的测试框架。',
        '[快速上手](/guide/start/index.md)',
        '## 特性',
        '- [**调试**](/config/test/retry.md): 接入调试器。\n- **并行**: 多个 worker。',
      ].join('\n\n')}\n`,
    );
  });

  test('an overview lists each group below it, each page with the headings of the levels asked for', () => {
    const sidebar = [
      { text: 'Overview', link: '/config/' },
      {
        text: 'Test Configurations',
        overviewHeaders: [2, 3],
        items: [
          { text: 'retry', link: '/config/test/retry' },
          { text: 'hookTimeout', link: '/config/test/hookTimeout', overviewHeaders: [2] },
        ],
      },
      { text: 'Elsewhere', items: [{ text: 'Start', link: '/guide/start/' }] },
    ];
    const toc = [
      { id: 'set', text: 'Set it', depth: 2 },
      { id: 'detail', text: 'Detail', depth: 3 },
    ];
    const pageAt = (routePath: string) => ({ routePath, title: routePath, toc, frontmatter: {} });
    const groups = overviewGroups(sidebar, '/config/', pageAt);
    expect(groups).toEqual([
      {
        name: 'Test Configurations',
        items: [
          { text: 'retry', link: '/config/test/retry', headings: toc },
          { text: 'hookTimeout', link: '/config/test/hookTimeout', headings: [toc[0]] },
        ],
      },
    ]);
    expect(overviewMarkdown({ title: 'Overview', intro: 'All options.', groups }, link)).toBe(
      `${[
        '# Overview',
        'All options.',
        '## Test Configurations',
        '### [retry](/config/test/retry.md)',
        '- [Set it](/config/test/retry.md#set)\n- [Detail](/config/test/retry.md#detail)',
        '### [hookTimeout](/config/test/hookTimeout.md)',
        '- [Set it](/config/test/hookTimeout.md#set)',
      ].join('\n\n')}\n`,
    );
  });
});

describe('llms.txt and llms-full.txt', () => {
  const nav = [
    { text: 'Guide', link: '/guide/start/', activeMatch: '^/guide/' },
    { text: 'Config', link: '/config/', activeMatch: '^/config/' },
  ];
  const pages = [
    { routePath: '/config/test/retry', title: 'retry', description: 'Runs failed tests again.' },
    { routePath: '/config/', title: 'Overview' },
    { routePath: '/guide/start/', title: 'Introduction', description: 'What Rstest is.' },
    { routePath: '/config/test/unlisted', title: 'unlisted' },
  ];
  const order = sidebarLinks([
    { text: 'Overview', link: '/config/' },
    { text: 'Tests', items: [{ text: 'retry', link: '/config/test/retry' }] },
  ]);

  test('sections follow the navbar; pages follow the sidebar, unlisted ones last', () => {
    expect(order).toEqual(['/config/', '/config/test/retry']);
    const groups = sections(nav, pages, order);
    expect(groups.map((group) => [group.title, group.pages.map((page) => page.routePath)])).toEqual([
      ['Guide', ['/guide/start/']],
      ['Config', ['/config/', '/config/test/retry', '/config/test/unlisted']],
    ]);
  });

  test('llms.txt: title, description, then each section with its pages and their descriptions', () => {
    const groups = sections(nav, pages, order);
    const isKnown = (path: string) => pages.some((page) => page.routePath === path);
    const mdLink = (path: string) => markdownLink(path, isKnown);
    expect(llmsTxt({ title: 'Rstest', description: 'A testing framework.', sections: groups }, mdLink)).toBe(
      `${[
        '# Rstest',
        '> A testing framework.',
        '## Guide',
        '- [Introduction](/guide/start/index.md): What Rstest is.',
        '## Config',
        [
          '- [Overview](/config/index.md)',
          '- [retry](/config/test/retry.md): Runs failed tests again.',
          '- [unlisted](/config/test/unlisted.md)',
        ].join('\n'),
      ].join('\n\n')}\n`,
    );
    const full = llmsFullTxt(groups, (routePath) => `# ${routePath}\n`, mdLink);
    expect(full.startsWith('---\nurl: /guide/start/index.md\n---\n\n# /guide/start/\n')).toBe(true);
    expect([...full.matchAll(/^url: (.+)$/gm)].map((match) => match[1])).toEqual([
      '/guide/start/index.md',
      '/config/index.md',
      '/config/test/retry.md',
      '/config/test/unlisted.md',
    ]);
  });
});
