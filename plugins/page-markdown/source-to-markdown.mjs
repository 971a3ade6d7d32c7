// The Markdown of a doc page, written from its MDX source: what 'Copy Markdown' copies and what
// llms-full.txt bundles. The site's pages use a small set of MDX: ESM imports of theme components,
// <Tabs>/<Tab label>, <PackageManagerTabs command> and heading ids. Each becomes plain Markdown;
// anything else in JSX fails the build with the page and line, so no page ships half-converted.

const FENCE = /^\s*(`{3,}|~{3,})/;
const FRONTMATTER = /^---\r?\n[\s\S]*?\r?\n---\r?\n/;
const IMPORT = /^import\s.+\sfrom\s+['"][^'"]+['"];?\s*$/;
const TABS_LINE = /^\s*<\/?Tabs>\s*$|^\s*<\/Tab>\s*$/;
const TAB_OPEN = /^\s*<Tab\s+label="([^"]*)"\s*>\s*$/;
const PACKAGE_MANAGER_TABS = /^\s*<PackageManagerTabs\s+command="([^"]+)"\s*\/>\s*$/;
const HEADING_ID = /^(#{1,6}\s.*?)\s*\\?\{#[\w-]+\}\s*$/;
const JSX_LINE = /^\s*<\/?[A-Z]/;
const ROOT_LINK = /\]\((\/[^)\s#]*)(#[^)\s]*)?\)/g;

/**
 * One `sh` block per package manager, as Rspress's PackageManagerTabs shows them (its `command` form).
 * @param {string} command
 */
export function packageManagerBlocks(command) {
  const [verb, ...rest] = command.split(' ');
  const args = rest.join(' ');
  const added = verb === 'install' && rest.length > 0 ? 'add' : verb;
  const denoArgs = rest.map((arg) => (arg.startsWith('-') || arg.includes(':') ? arg : `npm:${arg}`)).join(' ');
  const lines = [
    ['npm', `npm ${command}`],
    ['yarn', `yarn ${added} ${args}`],
    ['pnpm', `pnpm ${added} ${args}`],
    ['bun', `bun ${added} ${args}`],
    ['deno', `deno ${added} ${denoArgs}`],
  ];
  return lines.map(([manager, line]) => `\`\`\`sh [${manager}]\n${line.trim()}\n\`\`\``).join('\n\n');
}

/**
 * A root-relative link to a page of the site as the link to that page's Markdown:
 * `/config/test/retry#x` → `/config/test/retry.md#x`, `/guide/start/` → `/guide/start/index.md`.
 * Links to anything else (images, files) stay as they are.
 * @param {string} path
 * @param {(path: string) => boolean} isRoute
 * @returns {string}
 */
export function markdownLink(path, isRoute) {
  if (!isRoute(path)) return path;
  return path.endsWith('/') ? `${path}index.md` : `${path}.md`;
}

/**
 * @param {string} source the page's .md/.mdx file
 * @param {{ file: string, link: (path: string) => string }} context `link` writes a root-relative link
 *   (markdownLink, with the site's base)
 * @returns {string} the page as Markdown, without front matter
 */
export function sourceToMarkdown(source, { file, link }) {
  const lines = source.replace(FRONTMATTER, '').split(/\r?\n/);
  const out = [];
  let fence = null;
  for (const [index, line] of lines.entries()) {
    const marker = FENCE.exec(line)?.[1];
    if (fence) {
      out.push(line);
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
      continue;
    }
    if (marker) {
      fence = marker;
      out.push(line);
      continue;
    }
    if (IMPORT.test(line) || TABS_LINE.test(line)) continue;
    const tab = TAB_OPEN.exec(line);
    if (tab) {
      out.push(`**${tab[1]}**`);
      continue;
    }
    const packageManager = PACKAGE_MANAGER_TABS.exec(line);
    if (packageManager) {
      out.push(packageManagerBlocks(packageManager[1]));
      continue;
    }
    if (JSX_LINE.test(line) || /^\s*export\s/.test(line) || /^\s*import\s/.test(line)) {
      throw new Error(`${file}:${index + 1}: no Markdown form for this MDX: ${line.trim()}`);
    }
    const heading = HEADING_ID.exec(line);
    const text = heading ? heading[1] : line;
    out.push(text.replace(ROOT_LINK, (_, path, hash = '') => `](${link(path)}${hash})`));
  }
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
