// Rspress plugin: replaces the built-in search with the DocSearch modal (theme/components/
// Search) over an index written after the build, or over hosted Algolia when configured.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin, UserConfig } from '@rspress/core';
import { INDEX_FOLDER, writeSearchIndexes } from './build-index.mjs';
import type { SearchConfig } from './runtime/config';

export interface HostedSearchOptions {
  appId: string;
  /** A search-only key: it ships to every reader. */
  apiKey: string;
  indexName: string;
  /** Hosts to query instead of Algolia's (a proxy; the tests' stand-in server). */
  hosts?: string[];
}

/** Hosted mode when ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME are all set. */
export function hostedFromEnv(env: NodeJS.ProcessEnv = process.env): HostedSearchOptions | undefined {
  const { ALGOLIA_APP_ID: appId, ALGOLIA_SEARCH_API_KEY: apiKey, ALGOLIA_INDEX_NAME: indexName } = env;
  if (!appId || !apiKey || !indexName) return undefined;
  const hosts = (env.ALGOLIA_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean);
  return { appId, apiKey, indexName, hosts };
}

const outDirOf = (config: UserConfig) => path.resolve(config.outDir ?? 'doc_build');
const langsOf = (config: UserConfig) => config.locales?.map((locale) => locale.lang) ?? [config.lang ?? 'en'];

export function pluginSearch({ hosted = hostedFromEnv() }: { hosted?: HostedSearchOptions } = {}): RspressPlugin {
  const runtimeConfig: SearchConfig = hosted
    ? { mode: 'hosted', ...hosted, hosts: hosted.hosts ?? [] }
    : { mode: 'embedded' };
  const searchHost = hosted && (hosted.hosts?.[0] ?? `https://${hosted.appId}-dsn.algolia.net`);
  let outDir = '';

  return {
    name: 'rstest-docs:search',
    config(config) {
      outDir = outDirOf(config);
      return { ...config, search: false };
    },
    builderConfig: {
      source: { define: { __SEARCH_CONFIG__: JSON.stringify(runtimeConfig) } },
      html: searchHost
        ? { tags: [{ tag: 'link', attrs: { rel: 'preconnect', href: new URL(searchHost).origin, crossorigin: '' } }] }
        : {},
      dev: {
        // `rspress dev` builds no index: serve the last production build's, when there is one.
        setupMiddlewares: [
          (middlewares) => {
            middlewares.unshift((req, res, next) => {
              // An index file (`/search/en.json`) or a page's text file (`/search/en/<hash>.json`).
              const match = /^\/search\/([\w-]+(?:\/[\w-]+)?)\.json$/.exec(req.url?.split('?')[0] ?? '');
              const file = match && path.join(outDir, INDEX_FOLDER, `${match[1]}.json`);
              if (!file || !existsSync(file)) return next();
              res.setHeader('Content-Type', 'application/json');
              res.end(readFileSync(file));
            });
          },
        ],
      },
    },
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const written = await writeSearchIndexes({
        outDir: outDirOf(config),
        langs: langsOf(config),
        defaultLang: config.lang ?? 'en',
        siteTitle: config.title ?? '',
        base: config.base ?? '/',
      });
      // Rspress writes its own index even with its search off; nothing reads it.
      const staticDir = path.join(outDirOf(config), 'static');
      for (const file of readdirSync(staticDir)) {
        if (/^search_index\..*\.json$/.test(file)) rmSync(path.join(staticDir, file));
      }
      for (const { lang, pages, bytes, textFiles, textBytes } of written) {
        const kb = (count: number) => `${(count / 1024).toFixed(0)} KB`;
        console.log(`search index ${lang}: ${pages} pages, ${kb(bytes)}; ${textFiles} text files, ${kb(textBytes)}`);
      }
    },
  };
}
