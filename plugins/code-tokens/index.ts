import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { siteShikiTransformers, UNLIMITED_TOKENIZING } from './compact-tokens.mjs';
import { highlightCache } from './highlight-cache.mjs';
import { rehypeCodeHtml } from './rehype-code-html.mjs';

/**
 * Highlighted code as plain text plus short token classes (see compact-tokens.mjs), with the classes'
 * colours; each distinct sample is highlighted once per build (highlight-cache.mjs) and reaches the
 * browser as an HTML string (rehype-code-html.mjs).
 */
export function pluginCompactCodeTokens(): RspressPlugin {
  return {
    name: 'rstest-docs:compact-code-tokens',
    globalStyles: path.join(import.meta.dirname, 'code-tokens.css'),
    // Before plugins/progressive-hydration turns sections into render functions (plugin order).
    markdown: { rehypePlugins: [rehypeCodeHtml] },
    config(config) {
      const shiki = config.markdown?.shiki ?? {};
      const cache = highlightCache();
      return {
        ...config,
        markdown: {
          ...config.markdown,
          shiki: {
            ...shiki,
            ...UNLIMITED_TOKENIZING,
            cache,
            transformers: [...(shiki.transformers ?? []), ...siteShikiTransformers()],
          },
        },
      };
    },
  };
}
