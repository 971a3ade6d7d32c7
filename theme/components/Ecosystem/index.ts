export { EcosystemMenu, type EcosystemMenuProps } from './EcosystemMenu';
export { EcosystemShowcase } from './EcosystemShowcase';
