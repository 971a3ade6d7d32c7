import type { RspressPlugin } from '@rspress/core';
import { pluginPreactInBrowser } from '../preact';
import { pluginProgressiveHydration } from '../progressive-hydration';
import { pluginScriptsAfterPaint } from '../scripts-after-paint';

/**
 * The build-time switch of the performance layer: Preact in the browser (plugins/preact), progressive
 * hydration (plugins/progressive-hydration) and scripts after the first paint (plugins/scripts-after-paint).
 * They stand or fall together: the hydration scheduler runs on Preact's internals, and the loader starts the
 * scripts that hydrate. `PERFORMANCE_LAYER=off npm run build` builds plain Rspress on React 19 into
 * `doc_build-react/`: no aliases, no hydration markers, and `HydrateLater` renders its children as they are.
 */
export const PERFORMANCE_LAYER_VARIABLE = 'PERFORMANCE_LAYER';

/** @param env the environment of the build */
export function performanceLayerOn(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env[PERFORMANCE_LAYER_VARIABLE];
  if (value === undefined || value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`${PERFORMANCE_LAYER_VARIABLE} must be "on" or "off", not "${value}"`);
}

/** Where a build goes: the React build beside the default one, so that both can be served at once. */
export const outDirOf = (on: boolean) => (on ? 'doc_build' : 'doc_build-react');

/**
 * The layer's plugins in the two places the site's plugin list needs them (the browser runtime first; the
 * hydration steps after the code-token plugin, whose blocks their rehype step must see), and the constant
 * `HydrateLater` reads.
 */
export function performanceLayer(on: boolean) {
  return {
    browserRuntime: on ? [pluginPreactInBrowser()] : ([] as RspressPlugin[]),
    hydration: on ? [pluginProgressiveHydration(), pluginScriptsAfterPaint()] : ([] as RspressPlugin[]),
    define: { __PROGRESSIVE_HYDRATION__: JSON.stringify(on) },
  };
}
