import { useLinkNavigate } from '@rspress/core/theme';
import { createContext, useCallback, useEffect, useRef } from 'react';

/**
 * Follows a search hit inside the site once the modal is gone. DocSearch's modal scrolls the page back to
 * where it was opened when it unmounts (its `initialScrollY`); had the new page rendered first, that scroll
 * would move it off the heading the hit points at.
 */
export function useFollowHitAfterClose(isOpen: boolean, close: () => void) {
  const navigate = useLinkNavigate();
  const pendingUrl = useRef<string | null>(null);
  useEffect(() => {
    const url = pendingUrl.current;
    if (isOpen || url === null) return;
    pendingUrl.current = null;
    void navigate(url);
  }, [isOpen, navigate]);
  return useCallback(
    (url: string) => {
      pendingUrl.current = url;
      close();
    },
    [close],
  );
}

/** How a hit is followed inside the site; outside a search modal, a plain page load. */
export const FollowHitContext = createContext<(url: string) => void>((url) => window.location.assign(url));
