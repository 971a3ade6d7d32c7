import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@rstest/core';
import {
  clientRules,
  officialRedirects,
  pageFileOf,
  parsePathList,
  targetOf,
} from '../../plugins/redirects/official-paths';
import { redirectStubHtml, stubFileOf } from '../../plugins/redirects/static-stubs';

const root = path.resolve(import.meta.dirname, '../..');
const docs = (lang: string) => path.join(root, 'docs', lang);
const officialPaths = parsePathList(readFileSync(path.join(root, 'plugins/redirects/official-paths.txt'), 'utf8'));

describe('official Rstest paths', () => {
  test('the fixture lists the 112 known English paths', () => {
    expect(officialPaths).toHaveLength(112);
  });

  test.each(officialPaths)('%s lands on a page of ours, in both languages', (officialPath) => {
    const target = targetOf(docs('en'), officialPath);
    expect(target, `${officialPath} has no mapping: add it to MOVED_PAGES`).not.toBeNull();
    const [route, anchor] = (target as string).split('#');
    for (const lang of ['en', 'zh']) {
      const file = pageFileOf(docs(lang), route);
      expect(file, `${lang} page for ${route}`).not.toBeNull();
      if (anchor) expect(readFileSync(file as string, 'utf8')).toContain(`{#${anchor}}`);
    }
  });
});

describe('targetOf', () => {
  test('an address our page lives at is its own target', () => {
    expect(targetOf(docs('en'), '/guide/basic/cli')).toBe('/guide/basic/cli');
  });

  test('kebab-case and runtime-api addresses find the renamed page', () => {
    expect(targetOf(docs('en'), '/config/test/test-timeout')).toBe('/config/test/testTimeout');
    expect(targetOf(docs('en'), '/api/runtime-api/rstest/mock-functions')).toBe('/api/rstest/mockFunctions');
  });

  test('an unknown address has no target', () => {
    expect(targetOf(docs('en'), '/guide/nowhere')).toBeNull();
  });
});

describe('redirects', () => {
  const redirects = officialRedirects(docs('en'), ['/guide/debug/debugging', '/blog/', '/guide/basic/cli']);

  test('come in both languages and skip our own addresses', () => {
    expect(redirects).toEqual([
      { from: '/guide/debug/debugging', to: '/guide/advanced/debugging' },
      { from: '/zh/guide/debug/debugging', to: '/zh/guide/advanced/debugging' },
      { from: '/blog/', to: '/guide/basic/upgrade-rstest' },
      { from: '/zh/blog/', to: '/zh/guide/basic/upgrade-rstest' },
    ]);
  });

  test('client rules match the route variants', () => {
    const [rule] = clientRules([{ from: '/blog/', to: '/x' }]);
    for (const variant of ['/blog', '/blog/', '/blog/index', '/blog/index.html', '/blog.html'])
      expect(new RegExp(rule.from).test(variant), variant).toBe(true);
    expect(new RegExp(rule.from).test('/blog/announcing-0-10')).toBe(false);
  });

  test('a stub is written where a static host looks for the address', () => {
    expect(stubFileOf('/guide/debug/debugging')).toBe('guide/debug/debugging.html');
    expect(stubFileOf('/zh/blog/')).toBe('zh/blog/index.html');
  });

  test('a stub refreshes to the page, names it canonical and links to it', () => {
    const html = redirectStubHtml('/zh/guide/start/ai#migrate-with-an-agent', 'https://rstest.rs');
    expect(html).toContain('<html lang="zh">');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/zh/guide/start/ai#migrate-with-an-agent">');
    expect(html).toContain('<link rel="canonical" href="https://rstest.rs/zh/guide/start/ai">');
    expect(html).toContain('<a href="/zh/guide/start/ai#migrate-with-an-agent">');
  });
});
