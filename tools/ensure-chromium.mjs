// Makes sure the browser tests have a Chromium: its headless shell when it can (Debian's
// `chromium-headless-shell`, installed as root on Debian), else a full Chromium it finds or
// installs (Debian's package, or Playwright's download), or stops with one line.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findChromium } from './find-chromium.mjs';

const INSTRUCTION =
  'No Chromium found: install it (Debian: `sudo apt-get install chromium`) or set CHROME_PATH to a Chromium or Chrome executable.';

/**
 * @param {string} command
 * @param {string[]} args
 */
function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  return (
    spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
      .status === 0
  );
}

const canUseApt = () => process.getuid?.() === 0 && existsSync('/etc/debian_version');
/** @param {string} pkg */
const aptInstall = (pkg) => run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', pkg]);
/** @param {string} file */
const isShell = (file) => /headless[-_]shell/.test(file);

export function ensureChromium() {
  const found = findChromium({ headlessShell: true });
  if (found && (isShell(found) || process.env.CHROME_PATH)) return found;
  if (canUseApt()) {
    console.log("Installing Chromium's headless shell for the browser tests.");
    aptInstall('chromium-headless-shell');
  }
  if (found) return findChromium({ headlessShell: true }) ?? found;
  console.log('No Chromium found; installing one for the browser tests.');
  if (!(canUseApt() && aptInstall('chromium'))) run('npx', ['playwright', 'install', 'chromium']);
  const installed = findChromium({ headlessShell: true });
  if (!installed) {
    console.error(INSTRUCTION);
    process.exit(1);
  }
  return installed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`Chromium: ${ensureChromium()}`);
}
