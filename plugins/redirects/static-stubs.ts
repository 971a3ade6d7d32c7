// Redirect pages for the static build: a tiny HTML file at each old address, so a reader lands on the
// new page before anything else paints, on any static host, with or without JavaScript.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { absoluteUrl, siteRootUrl, siteUrlFromEnv } from '../seo/urls';
import type { OfficialRedirect } from './official-paths';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The file that a static host serves for `from`: `/a/b` -> `a/b.html`, `/a/` -> `a/index.html`. */
export const stubFileOf = (from: string) =>
  from.endsWith('/') ? `${from.slice(1)}index.html` : `${from.slice(1)}.html`;

/** The redirect page for one address; `to` may carry a `#section`. */
export function redirectStubHtml(to: string, siteRoot: string): string {
  const zh = to.startsWith('/zh/');
  const [route, hash = ''] = to.split('#');
  const href = `${route}${hash ? `#${hash}` : ''}`;
  const canonical = absoluteUrl(siteRoot, route);
  const text = zh ? '此页面已移至' : 'This page has moved to';
  return `<!doctype html>
<html lang="${zh ? 'zh' : 'en'}">
<head>
<meta charset="utf-8">
<title>${zh ? '页面已移动' : 'Page moved'}</title>
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${escapeHtml(href)}">
<link rel="canonical" href="${escapeHtml(canonical)}">
</head>
<body>
<p>${text} <a href="${escapeHtml(href)}">${escapeHtml(href)}</a>${zh ? '。' : '.'}</p>
</body>
</html>
`;
}

/** Writes a redirect page for every rule into `outDir`; an address that a page of the site owns is an error. */
export function writeRedirectStubs(outDir: string, redirects: OfficialRedirect[], siteRoot: string) {
  for (const { from, to } of redirects) {
    const file = path.join(outDir, stubFileOf(from));
    if (existsSync(file)) throw new Error(`redirect ${from} -> ${to}: ${file} is a page of the site`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, redirectStubHtml(to, siteRoot));
  }
}

/** The Rspress plugin: writes the redirect pages after a production build. */
export function pluginRedirectStubs(redirects: OfficialRedirect[]): RspressPlugin {
  return {
    name: 'rstest-docs:redirect-stubs',
    afterBuild(config, isProd) {
      if (!isProd) return;
      const siteRoot = siteRootUrl(siteUrlFromEnv(process.env), config.base);
      writeRedirectStubs(path.resolve(config.outDir ?? 'doc_build'), redirects, siteRoot);
    },
  };
}
