import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export type RedirectRule = { from: string; to: string };

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Redirects from the kebab-case form of every camelCase page in `section`
 * (`/config/test/test-timeout`) to the page (`/config/test/testTimeout`), in
 * both languages and with or without `.html` or a trailing slash, so links
 * written for other Rstest docs still land.
 */
export function kebabCaseRedirects(docsDir: string, section: string): RedirectRule[] {
  const sectionDir = path.join(docsDir, section);
  if (!existsSync(sectionDir)) return [];
  const pages = readdirSync(sectionDir)
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => file.replace(/\.mdx?$/, ''))
    .filter((name) => kebab(name) !== name)
    .sort();
  return pages.map((name) => ({
    from: `^(/zh)?/${escapeRegExp(section)}/${escapeRegExp(kebab(name))}(\\.html)?/?$`,
    to: `$1/${section}/${name}`,
  }));
}
