// The ports of the browser suite. `npm test` picks free ones once (pickFreePorts) and puts them in `E2E_PORTS`,
// which the fixture builds, Playwright and its workers inherit, so two checkouts can run it at the same time.
// Without `E2E_PORTS` (`npm run test:e2e` on its own) the suite uses fixed ports, as the fixture builds do.
import { spawnSync } from 'node:child_process';

export const PORT_NAMES = [
  'site',
  'flagsFixture',
  'localeNeverFixture',
  'searchDown',
  'searchFirst',
  'searchSecond',
  'reactBuild',
];
/** The ports without `E2E_PORTS`. */
export const DEFAULT_PORTS = [4174, 4175, 4179, 4176, 4177, 4178, 4180];

const PICK_FREE_PORTS = `
const net = require('node:net');
const servers = Array.from({ length: ${PORT_NAMES.length} }, () => net.createServer());
Promise.all(servers.map((server) => new Promise((resolve) => server.listen(0, '127.0.0.1', resolve)))).then(() => {
  process.stdout.write(servers.map((server) => server.address().port).join(','));
  for (const server of servers) server.close();
});`;

/**
 * Parses `E2E_PORTS`; throws naming the problem when it is not one port per name.
 * @param {string} text
 * @returns {Record<string, number>}
 */
export function parsePorts(text) {
  const ports = text.split(',').map((part) => Number(part.trim()));
  if (ports.length !== PORT_NAMES.length || ports.some((port) => !Number.isInteger(port) || port < 1 || port > 65535))
    throw new Error(
      `E2E_PORTS must be ${PORT_NAMES.length} comma-separated ports (${PORT_NAMES.join(', ')}), got "${text}"`,
    );
  return Object.fromEntries(PORT_NAMES.map((name, i) => [name, ports[i]]));
}

/** As many free ports as names, comma-separated (the default ports when the check fails). */
export function pickFreePorts() {
  const picked = spawnSync(process.execPath, ['-e', PICK_FREE_PORTS], { encoding: 'utf8' }).stdout;
  return new RegExp(`^\\d+(,\\d+){${PORT_NAMES.length - 1}}$`).test(picked ?? '') ? picked : DEFAULT_PORTS.join(',');
}

/**
 * The suite's ports, by name, from `env.E2E_PORTS` or the defaults.
 * @param {Record<string, string | undefined>} env
 * @returns {Record<string, number>}
 */
export const testPorts = (env = process.env) => parsePorts(env.E2E_PORTS || DEFAULT_PORTS.join(','));

/** `http://localhost:<port>` of a named port. @param {string} name @param {Record<string, string | undefined>} [env] */
export const localUrl = (name, env = process.env) => `http://localhost:${testPorts(env)[name]}`;
