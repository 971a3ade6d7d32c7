import { useFrontmatter, useI18n, useLang } from '@rspress/core/runtime';
import {
  DocContent,
  DocFooter,
  type DocLayoutProps,
  Outline,
  Overview,
  useWatchToc,
} from '@rspress/core/theme-original';
import type { ReactNode, Ref } from 'react';
import HydrateLater from '../../plugins/progressive-hydration/HydrateLater';
import { a11yTexts } from '../a11y-texts';
import { AgentHint } from '../components/AgentHint';
import { Sidebar } from '../components/Sidebar';
import { useSidebarMenu } from '../rspress-internals';
import { useKeepHashTarget } from './useKeepHashTarget';

/**
 * Rspress 2.0.22's doc layout, with two changes for assistive technology:
 * - the sidebar and the outline are both `<aside>` landmarks, so each gets a name
 *   ('Sidebar', and the outline's own title 'ON THIS PAGE'); the empty placeholders that keep
 *   their space when they are switched off are plain `<div>`s, not empty landmarks;
 * - the visually hidden hint for AI agents closes `<main>` (Rspress puts it before every landmark), and
 *   still opens the page's Markdown.
 * The article, the outline, the mobile menu bar and the footer hydrate after the rest of the page, each in a
 * task of its own (plugins/progressive-hydration). A heading the address points at stays in view while the
 * page settles (useKeepHashTarget).
 */
export function DocLayout(props: DocLayoutProps) {
  const {
    beforeDocFooter,
    afterDocFooter,
    beforeDoc,
    afterDoc,
    beforeDocContent,
    afterDocContent,
    beforeOutline,
    afterOutline,
    beforeSidebar,
    afterSidebar,
    components,
  } = props;
  const { frontmatter } = useFrontmatter();
  const t = useI18n();
  const texts = a11yTexts(useLang());
  const { isOutlineOpen, isSidebarOpen, sidebarMenu, asideLayoutRef, sidebarLayoutRef } = useSidebarMenu(
    beforeOutline,
    afterOutline,
  );
  useKeepHashTarget();
  const isOverviewPage = frontmatter?.overview ?? false;
  const sidebar = frontmatter?.sidebar ?? true;
  const showSidebar = sidebar === true;
  const showSidebarPlaceholder = sidebar === false || sidebar === 'placeholder';
  const isLegacyPlaceholder = sidebar === 'placeholder';
  const { outline: showOutline = true, footer: showDocFooter = true, pageType } = frontmatter;
  const showSidebarMenu = showSidebar || (!isOverviewPage && showOutline);

  const isDocWide = pageType === 'doc-wide';
  const wideStyle = isDocWide ? { width: '0' } : {};
  return (
    <>
      {showSidebarMenu && (
        <HydrateLater>
          <div className="rp-doc-layout__menu">{sidebarMenu}</div>
        </HydrateLater>
      )}
      {beforeDoc}
      <div className={cx('rp-doc-layout__container', !showSidebarMenu && 'rp-doc-layout__container--no-menu')}>
        {showSidebar ? (
          <aside
            className={cx('rp-doc-layout__sidebar', isSidebarOpen && 'rp-doc-layout__sidebar--open', 'rp-scrollbar')}
            ref={sidebarLayoutRef as Ref<HTMLElement>}
            aria-label={texts.sidebar}
          >
            {beforeSidebar}
            <Sidebar />
            {afterSidebar}
          </aside>
        ) : showSidebarPlaceholder ? (
          <div
            className={cx(
              'rp-doc-layout__sidebar-placeholder',
              isLegacyPlaceholder && 'rp-doc-layout__sidebar-placeholder--legacy',
            )}
            style={wideStyle}
          />
        ) : null}
        {isOverviewPage ? (
          <main className="rp-doc-layout__overview">
            {beforeDocContent}
            <Overview content={<DocContent components={components} isOverviewPage />} />
            {afterDocContent}
            <AgentHint />
          </main>
        ) : (
          <div className={cx('rp-doc-layout__doc', isDocWide && 'rp-doc-layout__doc--wide')}>
            <main className="rp-doc-layout__doc-container">
              {beforeDocContent}
              <HydrateLater>
                <WatchedDoc>
                  <DocContent components={components} />
                </WatchedDoc>
              </HydrateLater>
              {afterDocContent}
              {beforeDocFooter}
              {showDocFooter && (
                <HydrateLater>
                  <DocFooter />
                </HydrateLater>
              )}
              {afterDocFooter}
              <AgentHint />
            </main>
          </div>
        )}
        {isOverviewPage ? null : showOutline ? (
          <HydrateLater>
            <aside
              className={cx('rp-doc-layout__outline', isOutlineOpen && 'rp-doc-layout__outline--open', 'rp-scrollbar')}
              ref={asideLayoutRef as Ref<HTMLElement>}
              aria-label={t('outlineTitle')}
            >
              {beforeOutline}
              <Outline />
              {afterOutline}
            </aside>
          </HydrateLater>
        ) : (
          <div className="rp-doc-layout__outline-placeholder" style={wideStyle} />
        )}
      </div>
      {afterDoc}
    </>
  );
}

/**
 * The article, watched for headings that the outline lists. Rspress's watcher stores the element in state,
 * so the component that calls it renders again once mounted: here that is this one, not the whole layout.
 */
function WatchedDoc({ children }: { children: ReactNode }) {
  const { rspressDocRef } = useWatchToc();
  return (
    <div className="rp-doc rspress-doc" ref={rspressDocRef}>
      {children}
    </div>
  );
}

const cx = (...names: (string | false)[]) => names.filter(Boolean).join(' ');
