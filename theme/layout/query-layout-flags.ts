import type { FrontMatterMeta } from '@rspress/core';

/** Layout parts a reader can switch off with `?part=0`, as front matter does with `part: false`. */
export const QUERY_LAYOUT_FLAGS = ['navbar', 'sidebar', 'outline', 'footer'] as const;

/**
 * Returns the front matter with every part named `=0` in the query string turned
 * off, or the same object when the query switches nothing off.
 */
export function applyQueryLayoutFlags(frontmatter: FrontMatterMeta, search: string): FrontMatterMeta {
  const query = new URLSearchParams(search);
  const switchedOff = QUERY_LAYOUT_FLAGS.filter((flag) => query.get(flag) === '0');
  if (switchedOff.length === 0) return frontmatter;
  const next: FrontMatterMeta = { ...frontmatter };
  for (const flag of switchedOff) next[flag] = false;
  return next;
}
