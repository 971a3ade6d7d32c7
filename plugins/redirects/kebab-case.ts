import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export type RedirectRule = { from: string; to: string };

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page names (file names without extension) of one docs section, or none when it does not exist yet. */
function pageNames(docsDir: string, section: string) {
  const sectionDir = path.join(docsDir, section);
  if (!existsSync(sectionDir)) return [];
  return readdirSync(sectionDir)
    .filter((file) => /\.mdx?$/.test(file) && !file.startsWith('index.'))
    .map((file) => file.replace(/\.mdx?$/, ''))
    .sort();
}

/** A rule matching `/<from>` and `/zh/<from>`, with or without `.html` or a trailing slash. */
const rule = (from: string, to: string): RedirectRule => ({
  from: `^(/zh)?/${escapeRegExp(from)}(\\.html)?/?$`,
  to: `$1/${to}`,
});

/**
 * Redirects from the kebab-case form of every camelCase page in `section`
 * (`/config/test/test-timeout`) to the page (`/config/test/testTimeout`), in
 * both languages, so links written for other Rstest docs still land.
 */
export function kebabCaseRedirects(docsDir: string, section: string): RedirectRule[] {
  return pageNames(docsDir, section)
    .filter((name) => kebab(name) !== name)
    .map((name) => rule(`${section}/${kebab(name)}`, `${section}/${name}`));
}

/**
 * Redirects from a section's old location (`api/runtime-api/rstest`), in camelCase
 * and kebab-case, and from its old index, to the section (`api/rstest`).
 */
export function movedSectionRedirects(docsDir: string, section: string, oldSection: string): RedirectRule[] {
  const pages = pageNames(docsDir, section).flatMap((name) =>
    [...new Set([name, kebab(name)])].map((form) => rule(`${oldSection}/${form}`, `${section}/${name}`)),
  );
  return existsSync(path.join(docsDir, section)) ? [rule(oldSection, `${section}/`), ...pages] : [];
}
