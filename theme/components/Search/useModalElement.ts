import { useEffect, useState } from 'react';

/** The element matching `selector` inside DocSearch's modal, followed as DocSearch re-renders. */
export function useModalElement(container: Element | null, selector: string, active = true): Element | null {
  const [element, setElement] = useState<Element | null>(null);
  useEffect(() => {
    if (!active || !container) {
      setElement(null);
      return;
    }
    const follow = () => setElement(container.querySelector(selector));
    follow();
    const observer = new MutationObserver(follow);
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [active, container, selector]);
  return element;
}
