import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, test } from '@rstest/core';
import { hotDataReport, withHotUpdate } from '../../plugins/dev-hot-data';

describe('withHotUpdate', () => {
  test('site data keeps its default export and accepts hot updates', () => {
    const code = withHotUpdate('export default {\n  "title": "Rstest"\n}');
    expect(code).toContain('const __rstestDocsSiteData = {');
    expect(code).toContain('export default __rstestDocsSiteData;');
    expect(code).toContain('JSON.stringify(__rstestDocsSiteData)');
    expect(code).toContain('import.meta.webpackHot.accept()');
  });

  test('page data compares both of its exports', () => {
    const code = withHotUpdate('export const pageData = { "pages": [] };\nexport const searchIndexHash = {};');
    expect(code.startsWith('export const pageData')).toBe(true);
    expect(code).toContain('JSON.stringify({ pageData, searchIndexHash })');
    expect(code).toContain('location.reload()');
  });

  test('any other module is left alone', () => {
    expect(withHotUpdate('export const other = 1;')).toBe('export const other = 1;');
  });
});

describe('hotDataReport', () => {
  const SITE = '/repo/.rspress/runtime/virtual-site-data.js';
  const PAGE = '/repo/.rspress/virtual-page-data.js';
  const patched = (file: string) => ({ file, code: withHotUpdate('export default {};\nexport const pageData = {};') });

  test('both modules compiled with the transform: says so', () => {
    expect(hotDataReport([patched(SITE), patched(PAGE)])?.ok).toBe(true);
  });

  test("waits for a compile of Rspress's virtual modules", () => {
    expect(hotDataReport([{ file: '/repo/docs/index.md', code: '' }])).toBeNull();
  });

  test('a module missing from the compile, or compiled without the transform, is named', () => {
    expect(hotDataReport([patched(SITE), { file: '/repo/.rspress/virtual-routes.js', code: '' }])).toEqual({
      ok: false,
      message: '[dev-hot-data] edits will reload the whole page: no module matched .rspress/virtual-page-data.js',
    });
    expect(hotDataReport([{ file: SITE, code: 'export const siteData = {};' }, patched(PAGE)])?.message).toContain(
      'virtual-site-data.js was compiled without the transform',
    );
  });
});

describe('npm run dev on a one-page fixture', { timeout: 90_000 }, () => {
  const FIXTURE_CONFIG = path.join(__dirname, 'fixtures/dev-hot-data/rspress.config.ts');
  let server: ChildProcess | undefined;
  afterAll(() => {
    server?.kill('SIGKILL');
  });

  test('the transform patches both data modules, says so, and the browser gets the patched code', async () => {
    const port = await freePort();
    server = spawn(
      process.execPath,
      [RSPRESS_BIN, 'dev', '-c', FIXTURE_CONFIG, '--port', String(port), '--host', '127.0.0.1'],
      // No persistent build cache: npm test builds the site beside the unit suite, and the two would share its folder.
      {
        cwd: path.join(__dirname, '../..'),
        env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', RSPRESS_PERSISTENT_CACHE: 'false' },
      },
    );
    const report = await lineContaining(server, '[dev-hot-data]', 80_000);
    expect(report).toContain('site and page data accept hot updates');

    const origin = `http://127.0.0.1:${port}`;
    const html = await (await fetch(`${origin}/`)).text();
    const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]);
    const code = (await Promise.all(scripts.map(async (src) => (await fetch(new URL(src, origin))).text()))).join('\n');
    expect(code).toContain('const __rstestDocsSiteData =');
    expect(code).toContain('JSON.stringify({ pageData, searchIndexHash })');
  });
});

const RSPRESS_BIN = path.join(__dirname, '../../node_modules/@rspress/core/bin/rspress.js');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves with the first output line of `child` that contains `text`; rejects with the output so far. */
function lineContaining(child: ChildProcess, text: string, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no "${text}" within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((candidate) => candidate.includes(text));
      if (line === undefined) return;
      clearTimeout(timer);
      resolve(line);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the dev server exited with ${code}:\n${output}`));
    });
  });
}
