// Why `npm ci` would reject a lockfile: package.json and the lockfile's root entry disagree, or a pinned
// dependency is locked at another version, or a platform's optional binary is missing.

const SECTIONS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'];

/** @typedef {{ [path: string]: any }} LockPackages the lockfile's `packages` (parsed JSON) */

/**
 * The differences between package.json and package-lock.json, one sentence each (empty when in sync).
 * @param {{ [key: string]: any }} pkg package.json
 * @param {{ packages?: LockPackages }} lock package-lock.json
 * @returns {string[]}
 */
export function lockfileProblems(pkg, lock) {
  const problems = [];
  const root = lock.packages?.[''];
  if (!root) return ['the lockfile has no root package entry (lockfileVersion 2 or later is needed)'];
  for (const section of SECTIONS) {
    const wanted = pkg[section] ?? {};
    const locked = root[section] ?? {};
    for (const [name, range] of Object.entries(wanted)) {
      if (locked[name] !== range)
        problems.push(
          `${section}.${name} is "${range}" in package.json but "${locked[name] ?? 'absent'}" in the lockfile`,
        );
      // `lock.packages` is there: it holds the root entry.
      const entry = /** @type {LockPackages} */ (lock.packages)[`node_modules/${name}`];
      if (section !== 'peerDependencies' && /^\d+\.\d+\.\d+$/.test(range) && entry?.version !== range)
        problems.push(`${name} is pinned to ${range} but the lockfile installs ${entry?.version ?? 'nothing'}`);
    }
    for (const name of Object.keys(locked))
      if (!(name in wanted)) problems.push(`${section}.${name} is in the lockfile but not in package.json`);
  }
  for (const [where, entry] of Object.entries(/** @type {LockPackages} */ (lock.packages))) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      const nested = `${where ? `${where}/` : ''}node_modules/${name}`;
      if (
        !(/** @type {LockPackages} */ (lock.packages)[nested]) &&
        !(/** @type {LockPackages} */ (lock.packages)[`node_modules/${name}`])
      )
        problems.push(`${where || 'the root'} has the optional dependency ${name}, which the lockfile does not list`);
    }
  }
  return problems;
}
