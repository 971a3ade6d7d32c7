// 'Open in' (SPEC 2.5): a disclosure listing the chat services configured in
// `themeConfig.llmsUI.viewOptions`, each opening a new tab that asks about this page.
import { useLang, useSite } from '@rspress/core/runtime';
import {
  IconAnthropic,
  IconDown,
  IconExternalLink,
  IconOpenAI,
  IconOpenInChat,
  SvgWrapper,
} from '@rspress/core/theme-original';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import styles from './PageTools.module.css';
import { pageToolsTexts } from './texts';

const SERVICES = {
  chatgpt: { name: 'ChatGPT', base: 'https://chatgpt.com/', icon: IconOpenAI },
  claude: { name: 'Claude', base: 'https://claude.ai/new', icon: IconAnthropic },
} as const;
type Service = keyof typeof SERVICES;

/** The question put to the chat service about the page at `pageUrl`. */
export const chatQuery = (pageUrl: string) => `Read ${pageUrl}, I want to ask questions about it.`;

export const chatUrl = (service: Service, pageUrl: string) =>
  `${SERVICES[service].base}?q=${encodeURIComponent(chatQuery(pageUrl))}`;

function useServices(): Service[] {
  const { site } = useSite();
  const llmsUI = site.themeConfig.llmsUI;
  const configured = typeof llmsUI === 'object' ? llmsUI.viewOptions : undefined;
  if (configured === false) return [];
  return (configured ?? ['chatgpt', 'claude']).filter((option): option is Service => option in SERVICES);
}

export function OpenInMenu() {
  const texts = pageToolsTexts(useLang());
  const services = useServices();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  // A layout effect: the listeners are in place as soon as the menu shows (Preact runs plain effects after
  // the next paint, and a key pressed before that would be lost).
  useLayoutEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (services.length === 0) return null;
  // Only rendered once opened, in the browser: the page's address as the reader sees it.
  const pageUrl = open ? `${window.location.origin}${window.location.pathname}` : '';

  return (
    <div ref={container} className={`rp-not-doc ${styles.openIn}`}>
      <button
        ref={trigger}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <SvgWrapper icon={IconOpenInChat} className={styles.icon} aria-hidden="true" />
        <span>{texts.openIn}</span>
        <SvgWrapper icon={IconDown} className={`${styles.icon} ${styles.arrow}`} aria-hidden="true" />
      </button>
      {open && (
        <ul id={menuId} className={styles.menu}>
          {services.map((service) => (
            <li key={service}>
              <a
                className={styles.menuItem}
                href={chatUrl(service, pageUrl)}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => setOpen(false)}
              >
                <SvgWrapper icon={SERVICES[service].icon} className={styles.icon} aria-hidden="true" />
                <span>{texts.openInService(SERVICES[service].name)}</span>
                <SvgWrapper icon={IconExternalLink} className={styles.external} aria-hidden="true" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
