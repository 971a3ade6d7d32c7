import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import { blockKind, pageSample, parseMeta } from '../../tools/doctest/extract.mjs';
import { removeWorkDir, runDoctest, runsTheSame } from '../../tools/doctest/index.mjs';
import { codeWithoutComments } from '../../tools/doctest/parity.mjs';

const fixtures = path.join(__dirname, 'fixtures/doctest');

describe('extracting samples', () => {
  test('reads titles and the fails and no-run words', () => {
    const none = { fails: false, noRun: false, run: false, output: false };
    expect(parseMeta('title="src/a.test.ts" fails')).toEqual({ ...none, title: 'src/a.test.ts', fails: true });
    expect(parseMeta("no-run title='x.ts'")).toEqual({ ...none, title: 'x.ts', noRun: true });
    expect(parseMeta('title="x.ts" no-run="needs a browser"')).toEqual({
      ...none,
      title: 'x.ts',
      noRun: true,
      noRunReason: 'needs a browser',
    });
    expect(parseMeta('run')).toEqual({ ...none, title: null, run: true });
    expect(parseMeta('output')).toEqual({ ...none, title: null, output: true });
  });

  test('classifies blocks', () => {
    expect(blockKind({ lang: 'ts', meta: 'title="a.ts"' })).toBe('run');
    expect(blockKind({ lang: 'ts', meta: 'title="a.ts" no-run' })).toBe('opt-out');
    expect(blockKind({ lang: 'bash', meta: '' })).toBe('shell');
    expect(blockKind({ lang: 'bash', meta: 'run' })).toBe('cli');
    expect(blockKind({ lang: 'ts', meta: '' })).toBe('untitled');
    expect(blockKind({ lang: 'txt', meta: '' })).toBe('unbacked');
    expect(blockKind({ lang: 'txt', meta: 'unchecked="why"' })).toBe('unchecked');
    expect(blockKind({ lang: 'txt', meta: 'output' })).toBe('output');
    expect(blockKind({ lang: 'json', meta: 'no-run' })).toBe('opt-out');
    expect(blockKind({ lang: 'ts', meta: 'title="a.ts" no-run="why"' })).toBe('opt-out');
  });

  test('a no-run file marked typecheck is type-checked apart from the files Rstest loads', () => {
    const fence = '`'.repeat(3);
    const source = [
      `${fence}ts title="rstest.config.ts" no-run="needs a package the site lacks" typecheck`,
      "export default { browser: { enabled: true, provider: 'playwright' } };",
      fence,
      '',
      `${fence}ts title="src/a.test.ts" no-run typecheck`,
      "test('a', () => {});",
      fence,
    ].join('\n');
    const sample = pageSample('en/guide/typecheck.mdx', source);
    expect(sample.files).toEqual([
      {
        path: '__typecheck__/rstest.config.ts',
        content: "export default { browser: { enabled: true, provider: 'playwright' } };",
        line: 1,
        fails: false,
        typecheckOnly: true,
      },
    ]);
    expect(sample.problems.map((problem) => `${problem.line}: ${problem.message}`)).toEqual([
      '5: `typecheck` marks a titled no-run TypeScript or JavaScript file that is not a test file',
    ]);
  });

  test('a page becomes one project and a duplicate title is reported', () => {
    const sample = pageSample(
      'en/config/test/x.mdx',
      '```ts title="a.ts"\nexport {};\n```\n\n```ts title="a.ts"\nexport {};\n```\n',
    );
    expect(sample.section).toBe('config');
    expect(sample.files.map((file) => file.path)).toEqual(['a.ts']);
    expect(sample.problems[0].message).toContain('a second block titled "a.ts" (first at line 1)');
  });

  test('a twin with the same files, commands and output runs once; a translated comment makes it run again', () => {
    const page = (lang: string, comment: string) =>
      pageSample(
        `${lang}/guide/x.mdx`,
        `\`\`\`ts title="a.test.ts"\n// ${comment}\nexport {};\n\`\`\`\n\n\`\`\`bash run\nnpx rstest run\n\`\`\`\n`,
      );
    expect(runsTheSame(page('en', 'same'), page('zh', 'same'))).toBe(true);
    expect(runsTheSame(page('en', 'one'), page('zh', '一'))).toBe(false);
  });

  test('comments do not count as code differences', () => {
    expect(codeWithoutComments('// one\nconst a = 1; // two\n/* three */')).toBe(codeWithoutComments('const a = 1;'));
  });
});

