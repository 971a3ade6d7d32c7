// The navbar search: DocSearch's button and keyboard shortcuts on every page; the modal
// itself is a separate chunk, fetched on hover or focus of the button and shown on open.
import { useLang } from '@rspress/core/runtime';
import { lazy, Suspense, useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './search.css';
import { useFollowHitAfterClose } from './followHit';
import { SearchButton } from './SearchButton';
import { searchTexts } from './translations';
import { useSearchShortcuts } from './useSearchShortcuts';

const loadModal = () => import('./SearchModal');
const SearchModal = lazy(loadModal);

export function Search() {
  const lang = useLang() || 'en';
  const [isOpen, setIsOpen] = useState(false);
  const onOpen = useCallback(() => setIsOpen(true), []);
  const onClose = useCallback(() => setIsOpen(false), []);
  const followHit = useFollowHitAfterClose(isOpen, onClose);
  useSearchShortcuts({ isOpen, onOpen, onClose });

  return (
    <>
      <SearchButton
        text={searchTexts(lang).button.buttonText}
        onClick={onOpen}
        onMouseEnter={loadModal}
        onFocus={loadModal}
        onTouchStart={loadModal}
      />
      {isOpen &&
        createPortal(
          <Suspense fallback={null}>
            <SearchModal lang={lang} onClose={onClose} followHit={followHit} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
