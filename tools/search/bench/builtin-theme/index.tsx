// The site's theme without our search: Rspress's own search UI stays, so the baseline's
// first-load JavaScript is what the built-in search costs.
export * from '@rspress/core/theme-original';
export { HomeHero, HomeLayout, Root } from '../../../../theme';
