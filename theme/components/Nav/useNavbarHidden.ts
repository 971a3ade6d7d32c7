import { useEffect, useState } from 'react';

/** SPEC 9: the navbar reacts to scrolling at most every 200 ms. */
export const NAVBAR_HIDE_THROTTLE_MS = 200;

type HideNavbar = 'always' | 'auto' | 'never';

/** Whether the navbar is hidden now, following `mode`; while it is, `<html>` carries `hiddenClass`. */
export function useNavbarHidden(mode: HideNavbar, hiddenClass: string): boolean {
  const [hidden, setHidden] = useState(mode === 'always');

  useEffect(() => {
    setHidden(mode === 'always');
    if (mode !== 'auto') return;
    let lastY = Math.max(window.scrollY, 0);
    let lastRun = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      timer = undefined;
      lastRun = Date.now();
      const y = Math.max(window.scrollY, 0);
      // Hidden only once the page has scrolled past the navbar's own height, so no gap shows at the top.
      const navbar = document.querySelector<HTMLElement>('.rp-nav');
      if (y > lastY && y > (navbar?.offsetHeight ?? 0)) setHidden(true);
      else if (y < lastY) setHidden(false);
      lastY = y;
    };
    const onScroll = () => {
      if (timer !== undefined) return;
      const wait = NAVBAR_HIDE_THROTTLE_MS - (Date.now() - lastRun);
      if (wait <= 0) update();
      else timer = setTimeout(update, wait);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [mode]);

  useEffect(() => {
    document.documentElement.classList.toggle(hiddenClass, hidden);
    return () => document.documentElement.classList.remove(hiddenClass);
  }, [hidden, hiddenClass]);

  return hidden;
}
