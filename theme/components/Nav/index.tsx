import { useSite } from '@rspress/core/runtime';
import { Nav as BaseNav, type NavProps } from '@rspress/core/theme-original';
import styles from './index.module.css';
import { useNavbarHidden } from './useNavbarHidden';

/**
 * Rspress's navbar, plus what Rspress 2 leaves out of it: SPEC 9's heights (72 px, 56 px at
 * 768 px or less) and `themeConfig.hideNavbar` ('auto' hides it on scroll down and brings it
 * back on scroll up, 'always' keeps it hidden). While hidden, `--rp-nav-height` is 0, so the
 * sidebar, the outline and the local menu move up to the top of the window.
 */
export function Nav(props: NavProps) {
  const { site } = useSite();
  useNavbarHidden(site.themeConfig.hideNavbar ?? 'never', styles.navHidden);
  return <BaseNav {...props} />;
}
