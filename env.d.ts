declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.css';
// Rspress's virtual module of the site-wide page list (plugins/page-data/register-pages.mjs adds to it).
declare module 'virtual-page-data' {
  export const pageData: { pages: Array<{ routePath: string } & Record<string, unknown>> };
}
