// The site's Content-Security-Policy: a documentation site runs no third-party code, and says so. Plain
// functions, shared by the build step (index.ts) and the tests.
import { createHash } from 'node:crypto';

export type PolicyOptions = {
  /** Hashes (`sha256-…`) of the inline scripts the pages carry: the loader, the theme and language bootstraps. */
  scriptHashes: string[];
  /** Origins the hosted search queries, besides the site itself. */
  connectOrigins?: string[];
  /** Origins images may come from besides the site (`ECOSYSTEM_ASSET_BASE`). */
  imageOrigins?: string[];
  /** Hashes of the `<style>` elements components render (DocSearch's Algolia logo carries one). */
  styleHashes?: string[];
};

/** `sha256-…` of an inline script's or style's text, as CSP hashes it. */
export const scriptHash = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** The policy as directives, in order. */
export function policyDirectives({
  scriptHashes,
  connectOrigins = [],
  imageOrigins = [],
  styleHashes = [],
}: PolicyOptions) {
  const quoted = (hashes: string[]) => [...new Set(hashes)].sort().map((hash) => `'${hash}'`);
  const hashes = quoted(scriptHashes);
  return [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashes],
    ['style-src', "'self'", ...quoted(styleHashes)],
    // React writes a few style attributes into the pre-rendered HTML (a grid transition, a scale); no
    // style element or stylesheet from elsewhere is allowed.
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...imageOrigins],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...connectOrigins],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
}

const join = (directives: string[][]) => directives.map((parts) => parts.join(' ')).join('; ');

/** The policy as a response header sends it. */
export const headerPolicy = (options: PolicyOptions) => join(policyDirectives(options));

/** The policy for a `<meta>` element, which browsers refuse `frame-ancestors` in. */
export const metaPolicy = (options: PolicyOptions) =>
  join(policyDirectives(options).filter(([name]) => name !== 'frame-ancestors'));

/** The origins Algolia's client queries for an application, or the configured hosts' origins. */
export function searchOrigins(hosted: { appId: string; hosts?: string[] } | undefined): string[] {
  if (!hosted) return [];
  if (hosted.hosts && hosted.hosts.length > 0) return [...new Set(hosted.hosts.map((host) => new URL(host).origin))];
  const { appId } = hosted;
  return [
    `https://${appId}-dsn.algolia.net`,
    `https://${appId}.algolia.net`,
    ...[1, 2, 3].map((n) => `https://${appId}-${n}.algolianet.com`),
  ];
}

/** The texts of the `<style>` elements a compiled component renders (`createElement("style",null,"…")`). */
export const renderedStyles = (source: string) =>
  Array.from(
    source.matchAll(/createElement\("style",\s*null,\s*"((?:[^"\\]|\\.)*)"\)/g),
    ([, text]) => JSON.parse(`"${text}"`) as string,
  );

/** Inline scripts (no `src`) of a page's HTML. */
export const inlineScripts = (html: string) =>
  Array.from(html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g))
    .filter(([, attributes]) => !/\bsrc\s*=/.test(attributes))
    .map(([, , body]) => body);

/** Texts of a page's `<style>` elements (the home layout pre-renders one). */
export const inlineStyles = (html: string) =>
  Array.from(html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g), ([, body]) => body);

/** The page with the policy's `<meta>` first in its head, before any script runs. */
export function withPolicyMeta(html: string, policy: string) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}">`;
  return html.replace(/<head([^>]*)>/, (head) => `${head}${meta}`);
}
