import { PageContext, useLocation, useSite } from '@rspress/core/runtime';
import { type ReactNode, useContext, useLayoutEffect, useMemo, useState } from 'react';
import { afterPageHydrated } from '../../plugins/progressive-hydration/HydrateLater';
import { pageForRender } from './page-for-render';

/**
 * Wraps everything the app renders (Rspress's empty `Root` slot) to adjust the page
 * data: SPEC 2.3's query switches (`?navbar=0`, `?sidebar=0`, `?outline=0`,
 * `?footer=0`), and a 404 page that hydrates without a mismatch on
 * non-default-language paths. Both need the browser, so they apply after hydration.
 */
export function Root({ children }: { children?: ReactNode }) {
  const context = useContext(PageContext);
  const { site } = useSite();
  const { search } = useLocation();
  const [hydrated, setHydrated] = useState(false);
  // After the parts that hydrate late (plugins/progressive-hydration), which hydrate from the HTML as it is.
  // Layout effects: no timer or frame stands between hydration and these (Preact runs plain effects after
  // the next frame).
  useLayoutEffect(() => afterPageHydrated(() => setHydrated(true)), []);
  // `<html data-hydrated>`: the whole page answers input from now on (browser tests wait for it).
  useLayoutEffect(() => {
    if (hydrated) document.documentElement.setAttribute('data-hydrated', '');
  }, [hydrated]);

  const data = useMemo(
    () => context.data && pageForRender(context.data, { hydrated, defaultLang: site.lang, search }),
    [context.data, hydrated, search, site.lang],
  );
  // The same value when hydrating changed nothing: a new one would render the whole page again.
  const value = useMemo(() => (data === context.data ? context : { ...context, data }), [context, data]);

  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}
