// DocSearch's modal over our search client (embedded engine or hosted Algolia). Loaded on
// first open. While the last search failed, the error screen replaces DocSearch's "no
// results" screen, because DocSearch forgets its own error state right after a failure; the
// no-results screen gets the suggested queries DocSearch 4.7 fails to show.
import { DocSearchModal } from '@docsearch/react/modal';
import { type ReactNode, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import '@docsearch/css/dist/modal.css';
import { indexNameFor, searchConfig } from '../../../plugins/search/runtime/config';
import { useSearchFailed } from '../../../plugins/search/runtime/failure';
import { transformSearchClient } from '../../../plugins/search/runtime/search-client';
import { suggestedQueries } from '../../../plugins/search/runtime/suggestions';
import { ErrorScreen } from './ErrorScreen';
import { FollowHitContext } from './followHit';
import { NoResultsSuggestions } from './NoResultsSuggestions';
import { SearchHit } from './SearchHit';
import { searchTexts } from './translations';
import { useModalElement } from './useModalElement';
import { useSnippetLength } from './useSnippetLength';

const MAX_RESULTS = 20;
const REPORT_URL = 'https://github.com/rstest-docs/rstest-docs/issues/new';
// DocSearch needs credentials to start; in embedded mode its client never sends a request.
const EMBEDDED_CREDENTIALS = { appId: 'embedded', apiKey: 'embedded' };

interface Props {
  lang: string;
  onClose: () => void;
  /** Closes the modal, then opens `url` inside the site. */
  followHit: (url: string) => void;
}

export default function SearchModal({ lang, onClose, followHit }: Props) {
  const failed = useSearchFailed();
  const snippetLength = useSnippetLength();
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const texts = searchTexts(lang);
  const credentials = searchConfig.mode === 'hosted' ? searchConfig : EMBEDDED_CREDENTIALS;
  const attributes = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map(
    (level) => `hierarchy.${level}:${snippetLength}`,
  );

  const dropdown = useModalElement(container, '.DocSearch-Dropdown', failed);
  const noResults = useModalElement(container, '.DocSearch-NoResults');
  const backdrop = useModalElement(container, '.DocSearch-Container');
  useEffect(() => {
    if (backdrop) fixModalSemantics(backdrop);
  }, [backdrop]);
  // The results scroll, and hold nothing focusable (options are chosen from the search box): the list
  // itself takes focus, so the keyboard can scroll it too.
  const results = useModalElement(container, '.DocSearch-Dropdown');
  useEffect(() => results?.setAttribute('tabindex', '0'), [results]);

  /** Types a suggestion into DocSearch's input, as its own suggestion buttons do. */
  const searchFor = (query: string) => {
    const input = container?.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (!input) return;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, `${query.toLowerCase()} `);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.focus();
  };

  return (
    <div
      ref={setContainer}
      className="rstest-search"
      role="dialog"
      aria-modal="true"
      aria-label={texts.modal.searchBox?.searchInputLabel}
      data-search-mode={searchConfig.mode}
      data-search-failed={failed || undefined}
    >
      {container && (
        <FollowHitContext.Provider value={followHit}>
          <DocSearchModal
            appId={credentials.appId}
            apiKey={credentials.apiKey}
            indices={[
              {
                name: indexNameFor(lang),
                searchParameters: {
                  attributesToSnippet: [...attributes, `content:${snippetLength}`],
                  hitsPerPage: MAX_RESULTS,
                  ...(searchConfig.mode === 'hosted' && { facetFilters: [`lang:${lang}`] }),
                },
              },
            ]}
            portalContainer={container}
            initialScrollY={window.scrollY}
            onClose={onClose}
            onAskAiToggle={() => {}}
            maxResultsPerGroup={MAX_RESULTS}
            transformSearchClient={transformSearchClient}
            translations={texts.modal}
            placeholder={texts.modal.searchBox?.placeholderText}
            hitComponent={SearchHit}
            navigator={{
              navigate: ({ itemUrl }) => followHit(itemUrl),
              navigateNewTab: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener'),
              navigateNewWindow: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener,popup'),
            }}
            getMissingResultsUrl={({ query }) =>
              `${REPORT_URL}?title=${encodeURIComponent(`Search: no results for "${query}"`)}`
            }
          />
        </FollowHitContext.Provider>
      )}
      {failed && dropdown && (createPortal(<ErrorScreen texts={texts.error} />, dropdown) as ReactNode)}
      {!failed &&
        noResults &&
        (createPortal(
          <NoResultsSuggestions
            title={texts.modal.noResultsScreen?.suggestedQueryText ?? ''}
            queries={suggestedQueries()}
            onPick={searchFor}
          />,
          noResults,
        ) as ReactNode)}
    </div>
  );
}

/**
 * DocSearch 4.7 makes its backdrop a `role="button"` (it closes the modal on click) that wraps the whole
 * modal, so assistive technology sees the search box and the results as the content of one button, named
 * by the search box's label; and its search bar is a `<header>`, a second banner landmark beside the
 * site's navbar. The modal is a dialog (our wrapper above); these attributes go, once DocSearch has
 * rendered (it never sets them again: they do not change while the modal is open).
 */
function fixModalSemantics(backdrop: Element) {
  for (const name of ['role', 'tabindex', 'aria-expanded', 'aria-haspopup', 'aria-labelledby']) {
    backdrop.removeAttribute(name);
  }
  backdrop.querySelector('header.DocSearch-SearchBar')?.setAttribute('role', 'none');
}
