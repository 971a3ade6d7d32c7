import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { writeFileAtomic } from '../shared/write-file-atomic.mjs';
import { markersToComments } from './markers.mjs';
import { rehypeHydrateLater } from './rehype-hydrate-later.mjs';

/**
 * Long pages hydrate in small tasks (HydrateLater.tsx): each section of a page's content (and the parts of the
 * layout the theme wraps) hydrates in a task of its own after the rest of the page, instead of all in the one
 * task that hydrates the page.
 */
export function pluginProgressiveHydration(): RspressPlugin {
  return {
    name: 'rstest-docs:progressive-hydration',
    markdown: {
      rehypePlugins: [rehypeHydrateLater],
      globalComponents: [path.join(import.meta.dirname, 'HydrateLater.tsx')],
    },
    afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
        const file = path.join(entry.parentPath, entry.name);
        const html = readFileSync(file, 'utf8');
        const withComments = markersToComments(html);
        if (withComments !== html) writeFileAtomic(file, withComments);
      }
    },
  };
}
