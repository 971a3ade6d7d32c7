import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { rehypeMarkPageEnd } from './rehype-mark-page-end.mjs';

/**
 * Long pages skip the layout of the blocks far from the viewport (offscreen-content.css), except those of
 * the page's end, which rehype-mark-page-end.mjs marks.
 */
export function pluginOffscreenContent(): RspressPlugin {
  return {
    name: 'rstest-docs:offscreen-content',
    globalStyles: path.join(import.meta.dirname, 'offscreen-content.css'),
    markdown: { rehypePlugins: [rehypeMarkPageEnd] },
  };
}
