import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import { checkBudgets } from '../../tools/check-budgets.mjs';

const REPO_ROOT = join(import.meta.dirname, '../..');
const FIXTURE = join(import.meta.dirname, 'fixtures/budgets/site');

/** Text that gzip cannot shrink much: base64 of a fixed chain of SHA-256 digests. */
function incompressible(length: number, seed: string) {
  let text = '';
  for (let i = 0; text.length < length; i++) text += createHash('sha256').update(`${seed}${i}`).digest('base64');
  return text.slice(0, length);
}

describe('checkBudgets on the fixture build', () => {
  const { pages, problems } = checkBudgets(FIXTURE);

  test('measures every page of both languages, 404 included, and skips static/', () => {
    expect(pages.map((page) => [page.route, page.lang, page.type])).toEqual([
      ['/', 'en', 'home'],
      ['/404', 'en', '404'],
      ['/api/overview', 'en', 'overview'],
      ['/guide/start', 'en', 'guide'],
      ['/zh/', 'zh', 'home'],
    ]);
  });

  test('counts script tags, script preloads and inline scripts as JS, not JSON-LD', () => {
    const home = pages.find((page) => page.route === '/');
    expect(home?.js.files).toEqual(['/static/js/app.js', '/static/js/route-home.js']);
    expect(home?.js.inlineBytes).toBe(
      ";document.documentElement.dataset.theme = localStorage.getItem('theme');".length,
    );
    expect(home?.css.files).toEqual(['/static/css/site.css']);
    expect(home?.css.inlineBytes).toBe('.hero{color:red}'.length);
  });

  test('reports assets from another host (stylesheet, srcset, font in CSS) but not links', () => {
    expect(problems.filter((problem) => problem.includes('another host'))).toEqual([
      '/guide/start: stylesheet from another host: //fonts.example.com/css2?family=Inter (every asset must come from the site)',
      '/guide/start: <img srcset> from another host: https://img.example.com/a@2x.png (every asset must come from the site)',
      '/guide/start: url() in /static/css/fonts.css from another host: https://fonts.example.org/inter.woff2 (every asset must come from the site)',
    ]);
  });

  test('reports a loaded file missing from the build', () => {
    expect(problems).toContain('/api/overview: script /static/js/missing.js is not in the build');
  });
});

describe('a page over budget', () => {
  let outDir = '';
  beforeAll(() => {
    outDir = mkdtempSync(join(tmpdir(), 'budgets-'));
    mkdirSync(join(outDir, 'api/test-api'), { recursive: true });
    mkdirSync(join(outDir, 'static/js'), { recursive: true });
    mkdirSync(join(outDir, 'static/css'), { recursive: true });
    writeFileSync(join(outDir, 'static/js/big.js'), `var x="${incompressible(256 * 1024, 'js')}";`);
    writeFileSync(join(outDir, 'static/css/big.css'), `/*${incompressible(40 * 1024, 'css')}*/`);
    const page = (scripts: string) =>
      `<!doctype html><html><head><link href="/static/css/big.css" rel="stylesheet">${scripts}</head><body></body></html>`;
    writeFileSync(join(outDir, 'index.html'), page(''));
    writeFileSync(join(outDir, 'api/test-api/expect.html'), page('<script defer src="/static/js/big.js"></script>'));
  });
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  test('names the page, the figure and the limit', () => {
    const { problems } = checkBudgets(outDir);
    const js = problems.filter((problem) => problem.includes('first-load JS'));
    expect(js).toHaveLength(1);
    expect(js[0]).toMatch(/^\/api\/test-api\/expect: first-load JS \d+\.\d KB gzip > 150 KB$/);
    const css = problems.filter((problem) => problem.includes('first-load CSS'));
    expect(css.map((problem) => problem.replace(/ \d+\.\d KB/, ' N KB'))).toEqual([
      '/: first-load CSS N KB gzip > 25 KB',
      '/api/test-api/expect: first-load CSS N KB gzip > 25 KB',
    ]);
  });

  test('the command exits 1 and prints each failure', () => {
    const run = spawnSync(process.execPath, ['tools/check-budgets.mjs', outDir], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/\/api\/test-api\/expect: first-load JS \d+\.\d KB gzip > 150 KB/);
    expect(run.stderr).toContain('3 budget failures on 2 of 2 pages');
  });

  test('the command exits 0 within budget', () => {
    writeFileSync(join(outDir, 'static/css/big.css'), 'body{margin:0}');
    writeFileSync(join(outDir, 'static/js/big.js'), 'console.log(1)');
    const ok = spawnSync(process.execPath, ['tools/check-budgets.mjs', outDir], { cwd: REPO_ROOT, encoding: 'utf8' });
    expect(ok.stdout).toContain('All 2 pages within budget');
    expect(ok.status).toBe(0);
  });
});
