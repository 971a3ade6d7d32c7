import { HomeLayout as BaseHomeLayout, Layout as BaseLayout, type LayoutProps } from '@rspress/core/theme-original';
import { AgentHint } from './components/AgentHint';
import { EcosystemMenu, EcosystemShowcase } from './components/Ecosystem';
import { HeroDecoration } from './components/HeroDecoration';
import './index.css';

export * from '@rspress/core/theme-original';
export { HomeHero } from './components/HomeHero';
// Heading anchors (`aria-hidden`) leave the tab order.
export { Link } from './components/Link';
// SPEC 9 navbar heights and `hideNavbar` (SPEC 2.6 auto-hide), which Rspress 2 does not implement.
export { Nav } from './components/Nav';
// Named hamburger buttons; the full-screen menu is a navigation landmark.
export { NavHamburger } from './components/NavHamburger';
// Page tools below each doc page's title (SPEC 2.5): Rspress renders these two slots.
export { CopyMarkdownButton as LlmsCopyButton, OpenInMenu as LlmsViewOptions } from './components/PageTools';
export { Search } from './components/Search';
// Sidebar entries that hydrate one by one after the rest of the page.
export { Sidebar, SidebarList } from './components/Sidebar';
// Social links named after their service.
export { SocialLinks } from './components/SocialLinks';
// The theme switch as a named toggle button the keyboard reaches.
export { SwitchAppearance } from './components/SwitchAppearance';
// The outline's entries hydrate in parts after the rest of the page.
export { Toc } from './components/Toc';
// Named sidebar and outline landmarks; the hint for AI agents inside `<main>`.
export { DocLayout } from './layout/DocLayout';
// A `<main>` landmark and a home link named by its text.
export { NotFoundLayout } from './layout/NotFoundLayout';
export { Root } from './layout/Root';

export function HomeLayout() {
  const layout = <BaseHomeLayout beforeHero={<HeroDecoration />} afterFeatures={<EcosystemShowcase />} />;
  // The ecosystem landing block (SPEC 2.6) follows the features; the page's content is its `<main>` landmark.
  return (
    <main>
      {layout}
      <AgentHint />
    </main>
  );
}

/** The ecosystem grid-icon menu (SPEC 2.6) at the navbar's left edge, so its popover opens at bottom left. */
export function Layout(props: LayoutProps) {
  return <BaseLayout beforeNavTitle={<EcosystemMenu />} {...props} />;
}
