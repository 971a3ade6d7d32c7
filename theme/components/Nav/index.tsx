import { useNav, useSite } from '@rspress/core/runtime';
import { NavHamburger, type NavProps, NavTitle, Search, SocialLinks, SwitchAppearance } from '@rspress/core/theme';
import HydrateLater from '../../../plugins/progressive-hydration/HydrateLater';
import { NavLangs, NavMenu, NavMenuDivider, NavVersions, useLangsMenu, useVersionsMenu } from '../../rspress-internals';
import styles from './index.module.css';
import { useNavbarHidden } from './useNavbarHidden';

/**
 * Rspress 2.0.22's navbar, plus what Rspress 2 leaves out of it: SPEC 9's heights (72 px, 56 px at
 * 768 px or less) and `themeConfig.hideNavbar` ('auto' hides it on scroll down and brings it
 * back on scroll up, 'always' keeps it hidden). While hidden, `--rp-nav-height` is 0, so the
 * sidebar, the outline and the local menu move up to the top of the window.
 * The language and version switchers are list items; here they sit in a list of their own.
 * Both halves hydrate after the rest of the page, each in a task of its own (plugins/progressive-hydration).
 */
export function Nav(props: NavProps) {
  const { site } = useSite();
  useNavbarHidden(site.themeConfig.hideNavbar ?? 'never', styles.navHidden);
  const navList = useNav();
  const langs = useLangsMenu();
  const versions = useVersionsMenu();
  const hasSwitchers = langs.items.length > 1 || versions.items.length > 1;
  const darkMode = site.themeConfig.darkMode;
  const hasAppearanceSwitch = !(darkMode === false || (typeof darkMode === 'string' && darkMode.startsWith('force-')));
  const {
    beforeNavTitle,
    afterNavTitle,
    beforeNavMenu,
    afterNavMenu,
    navTitle,
    beforeLeftNavItems,
    afterLeftNavItems,
    beforeRightNavItems,
    afterRightNavItems,
  } = props;

  return (
    <header className="rp-nav">
      <HydrateLater>
        <div className="rp-nav__left">
          {beforeNavTitle}
          {navTitle ?? <NavTitle />}
          <NavMenu
            menuItems={navList}
            position="left"
            beforeNavItems={beforeLeftNavItems}
            afterNavItems={afterLeftNavItems}
          />
          {afterNavTitle}
        </div>
      </HydrateLater>
      <HydrateLater>
        <div className="rp-nav__right">
          {beforeNavMenu}
          <Search />
          <NavMenu
            menuItems={navList}
            position="right"
            beforeNavItems={beforeRightNavItems}
            afterNavItems={afterRightNavItems}
          />
          <div className="rp-nav__others">
            <NavMenuDivider />
            {hasSwitchers && (
              <ul className={styles.switchers}>
                <NavLangs />
                <NavVersions />
              </ul>
            )}
            {hasAppearanceSwitch && <SwitchAppearance />}
            <SocialLinks />
          </div>
          <NavHamburger
            beforeLeftNavItems={beforeLeftNavItems}
            afterLeftNavItems={afterLeftNavItems}
            beforeRightNavItems={beforeRightNavItems}
            afterRightNavItems={afterRightNavItems}
          />
          {afterNavMenu}
        </div>
      </HydrateLater>
    </header>
  );
}
