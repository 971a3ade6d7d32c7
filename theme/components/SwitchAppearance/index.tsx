import { ThemeContext, useLang, useSite } from '@rspress/core/runtime';
import { IconMoon, IconSun, SvgWrapper } from '@rspress/core/theme';
import { type MouseEvent, useContext, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { a11yTexts } from '../../a11y-texts';
import { getClipPath } from '../../rspress-internals';
import styles from './index.module.css';

const animationSupported = () =>
  typeof document.startViewTransition === 'function' && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Rspress 2.0.22's theme switch (SPEC 2.6: light and dark, 400 ms reveal from the pointer), as a toggle
 * button: Rspress renders a `<div>` with a click handler, which the keyboard cannot reach and assistive
 * technology does not announce. It is named 'Dark theme' and pressed while the dark theme is on.
 */
export function SwitchAppearance({ onClick }: { onClick?: () => void }) {
  const { theme, setTheme = () => {} } = useContext(ThemeContext);
  const { site } = useSite();
  const texts = a11yTexts(useLang());
  const isDark = theme === 'dark';
  // The theme is known in the browser only (stored choice, system scheme): the pressed state waits for it,
  // so the hydrated button matches the pre-rendered one.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const toggle = (event: MouseEvent) => {
    const next = isDark ? 'light' : 'dark';
    if (!animationSupported() || !site?.themeConfig?.enableAppearanceAnimation) {
      setTheme(next);
      onClick?.();
      return;
    }
    document.documentElement.classList.add('rp-appearance-transition');
    const dispose = () => document.documentElement.classList.remove('rp-appearance-transition');
    const transition = document.startViewTransition(async () => {
      flushSync(() => {
        setTheme(next);
        onClick?.();
      });
    });
    // From the pointer; from the top left corner when the keyboard pressed the button.
    const clipPath = getClipPath({ height: innerHeight, width: innerWidth, x: event.clientX, y: event.clientY });
    transition.ready.then(() => {
      document.documentElement.animate(
        { clipPath: next === 'dark' ? [...clipPath].reverse() : clipPath },
        {
          duration: 400,
          easing: 'ease-in',
          fill: 'both',
          pseudoElement: next === 'dark' ? '::view-transition-old(root)' : '::view-transition-new(root)',
          id: '',
        },
      );
    });
    transition.finished.then(dispose, dispose);
  };

  return (
    <button
      type="button"
      className={`rp-switch-appearance ${styles.button}`}
      aria-label={texts.darkTheme}
      aria-pressed={mounted ? isDark : undefined}
      onClick={toggle}
    >
      <SvgWrapper
        className="rp-switch-appearance__icon rp-switch-appearance__icon--sun"
        icon={IconSun}
        fill="currentColor"
      />
      <SvgWrapper
        className="rp-switch-appearance__icon rp-switch-appearance__icon--moon"
        icon={IconMoon}
        fill="currentColor"
      />
    </button>
  );
}
