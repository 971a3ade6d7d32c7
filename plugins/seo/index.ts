// Rspress plugin: canonical URL, hreflang alternates, description, Open Graph and Twitter tags in every
// page's head (runtime/SeoHead.tsx), sitemap.xml and robots.txt. Every absolute URL starts with SITE_URL
// (build-time environment variable, default https://rstest.rs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RspressPlugin, UserConfig } from '@rspress/core';
import type { SeoImage } from './head';
import { writeRobotsTxt } from './robots';
import { sitemapPlugin } from './sitemap';
import { siteRootUrl, siteUrlFromEnv } from './urls';

/** docs/public/og-image.png, rendered from og-image.svg by tools/render-og-image.mjs. */
export const OG_IMAGE: SeoImage = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  type: 'image/png',
  alt: {
    en: 'Rstest: the testing framework powered by Rspack',
    zh: 'Rstest：基于 Rspack 的测试框架',
  },
};

const HEAD_COMPONENT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'runtime/SeoHead.tsx');

const localesOf = (config: UserConfig) => {
  const defaultLang = config.lang ?? 'en';
  const langs = config.locales?.map((locale) => locale.lang) ?? [defaultLang];
  return { langs, defaultLang };
};

export function pluginSeo({
  siteUrl = siteUrlFromEnv(process.env),
  image = OG_IMAGE,
}: {
  siteUrl?: string;
  image?: SeoImage;
} = {}): RspressPlugin {
  return {
    name: 'rstest-docs:seo',
    config(config, { addPlugin }) {
      addPlugin(sitemapPlugin(siteRootUrl(siteUrl, config.base), localesOf(config)));
      return config;
    },
    // The component adds the site's `base` itself (from the site data).
    globalUIComponents: [[HEAD_COMPONENT, { siteUrl, image }]],
    afterBuild(config, isProd) {
      if (!isProd) return;
      writeRobotsTxt(path.resolve(config.outDir ?? 'doc_build'), siteRootUrl(siteUrl, config.base));
    },
  };
}
