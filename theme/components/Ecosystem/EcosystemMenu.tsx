import { useLang } from '@rspress/core/runtime';
import { type FocusEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import styles from './EcosystemMenu.module.css';
import { EcosystemPanel } from './EcosystemPanel';
import {
  ECOSYSTEM_MENU_TRIGGER,
  ECOSYSTEM_TEXT,
  ecosystemLang,
  MENU_CLOSE_DELAY_MS,
  MENU_OPEN_DELAY_MS,
} from './tools';

export const ECOSYSTEM_PANEL_ID = 'ecosystem-menu-panel';

export interface EcosystemMenuProps {
  /** `hover` (default) opens and closes with the pointer after a short delay; `click` only on click. */
  trigger?: 'hover' | 'click';
}

function GridIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {[4, 10, 16].flatMap((y) =>
        [4, 10, 16].map((x) => <rect key={`${x}-${y}`} x={x} y={y} width="4" height="4" rx="1" fill="currentColor" />),
      )}
    </svg>
  );
}

/**
 * SPEC 2.6: the navbar's grid-icon button and its popover of Rstack tools, placed below the
 * button, aligned with its left edge. A click, Enter or Space always toggles it; with the hover
 * trigger the pointer opens it too. Escape closes it and returns focus to the button; so does
 * a click outside (without moving focus) or tabbing out of it.
 */
export function EcosystemMenu({ trigger = ECOSYSTEM_MENU_TRIGGER }: EcosystemMenuProps) {
  const lang = ecosystemLang(useLang());
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Opened by a click or the keyboard: stays open when the pointer leaves. */
  const pinned = useRef(false);

  const clearTimer = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const close = useCallback(
    (returnFocus: boolean) => {
      clearTimer();
      pinned.current = false;
      setOpen(false);
      if (returnFocus) buttonRef.current?.focus();
    },
    [clearTimer],
  );

  useEffect(() => clearTimer, [clearTimer]);

  // A layout effect: the listeners are in place as soon as the menu shows (Preact runs plain effects after
  // the next paint, and a key pressed before that would be lost).
  useLayoutEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close]);

  const onMouseEnter = () => {
    if (trigger !== 'hover') return;
    clearTimer();
    if (!open) timer.current = setTimeout(() => setOpen(true), MENU_OPEN_DELAY_MS);
  };

  const onMouseLeave = () => {
    if (trigger !== 'hover' || pinned.current) return;
    clearTimer();
    if (open) timer.current = setTimeout(() => close(false), MENU_CLOSE_DELAY_MS);
  };

  const onClick = () => {
    clearTimer();
    if (!open) {
      pinned.current = true;
      setOpen(true);
    } else if (!pinned.current) {
      // Opened by hover: a click keeps it open once the pointer leaves.
      pinned.current = true;
    } else {
      close(false);
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !rootRef.current?.contains(next)) close(false);
  };

  const label = ECOSYSTEM_TEXT[lang].menuLabel;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer hover is a convenience; the button is the control
    <div ref={rootRef} className={styles.root} onMouseEnter={onMouseEnter} onMouseLeave={onMouseLeave} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={ECOSYSTEM_PANEL_ID}
        onClick={onClick}
      >
        <GridIcon />
      </button>
      <EcosystemPanel id={ECOSYSTEM_PANEL_ID} lang={lang} open={open} />
    </div>
  );
}
