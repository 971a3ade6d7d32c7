// Where each address of the official Rstest site (tests/fixtures/official-paths.txt, English paths; the
// same under /zh) lands on this site. Paths that our pages already live at map to themselves; the others
// become client-side redirects and, in the static build, small redirect pages (static-stubs.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Official paths whose topic lives elsewhere here, or under another name. A `#anchor` lands on a section. */
export const MOVED_PAGES: Record<string, string> = {
  '/api/javascript-api/reporter': '/config/test/reporters#custom-reporter',
  '/api/runtime-api/': '/api/',
  '/api/runtime-api/browser-mode/': '/api/browser-mode/locator',
  '/api/runtime-api/browser-mode/assertion': '/api/browser-mode/assertion',
  '/api/runtime-api/browser-mode/locator': '/api/browser-mode/locator',
  '/api/runtime-api/environment-variables': '/api/environment-variables',
  // The official blog announces releases; what changed between versions is on the upgrade page.
  '/blog/': '/guide/basic/upgrade-rstest',
  '/blog/announcing-0-10': '/guide/basic/upgrade-rstest',
  '/blog/announcing-0-11': '/guide/basic/upgrade-rstest',
  // The editor extension cannot be run here; the debugging guide says what to use in an editor instead.
  '/guide/basic/vscode-extension': '/guide/advanced/debugging#vs-code',
  '/guide/advanced/playwright': '/guide/advanced/browser-testing/',
  '/guide/browser-testing/': '/guide/advanced/browser-testing/',
  '/guide/browser-testing/framework-guides': '/guide/advanced/browser-testing/framework-guides',
  '/guide/browser-testing/getting-started': '/guide/advanced/browser-testing/getting-started',
  '/guide/browser-testing/user-interactions': '/guide/advanced/browser-testing/user-interactions',
  '/guide/debug/debugging': '/guide/advanced/debugging',
  '/guide/debug/profiling': '/guide/advanced/profiling',
  '/guide/debug/troubleshooting': '/guide/advanced/troubleshooting',
  '/guide/framework/more': '/guide/advanced/framework/more',
  '/guide/framework/react': '/guide/advanced/framework/react',
  '/guide/framework/vue': '/guide/advanced/framework/vue',
  '/guide/integration/adapters': '/guide/advanced/integration/adapters',
  '/guide/integration/rsbuild': '/guide/advanced/integration/rsbuild',
  '/guide/integration/rslib': '/guide/advanced/integration/rslib',
  '/guide/integration/rspack': '/guide/advanced/integration/rspack',
  '/guide/start/agent-install': '/guide/start/ai#add-rstest-with-an-agent',
  '/guide/start/agent-migrate': '/guide/start/ai#migrate-with-an-agent',
};

const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The docs file of a route, if there is one: `/config/` -> `config/index.mdx`. */
export function pageFileOf(docsDir: string, route: string): string | null {
  const clean = route.replace(/#.*$/, '').replace(/^\//, '');
  const candidates = clean === '' || clean.endsWith('/') ? [`${clean}index`] : [clean, `${clean}/index`];
  for (const candidate of candidates)
    for (const ext of ['.mdx', '.md']) {
      const file = path.join(docsDir, `${candidate}${ext}`);
      if (existsSync(file)) return file;
    }
  return null;
}

/**
 * Our page for an official path (English form): itself when a page lives there, a page moved from
 * `api/runtime-api/...` or renamed from kebab-case, else the table above; null when none is known.
 */
export function targetOf(docsEnDir: string, officialPath: string): string | null {
  if (officialPath in MOVED_PAGES) return MOVED_PAGES[officialPath];
  if (pageFileOf(docsEnDir, officialPath)) return officialPath;
  const moved = officialPath.replace(/^\/api\/runtime-api\//, '/api/');
  const renamed = moved.replace(/[^/]+$/, camel);
  return [moved, renamed].find((candidate) => pageFileOf(docsEnDir, candidate)) ?? null;
}

export type OfficialRedirect = { from: string; to: string };

/** Every official path that is not one of our pages, with where it goes; both languages. */
export function officialRedirects(docsEnDir: string, officialPaths: string[]): OfficialRedirect[] {
  return officialPaths.flatMap((from) => {
    const to = targetOf(docsEnDir, from);
    if (!to || to === from) return [];
    return [
      { from, to },
      { from: `/zh${from}`, to: `/zh${to}` },
    ];
  });
}

/** The official paths listed in a file, one per line. */
export const parsePathList = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('/'));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Client-side rules (for @rspress/plugin-client-redirects) for the same redirects: each matches its address
 * with or without `.html`, `/index` or a trailing slash, as our own routes do.
 */
export const clientRules = (redirects: OfficialRedirect[]) =>
  redirects.map(({ from, to }) => ({
    from: `^${escapeRegExp(from.replace(/\/$/, ''))}(/index)?(\\.html)?/?$`,
    to,
  }));
