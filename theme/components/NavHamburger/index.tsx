import { useLang } from '@rspress/core/runtime';
import { IconSmallMenu, SocialLinks, SvgWrapper, useHoverGroup } from '@rspress/core/theme';
import { createPortal } from 'react-dom';
import { a11yTexts } from '../../a11y-texts';
import {
  type NavItemsSlots,
  NavScreen,
  NavScreenAppearance,
  NavScreenDivider,
  NavScreenLangs,
  NavVersions,
  useNavScreen,
} from '../../rspress-internals';
import styles from './index.module.css';

/**
 * Rspress 2.0.22's hamburger buttons, with names ('Menu' below 768 px, 'More' up to 1280 px; Rspress
 * calls both 'mobile hamburger'), `aria-expanded` on the one that opens the full-screen menu, that
 * menu inside a `<nav>` landmark named like its button, and the 'More' popover beside its button
 * rather than inside it (a button's content is not announced, so links inside it are lost).
 */
export function NavHamburger(props: NavItemsSlots) {
  const texts = a11yTexts(useLang());
  const { isScreenOpen, toggleScreen } = useNavScreen();
  const { handleMouseEnter, handleMouseLeave, hoverGroup } = useHoverGroup({
    position: 'right',
    customChildren: (
      <div className="rp-nav-menu__others-mobile__container">
        <div className="rp-nav-hamburger__md__hover-group">
          <NavScreenAppearance />
          <NavVersions />
          <NavScreenLangs />
          <NavScreenDivider />
          <SocialLinks />
        </div>
      </div>
    ),
  });
  const modalContainer = typeof document === 'undefined' ? null : document.getElementById('__rspress_modal_container');

  return (
    <>
      {isScreenOpen &&
        modalContainer &&
        createPortal(
          <nav aria-label={texts.menu}>
            <NavScreen
              beforeLeftNavItems={props.beforeLeftNavItems}
              afterLeftNavItems={props.afterLeftNavItems}
              beforeRightNavItems={props.beforeRightNavItems}
              afterRightNavItems={props.afterRightNavItems}
              isScreenOpen={isScreenOpen}
              toggleScreen={toggleScreen}
            />
          </nav>,
          modalContainer,
        )}
      <button
        type="button"
        onClick={toggleScreen}
        aria-label={texts.menu}
        aria-expanded={isScreenOpen}
        className={cx('rp-nav-hamburger rp-nav-hamburger__sm', isScreenOpen && 'rp-nav-hamburger--active')}
      >
        <SvgWrapper icon={IconSmallMenu} width={20} height={20} />
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover opens the popover; the button opens it for everyone */}
      <div
        className={cx('rp-nav-hamburger rp-nav-hamburger__md', isScreenOpen && 'rp-nav-hamburger--active')}
        onMouseEnter={handleMouseEnter}
        onMouseLeave={handleMouseLeave}
      >
        <button type="button" className={styles.mdButton} aria-label={texts.more} onClick={handleMouseEnter}>
          <SvgWrapper icon={IconSmallMenu} />
        </button>
        {hoverGroup}
      </div>
    </>
  );
}

const cx = (...names: (string | false)[]) => names.filter(Boolean).join(' ');
