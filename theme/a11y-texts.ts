// Accessible names of the landmarks and controls that Rspress leaves unnamed (or names in English only),
// per language. The theme overrides in theme/index.tsx use them.

const en = {
  /** The doc layout's left sidebar (an `<aside>`, like the outline, so each needs its own name). */
  sidebar: 'Sidebar',
  /** The full-screen menu the hamburger opens below 768 px, and the hamburger itself. */
  menu: 'Menu',
  /** The navbar button between 769 and 1280 px that shows the theme switch, languages and social links. */
  more: 'More',
  /** The theme switch: a toggle, pressed while the dark theme is on. */
  darkTheme: 'Dark theme',
};

const zh: typeof en = {
  sidebar: '侧边栏',
  menu: '菜单',
  more: '更多',
  darkTheme: '深色主题',
};

export type A11yTexts = typeof en;

export const a11yTexts = (lang: string | undefined): A11yTexts => (lang === 'zh' ? zh : en);
