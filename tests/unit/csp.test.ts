import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@rstest/core';
import { applyContentSecurityPolicy, docSearchStyles, rspressStyles } from '../../plugins/csp';
import {
  headerPolicy,
  inlineScripts,
  metaPolicy,
  scriptHash,
  searchOrigins,
  withPolicyMeta,
} from '../../plugins/csp/policy';
import { tempDirs } from './temp-dirs';

const newTempDir = tempDirs('csp-');

describe('the policy', () => {
  const options = { scriptHashes: ['sha256-b', 'sha256-a', 'sha256-a'], connectOrigins: ['https://x-dsn.algolia.net'] };

  test('allows only the site, the hashed scripts and the search hosts', () => {
    const policy = headerPolicy(options);
    expect(policy).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(policy).toContain("connect-src 'self' https://x-dsn.algolia.net;");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-eval');
  });

  test('leaves frame-ancestors out of the meta, which browsers ignore there', () => {
    expect(metaPolicy(options)).toBe(headerPolicy(options).replace("; frame-ancestors 'none'", ''));
  });

  test('hashes as browsers do', () => {
    expect(scriptHash('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
  });

  test("names Algolia's hosts for an application, or the configured ones", () => {
    expect(searchOrigins(undefined)).toEqual([]);
    expect(searchOrigins({ appId: 'APP', hosts: ['http://127.0.0.1:4177/x', 'http://127.0.0.1:4177'] })).toEqual([
      'http://127.0.0.1:4177',
    ]);
    expect(searchOrigins({ appId: 'APP' })).toContain('https://APP-dsn.algolia.net');
  });

  test("hashes the style element Rspress's mobile menu adds, read from the installed package", () => {
    expect(rspressStyles()).toEqual([':root { --rp-home-background-bg: transparent; }']);
  });

  test("hashes the style element of DocSearch's logo, read from the installed package", () => {
    expect(docSearchStyles()).toEqual(['.cls-1,.cls-2{fill:#003dff;}.cls-2{fill-rule:evenodd;}']);
  });
});

describe('the pages', () => {
  test('inline scripts are found, scripts with src are not', () => {
    expect(inlineScripts('<script src="/a.js"></script><script>go()</script><script type="x">b</script>')).toEqual([
      'go()',
      'b',
    ]);
  });

  test('the meta comes first in the head, before any script', () => {
    expect(withPolicyMeta('<html><head><script>x</script></head>', "a 'b'")).toBe(
      `<html><head><meta http-equiv="Content-Security-Policy" content="a 'b'"><script>x</script></head>`,
    );
  });

  test('a build gets the meta in every page and the header in _headers', () => {
    const dir = newTempDir();
    writeFileSync(path.join(dir, 'index.html'), '<html><head><script>one()</script></head><body></body></html>');
    writeFileSync(
      path.join(dir, 'other.html'),
      '<html><head><script>two()</script><style>.a{color:red}</style></head><body></body></html>',
    );
    const options = applyContentSecurityPolicy(dir, undefined, {});
    expect(options.scriptHashes.sort()).toEqual([scriptHash('one()'), scriptHash('two()')].sort());
    expect(options.styleHashes).toContain(scriptHash('.a{color:red}'));
    expect(readFileSync(path.join(dir, 'index.html'), 'utf8')).toContain(
      `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(options)}">`,
    );
    expect(readFileSync(path.join(dir, '_headers'), 'utf8')).toBe(
      `/*\n  Content-Security-Policy: ${headerPolicy(options)}\n`,
    );
  });
});
