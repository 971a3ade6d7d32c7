import { PageContext, useLocation } from '@rspress/core/runtime';
import { Layout as BaseLayout } from '@rspress/core/theme-original';
import { type ComponentProps, useContext, useEffect, useMemo, useState } from 'react';
import { applyQueryLayoutFlags } from './query-layout-flags';

/**
 * The default layout, plus SPEC 2.3's query switches (`?navbar=0`, `?sidebar=0`,
 * `?outline=0`, `?footer=0`). They apply after hydration because the static HTML
 * cannot know the query string.
 */
export function Layout(props: ComponentProps<typeof BaseLayout>) {
  const context = useContext(PageContext);
  const { search } = useLocation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const value = useMemo(() => {
    if (!hydrated || !context.data) return context;
    const frontmatter = applyQueryLayoutFlags(context.data.frontmatter ?? {}, search);
    if (frontmatter === context.data.frontmatter) return context;
    return { ...context, data: { ...context.data, frontmatter } };
  }, [context, hydrated, search]);

  return (
    <PageContext.Provider value={value}>
      <BaseLayout {...props} />
    </PageContext.Provider>
  );
}
