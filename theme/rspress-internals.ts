// The one door to Rspress's private modules: files under `@rspress/core/dist` that its package exports do not
// document. Written against @rspress/core 2.0.22. Each entry says why the public surface (`@rspress/core/theme`,
// `/theme-original`, `/runtime`) is not enough; tests/unit/rspress-internals.test.ts resolves every path and
// finds every name, so an upgrade that moves one fails `npm test` naming it. Four of Rspress's runtime modules
// are also edited at build time, without being imported: plugins/site-tables/rspress-patches.mjs lists them.
//
// Per component, the modules come in the order Rspress's own component loads them, its stylesheet after its
// parts', so the built CSS keeps Rspress's order; our CSS modules, imported after this file, override it.

// Navbar: ours adds SPEC 9's heights, `hideNavbar` and late hydration; the language and version menus and
// their state are not exported by `@rspress/core/theme`.
export { useLangsMenu, useVersionsMenu } from '@rspress/core/dist/theme/components/Nav/hooks.js';
export type { NavItemsSlots } from '@rspress/core/dist/theme/components/Nav/index.js';
export { NavLangs, NavMenu, NavMenuDivider, NavVersions } from '@rspress/core/dist/theme/components/Nav/NavMenu.js';

import '@rspress/core/dist/theme/components/Nav/index.css';

// Hamburger menu: ours names the buttons, sets aria-expanded and puts the menu in a named <nav>, around
// Rspress's parts.
export { useNavScreen } from '@rspress/core/dist/theme/components/NavHamburger/useNavScreen.js';
export { NavScreen, NavScreenDivider } from '@rspress/core/dist/theme/components/NavScreen/index.js';
export { NavScreenAppearance } from '@rspress/core/dist/theme/components/NavScreen/NavScreenAppearance.js';
export { NavScreenLangs } from '@rspress/core/dist/theme/components/NavScreen/NavScreenLangs.js';

import '@rspress/core/dist/theme/components/NavHamburger/index.css';

// Social links: ours names each link of mode 'link' after its service; the other modes (text or image on
// hover) are drawn by Rspress's.
export { SocialLink } from '@rspress/core/dist/theme/components/SocialLinks/SocialLink.js';

import '@rspress/core/dist/theme/components/SocialLinks/index.css';

// Theme switch: ours is a named toggle button (Rspress's is a <div>); the circle the reveal animates
// through, and its CSS, are Rspress's.
export { getClipPath } from '@rspress/core/dist/theme/components/SwitchAppearance/getClipPath.js';
// Outline: ours hydrates its entries in parts; one entry is Rspress's.
export { TocItem } from '@rspress/core/dist/theme/components/Toc/TocItem.js';

import '@rspress/core/dist/theme/components/SwitchAppearance/global.css';
import '@rspress/core/dist/theme/components/SwitchAppearance/index.css';

// Sidebar group: ours hydrates its entries ten at a time; the entries, by kind, are Rspress's. The group's
// stylesheet comes after the item's, as in Rspress: a group's title is an item whose colour it overrides.
export { SidebarDivider } from '@rspress/core/dist/theme/components/Sidebar/SidebarDivider.js';
export { SidebarItem, SidebarItemRaw } from '@rspress/core/dist/theme/components/Sidebar/SidebarItem.js';
export { SidebarSectionHeader } from '@rspress/core/dist/theme/components/Sidebar/SidebarSectionHeader.js';

import '@rspress/core/dist/theme/components/Sidebar/SidebarGroup.css';

export {
  isSidebarDivider,
  isSidebarGroup,
  isSidebarSectionHeader,
} from '@rspress/core/dist/theme/components/Sidebar/utils.js';

// Doc layout: ours names its landmarks, moves the hint for AI agents and hydrates parts late; the local
// menu bar and the open state of the sidebar and outline on narrow screens are Rspress's.
export { useSidebarMenu } from '@rspress/core/dist/theme/components/SidebarMenu/useSidebarMenu.js';

import '@rspress/core/dist/theme/layout/DocLayout/index.css';

// Home hero (ours makes the site name the page's <h1>) and 404 layout (ours is a <main> landmark with a
// named home link): same classes as Rspress's, so its styles apply.
import '@rspress/core/dist/theme/components/HomeHero/index.css';
import '@rspress/core/dist/theme/layout/NotFountLayout/index.css';
