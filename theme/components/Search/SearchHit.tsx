import { type MouseEvent, type ReactNode, useContext } from 'react';
import { FollowHitContext } from './followHit';

/**
 * A result: an option of DocSearch's listbox. An option's content is presentational to assistive
 * technology, so it holds no link of its own (a focusable link inside would be a tab stop that announces
 * nothing); it is an `<a>` without `href`, styled by DocSearch, that acts like one with the pointer:
 * a click navigates inside the site, Ctrl/⌘ or a middle click opens a tab, Shift a window. The keyboard
 * selects through the search box (arrows, Enter with the same modifiers), as before.
 */
export function SearchHit({ hit, children }: { hit: { url: string }; children: ReactNode }) {
  const followHit = useContext(FollowHitContext);
  const open = (event: MouseEvent) => {
    if (event.button === 1 || event.ctrlKey || event.metaKey) window.open(hit.url, '_blank', 'noopener');
    else if (event.shiftKey) window.open(hit.url, '_blank', 'noopener,popup');
    else if (event.button === 0 && !event.altKey) followHit(hit.url);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the search box's keys select the option (DocSearch); the pointer gets a link's behaviour here
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above
    <a
      data-url={hit.url}
      // biome-ignore lint/a11y/useValidAnchor: an option's content must not be a link (see above); DocSearch styles it as `a`
      onClick={open}
      onAuxClick={(event) => {
        if (event.button === 1) open(event);
      }}
    >
      {children}
    </a>
  );
}
