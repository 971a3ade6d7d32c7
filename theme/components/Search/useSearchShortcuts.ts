// DocSearch's shortcuts (Ctrl/Cmd+K toggles, '/' opens outside text fields, Escape closes), with
// one listener that reads the current state. DocSearch's own hook re-subscribes in an effect after
// every render, and refuses to open while <body> has the class its modal removes in a passive
// cleanup; both run after paint, so a key pressed in the frame after a close was lost.
import { useEffect, useRef } from 'react';

interface Shortcuts {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
}

function typesText(event: KeyboardEvent): boolean {
  const target = event.composedPath()[0];
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON'].includes(target.tagName);
}

export function useSearchShortcuts(shortcuts: Shortcuts) {
  const current = useRef(shortcuts);
  current.current = shortcuts;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { isOpen, onOpen, onClose } = current.current;
      const toggles = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const closes = event.code === 'Escape' && isOpen;
      const opens = event.key === '/' && !isOpen && !typesText(event);
      if (!toggles && !closes && !opens) return;
      event.preventDefault();
      if (isOpen) {
        current.current = { ...current.current, isOpen: false };
        onClose();
      } else {
        current.current = { ...current.current, isOpen: true };
        onOpen();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
