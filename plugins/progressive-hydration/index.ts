import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { rehypeHydrateLater } from './rehype-hydrate-later.mjs';

/**
 * Long pages hydrate in small tasks (HydrateLater.tsx): each top-level block of a page's content hydrates in
 * a task of its own after the rest of the page, instead of all in the one task that hydrates the page.
 */
export function pluginProgressiveHydration(): RspressPlugin {
  return {
    name: 'rstest-docs:progressive-hydration',
    markdown: {
      rehypePlugins: [rehypeHydrateLater],
      globalComponents: [path.join(import.meta.dirname, 'HydrateLater.tsx')],
    },
  };
}
