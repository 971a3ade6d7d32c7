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
export { outDirOf, PERFORMANCE_LAYER_VARIABLE, performanceLayerOn } from './switch.mjs';

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
