// The performance layer's build-time switch, without its plugins: the browser tests and the bench read where
// each build goes from here (index.ts has the plugins).

export const PERFORMANCE_LAYER_VARIABLE = 'PERFORMANCE_LAYER';

/**
 * Whether the layer is on: unless the build's environment says `PERFORMANCE_LAYER=off`.
 * @param {NodeJS.ProcessEnv} [env] the environment of the build
 * @returns {boolean}
 */
export function performanceLayerOn(env = process.env) {
  const value = env[PERFORMANCE_LAYER_VARIABLE];
  if (value === undefined || value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`${PERFORMANCE_LAYER_VARIABLE} must be "on" or "off", not "${value}"`);
}

/**
 * Where a build goes: the React build beside the default one, so that both can be served at once.
 * @param {boolean} on
 */
export const outDirOf = (on) => (on ? 'doc_build' : 'doc_build-react');
