// What a built page loads on first load, read from its HTML: the JavaScript (every `<script src>`,
// every `<link rel=modulepreload|preload>` of a .js file, inline scripts and the scripts an inline loader
// lists in `data-scripts`) and the CSS (every
// `<link rel=stylesheet>` or style preload, and inline `<style>`), raw and gzip; and every script,
// stylesheet, font or image it would fetch from another host. Shared by tools/check-budgets.mjs,
// `npm run bench` and `npm run bench:search`.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SCRIPTS_ATTRIBUTE } from '../../plugins/scripts-after-paint/loader.mjs';
import { builtPages, htmlFileOf } from '../../plugins/shared/built-pages.mjs';
import { GZIP_LEVEL } from './budgets.mjs';

/**
 * An asset a page loads, with what loads it (`script`, `stylesheet`, `<img src>`…).
 * @typedef {{ what: string, url: string }} AssetRef
 * @typedef {ReturnType<typeof measureBuild>[number]} MeasuredPage
 */

/** @param {Buffer} buffer */
const gzipSize = (buffer) => gzipSync(buffer, { level: GZIP_LEVEL }).length;

// Per build folder: file → { raw, gzip }, so the files every page shares are compressed once.
/** @type {Map<string, { raw: number, gzip: number }>} */
const sizeCache = new Map();
/** @param {string} file */
function fileSize(file) {
  let size = sizeCache.get(file);
  if (!size) {
    const body = readFileSync(file);
    size = { raw: body.length, gzip: gzipSize(body) };
    sizeCache.set(file, size);
  }
  return size;
}

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:)?\/\//i;
/** @param {string} url */
const isExternal = (url) => EXTERNAL.test(url.trim()) && !/^(?:data|blob):/i.test(url.trim());

const ATTRIBUTE = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g;
/** @param {string} source */
function attributesOf(source) {
  /** @type {Record<string, string | undefined>} */
  const attributes = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    attributes[match[1].toLowerCase()] = (match[2] ?? match[3] ?? match[4] ?? '').replaceAll('&amp;', '&');
  }
  return attributes;
}

const BLOCK = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;
const TAG = /<(link|img|source|video|audio|track|iframe|embed|object|image|use|input)\b([^>]*)>/gi;
const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)|@import\s+(?:"([^"]*)"|'([^']*)')/gi;
// `<link rel>` values that make the browser fetch (or connect to) the href.
const FETCHING_RELS = new Set([
  'stylesheet',
  'preload',
  'modulepreload',
  'prefetch',
  'preconnect',
  'dns-prefetch',
  'icon',
  'apple-touch-icon',
  'mask-icon',
  'manifest',
]);
const NON_SCRIPT_TYPES = /^(?:application\/(?:ld\+)?json|importmap|speculationrules|text\/(?:template|x-template))$/i;

/** @param {string} css */
const cssUrls = (css) => Array.from(css.matchAll(CSS_URL), (m) => m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? '');
/** @param {string} [srcset] */
const srcsetUrls = (srcset = '') =>
  srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean);

/** @param {string} route */
export const langOf = (route) => (route === '/zh' || route.startsWith('/zh/') ? 'zh' : 'en');

/**
 * home, 404, overview (a page Rspress renders as an overview), or the section the page is in:
 * guide, config, api; anything else is 'other'.
 * @param {string} route
 * @param {string} html
 * @returns {string}
 */
export function pageTypeOf(route, html) {
  if (route === '/404') return '404';
  const path = route.replace(/^\/zh(?=\/|$)/, '') || '/';
  if (path === '/') return 'home';
  if (/class="[^"]*\brspress-overview\b/.test(html)) return 'overview';
  const section = path.split('/')[1];
  return ['guide', 'config', 'api'].includes(section) ? section : 'other';
}

/**
 * The first-load assets of one page. `js` and `css`: `files` (local paths as referenced), `inlineBytes`,
 * `rawBytes` and `gzipBytes` (files plus inline code; inline blocks gzip together). `external`: the
 * scripts, stylesheets, fonts and images referenced from another host, as `{ what, url }`.
 * `missing`: local assets the HTML loads that are not in the build.
 * @param {string} outDir
 * @param {string} htmlFile
 * @param {string} [html]
 */
