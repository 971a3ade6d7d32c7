import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@rstest/core';
import {
  END_BLOCKS,
  PAGE_END_CLASS,
  rehypeMarkPageEnd,
} from '../../plugins/offscreen-content/rehype-mark-page-end.mjs';
import { END_TAG, markersToComments, START_TAG } from '../../plugins/progressive-hydration/markers.mjs';
import {
  HYDRATE_LATER,
  MIN_BLOCKS_BEFORE_H3,
  rehypeHydrateLater,
} from '../../plugins/progressive-hydration/rehype-hydrate-later.mjs';
import { loaderOf, SCRIPTS_ATTRIBUTE } from '../../plugins/scripts-after-paint/loader.mjs';
import { pageAssets } from '../../tools/lib/page-assets.mjs';
import { tempDirs } from './temp-dirs';

const newTempDir = tempDirs('after-paint-');

type Node = {
  type: string;
  tagName?: string;
  name?: string;
  children?: Node[];
  value?: string;
  data?: { section?: Node[] };
};
type Names = (string | Names)[];

const element = (tagName: string): Node => ({ type: 'element', tagName, children: [] });
const component = (name: string): Node => ({ type: 'mdxJsxFlowElement', name, children: [] });

const text = (value: string): Node => ({ type: 'text', value });
/** Each node's tag or component name; a section as the list of its nodes' names. */
const names = (nodes: Node[] = []): Names =>
  nodes.map((node) =>
    node.name === HYDRATE_LATER ? names(node.data?.section) : (node.tagName ?? node.name ?? node.type),
  );

describe('rehypeHydrateLater', () => {
  test('wraps each section after the title: from an h2, or from an h3 once a section has enough blocks', () => {
    const esm: Node = { type: 'mdxjsEsm' };
    const enough = Array.from({ length: MIN_BLOCKS_BEFORE_H3 - 1 }, () => element('p'));
    const tree: Node = {
      type: 'root',
      children: [
        esm,
        element('h1'),
        text('\n'),
        element('p'),
        component('Tabs'),
        text('\n'),
        element('h2'),
        element('p'),
        element('h3'),
        element('pre'),
        esm,
        ...enough,
        element('h3'),
        component('$$$callout$$$'),
        element('h2'),
      ],
    };
    rehypeHydrateLater()(tree);
    expect(names(tree.children)).toEqual([
      'mdxjsEsm',
      'h1',
      'text',
      ['p', 'Tabs'],
      'text',
      // Imports and exports move out of the section they were in (where they stand does not matter).
      'mdxjsEsm',
      ['h2', 'p', 'h3', 'pre', ...enough.map(() => 'p')],
      ['h3', '$$$callout$$$'],
      ['h2'],
    ]);
  });

  test('a page without a title has every section wrapped', () => {
    const tree: Node = { type: 'root', children: [element('p'), element('h2')] };
    rehypeHydrateLater()(tree);
    expect(names(tree.children)).toEqual([['p'], ['h2']]);
  });
});

