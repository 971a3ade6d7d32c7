import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { loaderOf } from './loader.mjs';

/**
 * Pages paint before their JavaScript runs. Rspress loads the app with deferred scripts, which run when
 * parsing ends, often before the first paint, so a page's text waited for about 110 KB of script to download,
 * compile and hydrate. Here one inline script starts those scripts, in order, once the page is parsed and
 * painted (loader.mjs): the pre-rendered page shows at once and becomes interactive right after. Production builds only;
 * `rspress dev` renders in the browser and needs its scripts at once.
 */
export function pluginScriptsAfterPaint(): RspressPlugin {
  const rsbuildPlugin: RsbuildPlugin = {
    name: 'rstest-docs:scripts-after-paint',
    setup(api) {
      api.modifyHTMLTags(({ headTags, bodyTags }, { environment }) => {
        if (environment.name !== 'web' || process.env.NODE_ENV !== 'production') return { headTags, bodyTags };
        const deferred = headTags.filter(
          (tag) => tag.tag === 'script' && typeof tag.attrs?.src === 'string' && tag.attrs.defer,
        );
        if (deferred.length === 0) return { headTags, bodyTags };
        const loader = loaderOf(deferred.map((tag) => String(tag.attrs?.src)));
        return { headTags: [...headTags.filter((tag) => !deferred.includes(tag)), loader], bodyTags };
      });
    },
  };
  return { name: 'rstest-docs:scripts-after-paint', builderConfig: { plugins: [rsbuildPlugin] } };
}