export function pageAssets(outDir, htmlFile, html = readFileSync(htmlFile, 'utf8')) {
  const scripts = [];
  const styles = [];
  const inlineScripts = [];
  const inlineStyles = [];
  /** @type {AssetRef[]} */
  const external = [];
  /** @type {AssetRef[]} */
  const missing = [];
  /** @param {string} what @param {string | undefined} url */
  const note = (what, url) => {
    if (url && isExternal(url)) external.push({ what, url });
  };

  for (const [, tag, attrSource, body] of html.matchAll(BLOCK)) {
    const attributes = attributesOf(attrSource);
    if (tag.toLowerCase() === 'style') {
      inlineStyles.push(body);
      for (const url of cssUrls(body)) note('inline <style> url()', url);
    } else if (attributes.src !== undefined) {
      if (isExternal(attributes.src)) note('script', attributes.src);
      else scripts.push(attributes.src);
    } else if (!NON_SCRIPT_TYPES.test(attributes.type ?? '') && body.trim()) {
      inlineScripts.push(body);
      // The scripts an inline loader starts after the first paint (plugins/scripts-after-paint).
      for (const src of (attributes[SCRIPTS_ATTRIBUTE] ?? '').split(/\s+/).filter(Boolean)) {
        if (isExternal(src)) note('script', src);
        else scripts.push(src);
      }
    }
  }

  // Tags outside script and style blocks (whose text may contain anything).
  const markup = html.replace(BLOCK, '');
  for (const [, rawTag, attrSource] of markup.matchAll(TAG)) {
    const tag = rawTag.toLowerCase();
    const attributes = attributesOf(attrSource);
    if (attributes.style) for (const url of cssUrls(attributes.style)) note(`<${tag} style> url()`, url);
    if (tag === 'link') {
      const rels = (attributes.rel ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const href = attributes.href ?? '';
      if (!rels.some((rel) => FETCHING_RELS.has(rel))) continue;
      const kind = rels.includes('stylesheet') ? 'stylesheet' : `<link rel="${rels.join(' ')}">`;
      if (isExternal(href)) {
        note(kind, href);
        continue;
      }
      const path = href.split(/[?#]/)[0];
      if (
        rels.includes('stylesheet') ||
        (rels.includes('preload') && (attributes.as === 'style' || /\.css$/.test(path)))
      )
        styles.push(href);
      else if ((rels.includes('modulepreload') || rels.includes('preload')) && /\.m?js$/.test(path)) scripts.push(href);
      for (const url of srcsetUrls(attributes.imagesrcset)) note(`${kind} imagesrcset`, url);
    } else {
      for (const name of ['src', 'href', 'xlink:href', 'poster', 'data']) note(`<${tag} ${name}>`, attributes[name]);
      for (const url of srcsetUrls(attributes.srcset)) note(`<${tag} srcset>`, url);
    }
  }

  const pageDir = dirname(htmlFile);
  /** @param {string} url */
  const local = (url) => {
    const path = decodeURIComponent(url.split(/[?#]/)[0]);
    return path.startsWith('/') ? join(outDir, path) : join(pageDir, path);
  };
  /** @param {string[]} urls @param {string[]} inline @param {string} kind */
  const measure = (urls, inline, kind) => {
    const files = [...new Set(urls)];
    let rawBytes = 0;
    let gzipBytes = 0;
    for (const url of files) {
      const file = local(url);
      if (!existsSync(file)) {
        missing.push({ what: kind, url });
        continue;
      }
      const size = fileSize(file);
      rawBytes += size.raw;
      gzipBytes += size.gzip;
      if (kind === 'stylesheet') {
        for (const cssUrl of cssUrls(readFileSync(file, 'utf8'))) note(`url() in ${url}`, cssUrl);
      }
    }
    const inlineText = inline.join('\n');
    const inlineBytes = Buffer.byteLength(inlineText);
    if (inlineBytes > 0) {
      rawBytes += inlineBytes;
      gzipBytes += gzipSize(Buffer.from(inlineText));
    }
    return { files, inlineBytes, rawBytes, gzipBytes };
  };

  return {
    js: measure(scripts, inlineScripts, 'script'),
    css: measure(styles, inlineStyles, 'stylesheet'),
    external,
    missing,
  };
}

/**
 * First-load JavaScript of a built page by route: `{ files, rawBytes, gzipBytes }` (used by bench:search).
 * @param {string} outDir
 * @param {string} route
 */
export function firstLoadScripts(outDir, route) {
  const { js } = pageAssets(outDir, htmlFileOf(outDir, route));
  return { files: js.files.length, rawBytes: js.rawBytes, gzipBytes: js.gzipBytes };
}

/** Every page of a build with its route, language, type and first-load assets. @param {string} outDir */
export function measureBuild(outDir) {
  return builtPages(outDir).map(({ file, route }) => {
    const html = readFileSync(file, 'utf8');
    return { route, lang: langOf(route), type: pageTypeOf(route, html), ...pageAssets(outDir, file, html) };
  });
}
