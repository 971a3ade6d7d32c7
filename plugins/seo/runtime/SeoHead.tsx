// Rendered by Rspress beside every page (a global UI component): writes the page's SEO tags through unhead,
// so they are in the pre-rendered HTML and follow client-side navigation. Unhead keeps one tag per
// description, og:* and link (canonical, each hreflang). On a tie the tag registered last wins, and Rspress's
// layout registers its description, og:type, og:title and og:description after ours when the page's chunk
// hydrates late; so ours carry a higher priority and win in any order.
import { pathnameToRouteService, useHead, usePage, useSite } from '@rspress/core/runtime';
import { useMemo } from 'react';
import { type SeoImage, type SeoPage, seoHead } from '../head';
import { siteRootUrl } from '../urls';

const exists = (routePath: string) => Boolean(pathnameToRouteService(routePath));

export default function SeoHead({ siteUrl, image }: { siteUrl: string; image: SeoImage }) {
  const { page } = usePage();
  const { site } = useSite();
  const tags = useMemo(() => {
    if (!page?.routePath) return { link: [], meta: [] };
    return seoHead(page as SeoPage, site, { siteRoot: siteRootUrl(siteUrl, site.base), image, exists });
  }, [page, site, siteUrl, image]);
  useHead(tags, { tagPriority: 'high' });
  return null;
}
