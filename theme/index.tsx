import { HomeLayout as BaseHomeLayout } from '@rspress/core/theme-original';
import { HeroDecoration } from './components/HeroDecoration';
import './index.css';

export * from '@rspress/core/theme-original';
export { HomeHero } from './components/HomeHero';
export { Search } from './components/Search';
export { Root } from './layout/Root';

export function HomeLayout() {
  return <BaseHomeLayout beforeHero={<HeroDecoration />} />;
}
