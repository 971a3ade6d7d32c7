// 'Copy Markdown' (SPEC 2.5, 4, 7): copies the page's Markdown; shows the success state
// for 500 ms, and a visible, announced error state when the fetch or the clipboard fails.
import { routePathToMdPath, useLang, usePage } from '@rspress/core/runtime';
import { IconClose, IconCopy, IconSuccess, SvgWrapper } from '@rspress/core/theme-original';
import { useEffect, useRef, useState } from 'react';
import { loadMarkdown, writeToClipboard } from './markdown';
import styles from './PageTools.module.css';
import { pageToolsTexts } from './texts';

export const COPIED_MS = 500;
export const FAILED_MS = 3000;

type Status = 'idle' | 'loading' | 'copied' | 'failed';

export function CopyMarkdownButton() {
  const { page } = usePage();
  const texts = pageToolsTexts(useLang());
  const [status, setStatus] = useState<Status>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (!page.routePath) return null;
  const mdPath = routePathToMdPath(page.routePath);

  const settle = (next: 'copied' | 'failed') => {
    setStatus(next);
    timer.current = window.setTimeout(() => setStatus('idle'), next === 'copied' ? COPIED_MS : FAILED_MS);
  };

  const copy = async () => {
    if (status === 'loading') return;
    window.clearTimeout(timer.current);
    setStatus('loading');
    try {
      await writeToClipboard(await loadMarkdown(mdPath));
      settle('copied');
    } catch {
      settle('failed');
    }
  };

  const icon = status === 'copied' ? IconSuccess : status === 'failed' ? IconClose : IconCopy;
  const label = status === 'copied' ? texts.copied : status === 'failed' ? texts.copyFailed : texts.copyMarkdown;
  const message = status === 'copied' ? texts.copiedMessage : status === 'failed' ? texts.copyFailedMessage : '';

  return (
    <>
      <button
        type="button"
        className={`rp-not-doc ${styles.button} ${styles[status] ?? ''}`}
        aria-disabled={status === 'loading'}
        data-status={status}
        title={status === 'failed' ? texts.copyFailedMessage : undefined}
        onClick={copy}
      >
        <SvgWrapper icon={icon} className={styles.icon} aria-hidden="true" />
        <span>{label}</span>
      </button>
      <span role="status" className={styles.visuallyHidden}>
        {message}
      </span>
    </>
  );
}
