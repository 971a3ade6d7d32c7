import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { COMPILE_HINT, takesCompileHint } from './hint.mjs';

/**
 * Marks the browser's scripts for eager compilation (hint.mjs). Nearly every function they hold runs while
 * a page loads or hydrates: the app's start-up, the theme, and the page's own chunk, whose sections hydrate
 * one after another. Compiled lazily, each function's first call stopped the main thread to compile it, a
 * large part of the tasks that hydrate a long page. Production builds only, after minifying (which would
 * drop the comment).
 */
export function pluginCompileHints(): RspressPlugin {
  const rsbuildPlugin: RsbuildPlugin = {
    name: 'rstest-docs:compile-hints',
    setup(api) {
      if (process.env.NODE_ENV !== 'production') return;
      api.processAssets({ stage: 'report', environments: ['web'] }, ({ assets, compilation, sources }) => {
        for (const name of Object.keys(assets)) {
          if (!takesCompileHint(name)) continue;
          compilation.updateAsset(name, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    },
  };
  return { name: 'rstest-docs:compile-hints', builderConfig: { plugins: [rsbuildPlugin] } };
}
