import type { FrontMatterMeta } from '@rspress/core';
import { applyQueryLayoutFlags } from './query-layout-flags';

type PageLike = { lang?: string; pageType?: string; description?: string; frontmatter?: FrontMatterMeta };

/**
 * The page data to render with. Before hydration it must match the static HTML:
 * there is a single `404.html`, pre-rendered in the site's default language, so a
 * 404 on a `/zh/` path renders in that language first and switches after
 * hydration. After hydration, the query string's layout switches apply.
 */
export function pageForRender<Page extends PageLike>(
  page: Page,
  { hydrated, defaultLang, search }: { hydrated: boolean; defaultLang: string; search: string },
): Page {
  page = withDescription(page);
  if (!hydrated) {
    return page.pageType === '404' && page.lang !== defaultLang ? { ...page, lang: defaultLang } : page;
  }
  const frontmatter = applyQueryLayoutFlags(page.frontmatter ?? {}, search);
  return frontmatter === page.frontmatter ? page : { ...page, frontmatter };
}

const described = new WeakMap<object, object>();

/**
 * plugins/page-data drops a description that only repeats the front matter's from the site-wide page list;
 * this puts it back. One object per page: when hydration changes nothing else, the page renders from the
 * same object, so nothing that reads it renders again.
 */
function withDescription<Page extends PageLike>(page: Page): Page {
  if (page.description !== undefined || typeof page.frontmatter?.description !== 'string') return page;
  let copy = described.get(page) as Page | undefined;
  if (!copy) {
    copy = { ...page, description: page.frontmatter.description };
    described.set(page, copy);
  }
  return copy;
}
