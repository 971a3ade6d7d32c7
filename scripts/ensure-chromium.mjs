// Makes sure the browser tests have a Chromium: finds one, or installs Debian's
// package (as root on Debian), or Playwright's download, or stops with one line.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findChromium } from './find-chromium.mjs';

const INSTRUCTION =
  'No Chromium found: install it (Debian: `sudo apt-get install chromium`) or set CHROME_PATH to a Chromium or Chrome executable.';

function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  return (
    spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
      .status === 0
  );
}

function install() {
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    return run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', 'chromium']);
  }
  return run('npx', ['playwright', 'install', 'chromium']);
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  console.log('No Chromium found; installing one for the browser tests.');
  install();
  const installed = findChromium();
  if (!installed) {
    console.error(INSTRUCTION);
    process.exit(1);
  }
  return installed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`Chromium: ${ensureChromium()}`);
}
