import type { RspressPlugin } from '@rspress/core';

/**
 * `npm run dev`: Rspress regenerates its site-data and page-data modules whenever any page changes, and
 * neither accepts a hot update, so every edit reloaded the whole page (2 to 4 s). This lets both accept
 * updates and reloads the page only when their data really changed (a new page, a new title, a sidebar
 * change); an edit to a page's text then updates in place.
 */
const HOT_DATA_MODULES = /[\\/]\.rspress[\\/](runtime[\\/])?virtual-(site|page)-data\.js$/;

function acceptUnchanged(snapshotOf: string) {
  return `
const __rstestDocsSnapshot = JSON.stringify(${snapshotOf});
if (import.meta.webpackHot) {
  const previous = import.meta.webpackHot.data && import.meta.webpackHot.data.snapshot;
  if (previous !== undefined && previous !== __rstestDocsSnapshot) location.reload();
  import.meta.webpackHot.dispose((data) => { data.snapshot = __rstestDocsSnapshot; });
  import.meta.webpackHot.accept();
}
`;
}

export function withHotUpdate(code: string): string {
  if (code.includes('export const pageData')) return code + acceptUnchanged('{ pageData, searchIndexHash }');
  if (code.trimStart().startsWith('export default ')) {
    return `${code.replace('export default ', 'const __rstestDocsSiteData = ')}\nexport default __rstestDocsSiteData;${acceptUnchanged('__rstestDocsSiteData')}`;
  }
  return code;
}

export function pluginDevHotData(): RspressPlugin {
  return {
    name: 'rstest-docs:dev-hot-data',
    builderConfig: {
      plugins: [
        {
          name: 'rstest-docs:dev-hot-data',
          setup(api) {
            if (api.context.action !== 'dev') return;
            api.transform(
              { test: HOT_DATA_MODULES, environments: ['web'], enforce: 'post' },
              ({ code }: { code: string }) => withHotUpdate(code),
            );
          },
        },
      ],
    },
  };
}
