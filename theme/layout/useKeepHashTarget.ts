import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';

/** How long the page may settle once nothing moved: long enough for a frame on a busy phone. */
const QUIET_MS = 400;
/** The longest a target is kept in place after a navigation. */
const MAX_MS = 4000;
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * After a navigation to `#heading`, keeps that heading at the top while the page around it settles, until
 * the reader scrolls or nothing has moved for a moment. Rspress scrolls to the heading once, when the page
 * first renders; the blocks of a long page that render later (plugins/offscreen-content) or whose styles
 * arrive later change size above it, and a script may scroll the page meanwhile (DocSearch puts the page
 * back where its modal opened when the modal unmounts). Once, on a busy machine, a search hit's heading
 * ended up out of view.
 */
export function useKeepHashTarget() {
  const { pathname, hash } = useLocation();
  const address = `${pathname}${hash}`;
  useEffect(() => {
    const id = decodeURIComponent(address.split('#')[1] ?? '');
    if (!id) return;
    let expectedScroll = window.scrollY;
    let quietTimer = 0;
    const align = () => {
      const target = document.getElementById(id);
      if (!target) return;
      const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      const offset = target.getBoundingClientRect().top - padding;
      if (Math.abs(offset) > 1) {
        expectedScroll = Math.round(window.scrollY + offset);
        window.scrollTo({ left: window.scrollX, top: expectedScroll });
      }
      window.clearTimeout(quietTimer);
      quietTimer = window.setTimeout(stop, QUIET_MS);
    };
    // The reader's scrolls end the watch (READER_INPUT comes first); any other brings the heading back.
    const onScroll = () => {
      if (Math.abs(window.scrollY - expectedScroll) > 1) align();
    };
    const observer = new ResizeObserver(align);
    const deadline = window.setTimeout(() => stop(), MAX_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(quietTimer);
      window.clearTimeout(deadline);
      window.removeEventListener('scroll', onScroll);
      for (const type of READER_INPUT) window.removeEventListener(type, stop);
    }
    // The body, not the article: the article's element may be replaced while the new page renders.
    observer.observe(document.body);
    window.addEventListener('scroll', onScroll, { passive: true });
    for (const type of READER_INPUT) window.addEventListener(type, stop, { passive: true });
    return stop;
  }, [address]);
}
