import { describe, expect, test } from '@rstest/core';
import { findChromium, playwrightCacheCandidates } from '../../tools/find-chromium.mjs';

const noDirs = () => {
  throw new Error('ENOENT');
};

describe('findChromium', () => {
  test('prefers CHROME_PATH when it exists', () => {
    const exists = (file: string) => file === '/opt/chrome' || file === '/usr/bin/chromium';
    expect(findChromium({ env: { CHROME_PATH: '/opt/chrome' }, exists, listDir: noDirs, home: '/h' })).toBe(
      '/opt/chrome',
    );
  });

  test('fails loudly when CHROME_PATH is wrong', () => {
    expect(() =>
      findChromium({ env: { CHROME_PATH: '/nope' }, exists: () => false, listDir: noDirs, home: '/h' }),
    ).toThrow('CHROME_PATH points to /nope');
  });

  test('falls back to the system package', () => {
    const exists = (file: string) => file === '/usr/bin/chromium-browser';
    expect(findChromium({ env: {}, exists, listDir: noDirs, home: '/h' })).toBe('/usr/bin/chromium-browser');
  });

  test("then to the newest build in Playwright's cache", () => {
    const listDir = () => ['chromium-1100', 'ffmpeg-1009', 'chromium-1200'];
    const exists = (file: string) => file.endsWith('/chrome');
    expect(findChromium({ env: {}, exists, listDir, home: '/h' })).toBe(
      '/h/.cache/ms-playwright/chromium-1200/chrome-linux64/chrome',
    );
  });

  test('for the browser tests, a headless shell comes first: the system one, then the newest cached one', () => {
    const all = () => true;
    expect(findChromium({ env: {}, exists: all, listDir: noDirs, home: '/h', headlessShell: true })).toBe(
      '/usr/bin/chromium-headless-shell',
    );
    const listDir = () => ['chromium-1200', 'chromium_headless_shell-1100', 'chromium_headless_shell-1200'];
    const cachedOnly = (file: string) => file.startsWith('/h/');
    expect(findChromium({ env: {}, exists: cachedOnly, listDir, home: '/h', headlessShell: true })).toBe(
      '/h/.cache/ms-playwright/chromium_headless_shell-1200/chrome-headless-shell-linux64/chrome-headless-shell',
    );
    // Without one, a full browser.
    const fullOnly = (file: string) => file === '/usr/bin/chromium';
    expect(findChromium({ env: {}, exists: fullOnly, listDir: noDirs, home: '/h', headlessShell: true })).toBe(
      '/usr/bin/chromium',
    );
    // Other tools (Lighthouse) ask for a full browser.
    expect(findChromium({ env: {}, exists: all, listDir: noDirs, home: '/h' })).toBe('/usr/bin/chromium');
  });

  test('returns null when nothing is installed', () => {
    expect(findChromium({ env: {}, exists: () => false, listDir: noDirs, home: '/h' })).toBeNull();
  });
});

describe('playwrightCacheCandidates', () => {
  test('honours PLAYWRIGHT_BROWSERS_PATH-style custom folders and ignores other browsers', () => {
    const candidates = playwrightCacheCandidates('/cache', () => ['webkit-2000', 'chromium-7']);
    expect(candidates).toEqual(['/cache/chromium-7/chrome-linux64/chrome', '/cache/chromium-7/chrome-linux/chrome']);
  });
});
