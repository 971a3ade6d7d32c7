import { HomeLayout as BaseHomeLayout, Layout as BaseLayout, type LayoutProps } from '@rspress/core/theme-original';
import { EcosystemMenu, EcosystemShowcase } from './components/Ecosystem';
import { HeroDecoration } from './components/HeroDecoration';
import './index.css';

export * from '@rspress/core/theme-original';
export { HomeHero } from './components/HomeHero';
// SPEC 9 navbar heights and `hideNavbar` (SPEC 2.6 auto-hide), which Rspress 2 does not implement.
export { Nav } from './components/Nav';
// Page tools below each doc page's title (SPEC 2.5): Rspress renders these two slots.
export { CopyMarkdownButton as LlmsCopyButton, OpenInMenu as LlmsViewOptions } from './components/PageTools';
export { Search } from './components/Search';
export { Root } from './layout/Root';

export function HomeLayout() {
  // The ecosystem landing block (SPEC 2.6) follows the features.
  return <BaseHomeLayout beforeHero={<HeroDecoration />} afterFeatures={<EcosystemShowcase />} />;
}

/** The ecosystem grid-icon menu (SPEC 2.6) at the navbar's left edge, so its popover opens at bottom left. */
export function Layout(props: LayoutProps) {
  return <BaseLayout beforeNavTitle={<EcosystemMenu />} {...props} />;
}
