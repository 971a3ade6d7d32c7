import { Link as BaseLink, type LinkProps } from '@rspress/core/theme-original';
import { forwardRef } from 'react';

/**
 * Rspress's link, out of the tab order when it is hidden from assistive technology: the `#` anchor
 * Rspress puts in every heading is `aria-hidden`, and a hidden link that takes focus leaves keyboard
 * and screen reader users on a stop that announces nothing. It still works with a pointer, and the
 * outline links to every heading.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const hidden = props['aria-hidden'] === true || props['aria-hidden'] === 'true';
  return <BaseLink ref={ref} tabIndex={hidden ? -1 : undefined} {...props} />;
});
