// sitemap.xml, written by the official @rspress/plugin-sitemap: one <url> per page of every language,
// `loc` = site root + route as the site serves it.
import type { RspressPlugin } from '@rspress/core';
import { pluginSitemap } from '@rspress/plugin-sitemap';
import { absoluteUrl, type LocaleOptions } from './urls';

/** The plugin ranks only `/` at priority 1.0; the other languages' home pages get the same. */
export function sitemapPlugin(siteRoot: string, { langs, defaultLang }: LocaleOptions): RspressPlugin {
  const homes = langs.filter((lang) => lang !== defaultLang).map((lang) => `/${lang}/`);
  return pluginSitemap({
    siteUrl: `${siteRoot}/`,
    customMaps: Object.fromEntries(
      homes.map((home) => [home, { loc: absoluteUrl(siteRoot, home), priority: '1.0', changefreq: 'monthly' }]),
    ),
  });
}
