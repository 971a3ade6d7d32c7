// Rspress plugin: after a production build, every page carries the site's Content-Security-Policy as a
// `<meta>` (for hosts that send no headers), and `_headers` holds it as a header for hosts that read that
// file (Netlify, Cloudflare Pages); `npm start` (tools/serve.mjs) sends it from there too. Listed last,
// so it sees the HTML every other plugin has finished.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { type HostedSearchOptions, hostedFromEnv } from '../search';
import { writeFileAtomic } from '../shared/write-file-atomic.mjs';
import {
  headerPolicy,
  inlineScripts,
  inlineStyles,
  metaPolicy,
  type PolicyOptions,
  renderedStyles,
  scriptHash,
  searchOrigins,
  withPolicyMeta,
} from './policy';

/** The `<style>` elements DocSearch renders (its footer's Algolia logo), read from the installed package. */
export function docSearchStyles(): string[] {
  const entry = createRequire(import.meta.url).resolve('@docsearch/react');
  const dir = path.dirname(entry);
  const texts = readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) => renderedStyles(readFileSync(path.join(dir, file), 'utf8')));
  return [...new Set(texts)];
}

/**
 * The `<style>` elements Rspress's theme adds at run time (the mobile menu's `:root` rule while it is open):
 * the `const style = "…"` of each theme module that creates a style element.
 */
export function rspressStyles(): string[] {
  const theme = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@rspress/core/package.json')),
    'dist/theme',
  );
  const texts = readdirSync(theme, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(theme, file), 'utf8'))
    .filter((source) => source.includes("document.createElement('style')"))
    .flatMap((source) =>
      Array.from(
        source.matchAll(/const style = "((?:[^"\\]|\\.)*)"/g),
        ([, text]) => JSON.parse(`"${text}"`) as string,
      ),
    );
  return [...new Set(texts)];
}

const htmlFilesOf = (outDir: string) =>
  readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.split(path.sep).includes('static'))
    .map((file) => path.join(outDir, file));

/** Writes the policy into every page and `_headers`; returns the options it was built from. */
export function applyContentSecurityPolicy(
  outDir: string,
  hosted: HostedSearchOptions | undefined,
  env: NodeJS.ProcessEnv = process.env,
): PolicyOptions {
  const files = htmlFilesOf(outDir);
  const pages = files.map((file) => ({ file, html: readFileSync(file, 'utf8') }));
  const options: PolicyOptions = {
    scriptHashes: pages.flatMap(({ html }) => inlineScripts(html).map(scriptHash)),
    connectOrigins: searchOrigins(hosted),
    imageOrigins: env.ECOSYSTEM_ASSET_BASE ? [new URL(env.ECOSYSTEM_ASSET_BASE).origin] : [],
    styleHashes: [...docSearchStyles(), ...rspressStyles(), ...pages.flatMap(({ html }) => inlineStyles(html))].map(
      scriptHash,
    ),
  };
  const meta = metaPolicy(options);
  for (const { file, html } of pages) writeFileAtomic(file, withPolicyMeta(html, meta));
  writeFileSync(path.join(outDir, '_headers'), `/*\n  Content-Security-Policy: ${headerPolicy(options)}\n`);
  return options;
}

/** `hosted`: the search hosts of a hosted-search build (the same as pluginSearch's). */
export function pluginContentSecurityPolicy({
  hosted = hostedFromEnv(),
}: {
  hosted?: HostedSearchOptions;
} = {}): RspressPlugin {
  return {
    name: 'rstest-docs:content-security-policy',
    afterBuild(config, isProd) {
      if (isProd) applyContentSecurityPolicy(path.resolve(config.outDir ?? 'doc_build'), hosted);
    },
  };
}