test('a section becomes a function that renders it, compiled with the page', async () => {
  const { compile } = await import('@mdx-js/mdx');
  const code = String(
    await compile('# Title\n\nSome *text*.\n\n## Part\n\n- a\n', { rehypePlugins: [rehypeHydrateLater] }),
  );
  expect(code).toMatch(/_jsx\(HydrateLater, \{\s*render: \(\) => _jsxs?\(_Fragment/);
  expect(code).toContain('_jsx(_components.em');
  expect(code.match(/_jsx\(HydrateLater/g)).toHaveLength(2);
});

test('a code block reaches the page as an HTML string that renders as its elements did', async () => {
  const { evaluate } = await import('@mdx-js/mdx');
  const runtime = await import('react/jsx-runtime');
  const { renderToStaticMarkup } = await import('react-dom/server');
  const { createElement } = await import('react');
  const { rehypeCodeHtml } = await import('../../plugins/code-tokens/rehype-code-html.mjs');
  // Stands in for Shiki: a token span, and text with characters HTML escapes.
  const tokens = () => (tree: { children: { tagName?: string; children: unknown[] }[] }) => {
    const code = tree.children.find((node) => node.tagName === 'pre')?.children[0] as { children: unknown[] };
    code.children = [
      {
        type: 'element',
        tagName: 'span',
        properties: { className: ['sk-keyword'] },
        children: [{ type: 'text', value: 'if' }],
      },
      { type: 'text', value: ' (a < b && c) "x"' },
    ];
  };
  const render = async (rehypePlugins: unknown[]) => {
    const { default: Content } = await evaluate('```ts\nif\n```\n', { ...runtime, rehypePlugins } as never);
    return renderToStaticMarkup(createElement(Content));
  };
  // The same document: compared once both are parsed, as character references may be written differently.
  const { parseFragment } = await import('parse5');
  const { fromParse5 } = await import('hast-util-from-parse5');
  const { toHtml } = await import('hast-util-to-html');
  const canonical = (html: string) => toHtml(fromParse5(parseFragment(html)) as never);
  const asString = await render([tokens, rehypeCodeHtml]);
  expect(canonical(asString)).toBe(canonical(await render([tokens])));
  expect(canonical(asString)).toContain('<span class="sk-keyword">if</span> (a &#x3C; b &#x26;&#x26; c) "x"');
  const { compile } = await import('@mdx-js/mdx');
  const code = String(await compile('```ts\nif\n```\n', { rehypePlugins: [tokens, rehypeCodeHtml] } as never));
  expect(code).toContain('dangerouslySetInnerHTML');
  expect(code).not.toContain('"sk-keyword"');
});

describe('markersToComments', () => {
  test('turns the server-rendered markers into the comments Preact keeps a part by', () => {
    const html = `<div><${START_TAG}></${START_TAG}><p>a</p><${END_TAG}></${END_TAG}></div>`;
    expect(markersToComments(html)).toBe('<div><!--$s--><p>a</p><!--/$s--></div>');
    expect(markersToComments('<p>hydrate-later</p>')).toBe('<p>hydrate-later</p>');
  });
});

describe('the loader that starts scripts after the first paint', () => {
  test('lists the scripts in order, and a page budget counts them', () => {
    const outDir = newTempDir();
    writeFileSync(path.join(outDir, 'a.js'), 'console.log("a");');
    writeFileSync(path.join(outDir, 'b.js'), 'console.log("b");');
    const loader = loaderOf(['/a.js', '/b.js']);
    expect(loader.attrs[SCRIPTS_ATTRIBUTE]).toBe('/a.js /b.js');
    const html = `<html><head><script ${SCRIPTS_ATTRIBUTE}="${loader.attrs[SCRIPTS_ATTRIBUTE]}">${loader.children}</script></head></html>`;
    const assets = pageAssets(outDir, path.join(outDir, 'index.html'), html);
    expect(assets.js.files).toEqual(['/a.js', '/b.js']);
    expect(assets.missing).toEqual([]);
  });

  test('a script it lists from another host is reported', () => {
    const outDir = newTempDir();
    const html = `<script ${SCRIPTS_ATTRIBUTE}="https://cdn.example.com/x.js">0</script>`;
    expect(pageAssets(outDir, path.join(outDir, 'index.html'), html).external).toEqual([
      { what: 'script', url: 'https://cdn.example.com/x.js' },
    ]);
  });
});

describe('rehypeMarkPageEnd', () => {
  type Block = { type: string; tagName: string; properties: { className?: string[] }; children: unknown[] };
  const paragraph = (text: string): Block => ({
    type: 'element',
    tagName: 'p',
    properties: {},
    children: [{ type: 'text', value: text }],
  });
  const code: Block = { type: 'element', tagName: 'pre', properties: {}, children: [] };

  test('marks the first paragraph or list among the last blocks, where the always-rendered end begins', () => {
    const blocks = Array.from({ length: 30 }, (_, index) => paragraph(`block ${index}`));
    const tree = { type: 'root', children: [...blocks.slice(0, 10), code, ...blocks.slice(10)] };
    rehypeMarkPageEnd()(tree);
    const marked = tree.children.filter((node) => (node.properties.className ?? []).includes(PAGE_END_CLASS));
    expect(marked).toEqual([tree.children.at(-END_BLOCKS)]);
  });

  test('leaves a page whose end holds no paragraph or list unmarked', () => {
    const tree = { type: 'root', children: [{ ...code }, { ...code }] };
    rehypeMarkPageEnd()(tree);
    expect(tree.children.every((node) => !node.properties.className)).toBe(true);
  });
});
