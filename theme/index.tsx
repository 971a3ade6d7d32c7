import { HomeLayout as BaseHomeLayout } from '@rspress/core/theme-original';
import { HeroDecoration } from './components/HeroDecoration';
import './index.css';

export * from '@rspress/core/theme-original';
export { HomeHero } from './components/HomeHero';
export { Layout } from './layout/Layout';

export function HomeLayout() {
  return <BaseHomeLayout beforeHero={<HeroDecoration />} />;
}
