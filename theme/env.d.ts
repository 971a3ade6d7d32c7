// Build-time values and virtual modules that Rspress provides to theme code.

interface ImportMetaEnv {
  /** True when the site shows Rspress's LLM page tools (`llms` or `themeConfig.llmsUI`). */
  readonly ENABLE_LLMS_UI: boolean;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module 'virtual-social-links' {
  /** The SVG markup of each preset icon the site config's social links use, by icon name. */
  const icons: Record<string, string>;
  export default icons;
}
