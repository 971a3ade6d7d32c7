import '../rspress-internals';
import { useI18n, usePageData } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { AgentHint } from '../components/AgentHint';

/**
 * Rspress 2.0.22's 404 layout (SPEC 2.3), as a `<main>` landmark holding the hint for AI agents, and with
 * a home link named by its visible text ('Take me home'; Rspress labels it 'go to home', in English only).
 */
export function NotFoundLayout() {
  const { siteData, page } = usePageData();
  const t = useI18n();
  const defaultLang = siteData.lang;
  const defaultVersion = siteData.multiVersion.default;

  // A path with the site language's prefix lands on the path without it.
  if (defaultLang && typeof window !== 'undefined') {
    const prefix = new RegExp(`/${defaultLang}(\\/|$)`);
    if (prefix.test(location.pathname)) {
      window.location.replace(location.pathname.replace(prefix, '/'));
      return null;
    }
  }

  let root = '/';
  if (defaultVersion && page.version !== defaultVersion) root += `${page.version}/`;
  if (defaultLang && page.lang !== defaultLang) root += `${page.lang}/`;

  return (
    <main className="rp-not-found">
      <p className="rp-not-found__error-code">404</p>
      <h1 className="rp-not-found__title">{t('notFoundText')}</h1>
      <div className="rp-not-found__divider" />
      <div className="rp-not-found__action">
        <Link className="rp-not-found__home-link" href={root}>
          {t('takeMeHomeText')}
        </Link>
      </div>
      <AgentHint />
    </main>
  );
}