describe('runDoctest on fixture pages', { timeout: 120_000 }, () => {
  let result: Awaited<ReturnType<typeof runDoctest>>;
  let messages: string[] = [];
  beforeAll(async () => {
    result = await runDoctest({
      docsDir: fixtures,
      nodeModules: path.join(__dirname, '../../node_modules'),
    });
    messages = result.problems.map(({ page, line, message }) => `${page}:${line}: ${message}`);
  }, 120_000); // a hook's own limit (10 s by default): this one runs Rstest several times
  afterAll(() => removeWorkDir(result.workDir));

  test('a passing sample and its translated twin raise nothing', () => {
    expect(messages.filter((message) => message.includes('guide/pass.mdx'))).toEqual([]);
  });

  test('a failing test fails the run, naming the page, the line and the error', () => {
    expect(messages).toContain(
      'en/guide/broken.mdx:3: src/math.test.ts failed: expected 2 to be 3 // Object.is equality',
    );
  });

  test('a block marked fails that passes fails the run', () => {
    expect(messages).toContain('en/guide/broken.mdx:11: src/claims-to-fail.test.ts is marked fails but passed');
    expect(messages.some((message) => message.includes('really-fails'))).toBe(false);
  });

  test('a type error is reported at its line in the page', () => {
    expect(messages.some((m) => m.startsWith('en/guide/broken.mdx:30: type error in src/typed.test.ts'))).toBe(true);
  });

  test('a Chinese twin whose code differs is reported', () => {
    expect(messages).toContain('zh/guide/broken.mdx:3: code differs from en/guide/broken.mdx:3');
  });

  test('an untitled block must be titled or opted out', () => {
    expect(messages).toContain(
      'en/guide/broken.mdx:34: a ts block without a title: give it a file name to run it, or mark it no-run',
    );
  });

  test('a marked command runs in the sample and its output block is checked', () => {
    expect(messages.filter((message) => message.includes('guide/pass.mdx'))).toEqual([]);
    expect(
      messages.some((m) => m.startsWith('en/guide/broken.mdx:38: `npx rstest run src/math` exited with 1: ')),
    ).toBe(true);
  });

  test('samples with root-only options run in the shared process and each fails on its own', () => {
    expect(messages).toContain(
      "en/config/a-pool.mdx:11: src/a.test.ts failed: expected 'a' to be 'A' // Object.is equality",
    );
    expect(messages).toContain(
      "en/config/c-isolate.mdx:11: src/c.test.ts failed: expected 'c' to be 'C' // Object.is equality",
    );
    expect(messages).toContain('en/config/c-isolate.mdx:19: src/c-passes.test.ts is marked fails but passed');
  });

  test('a sample that ends its process is named, and the samples after it run in one more', () => {
    expect(messages).toContain(
      'en/config/b-exits.mdx:5: Rstest could not run this sample: config b gives up | the process exited with 3',
    );
    // The grouped samples in a process of their own, the configs of their own in one, one more after b-exits, one
    // more after d-killed-once, and two (one per lane) for the six samples that ran again (below).
    expect(result.rstestProcesses).toBe(6);
  });

  test('a shared-run sample that fails in the threads pool runs again in the default pool, which decides', () => {
    // process.chdir throws in a worker thread; the page's test passes where readers run it.
    expect(messages.filter((message) => message.includes('pool-differs.mdx'))).toEqual([]);
    // pool-differs, four whose failures are real in either pool (broken en and zh, a-pool, c-isolate), and
    // d-killed-once (below).
    expect(result.rerunInForks).toBe(6);
  });

  test('a sample during which its process dies of a signal runs again, and that run decides', () => {
    expect(messages.filter((message) => message.includes('d-killed-once.mdx'))).toEqual([]);
    // b-exits ends its process with an exit code: that is the sample's doing, and it is not run again.
    expect(messages.filter((message) => message.includes('b-exits.mdx'))).toHaveLength(1);
  });

  test('commands share a command host, yet each starts as a process of its own would', () => {
    // The first command's config sets a variable the second must not see; the third ends its host with process.exit
    // (Rstest's answer to a missing config file), and the fourth runs in a new one.
    expect(messages.filter((message) => message.includes('hosted.mdx'))).toEqual([]);
  });

  test('output lines must appear in the order the page shows them', () => {
    const outputs = messages.filter((message) => message.includes('api/outputs.mdx'));
    expect(outputs).toContain(
      'en/api/outputs.mdx:49: `npx rstest run src/a --reporter=verbose` printed "✓ first" before the lines shown above it',
    );
    expect(outputs.some((message) => message.includes(':40:'))).toBe(false);
  });

  test("a failing test file's error text is checked", () => {
    expect(messages.filter((message) => message.includes('outputs.mdx:32'))).toEqual([]);
    expect(messages).toContain(`en/api/outputs.mdx:82: src/c.test.ts's error did not print "expected 'c' to be 'D'"`);
  });

  test('a file the commands write is compared with the page, and a missing one is named', () => {
    expect(messages.filter((message) => message.includes('outputs.mdx:58'))).toEqual([]);
    expect(messages).toContain("en/api/outputs.mdx:62: the page's commands did not write reports/missing.json");
  });

  test('an output block with no run behind it fails; one unchecked with a reason is listed', () => {
    expect(messages).toContain(
      'en/api/outputs.mdx:66: a txt block shows output that no run checks: put a `bash run` command (or a `fails` test file) before it and mark it output, or mark it unchecked="why"',
    );
    const row = result.stats.find((r) => r.lang === 'en' && r.section === 'api');
    expect(row?.outputsUnchecked).toEqual(['en/api/outputs.mdx:70: the figures change from run to run']);
  });

  test('the report counts executed and opted-out blocks per language and section, with the reason a page gives', () => {
    const en = result.stats.find((row) => row.lang === 'en' && row.section === 'guide');
    expect(en).toMatchObject({ blocks: 14, run: 6, executed: 6, fails: 2, optOut: 2, shell: 1, cli: 2, script: 9 });
    expect(en?.optedOut).toEqual(['en/guide/pass.mdx:17', 'en/guide/pass.mdx:34: needs a real browser']);
    expect(en?.optedOutWithReason).toBe(1);
  });
});
