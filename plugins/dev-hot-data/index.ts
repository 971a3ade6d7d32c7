import type { RspressPlugin } from '@rspress/core';
import { rspressVirtualModule } from '../shared/rspress-virtual-modules.mjs';

/**
 * `npm run dev`: Rspress regenerates its site-data and page-data modules whenever any page changes, and
 * neither accepts a hot update, so every edit reloaded the whole page (2 to 4 s). This lets both accept
 * updates and reloads the page only when their data really changed (a new page, a new title, a sidebar
 * change); an edit to a page's text then updates in place.
 */
const HOT_DATA_MODULES = rspressVirtualModule('site-data', 'page-data');
const MODULE_NAMES = ['virtual-site-data.js', 'virtual-page-data.js'];
const RSPRESS_FOLDER = /[\\/]\.rspress[\\/]/;
const MARK = '__rstestDocsSnapshot';

type CompiledModule = { resource?: string; originalSource(): { source(): string | Buffer } | null };
type CompileStats = { compilation: { modules: Iterable<CompiledModule> } };

/** The modules a dev compile built, of every environment. */
const compiledModules = (stats: CompileStats | { stats: CompileStats[] }) =>
  ('stats' in stats ? stats.stats : [stats]).flatMap(({ compilation }) => Array.from(compilation.modules));

/**
 * What a dev compile of Rspress's virtual modules says about the transform, read from the code it compiled (the
 * build cache may skip the transform itself): one line naming each data module that is missing or unpatched, so a
 * Rspress upgrade that renames the modules or changes their shape shows in the terminal instead of silently
 * bringing back full reloads. null while the compile holds none of Rspress's virtual modules.
 */
export function hotDataReport(modules: { file: string; code: string }[]): { ok: boolean; message: string } | null {
  if (!modules.some(({ file }) => RSPRESS_FOLDER.test(file))) return null;
  const problems = MODULE_NAMES.flatMap((name) => {
    const found = modules.filter(({ file }) => file.endsWith(name));
    if (found.length === 0) return [`no module matched .rspress/${name}`];
    return found.some(({ code }) => !code.includes(MARK))
      ? [
          `${name} was compiled without the transform (its path no longer matches, or it has neither \`export const pageData\` nor \`export default\`)`,
        ]
      : [];
  });
  return problems.length === 0
    ? { ok: true, message: `[dev-hot-data] site and page data accept hot updates (${MODULE_NAMES.join(', ')})` }
    : { ok: false, message: `[dev-hot-data] edits will reload the whole page: ${problems.join('; ')}` };
}

function acceptUnchanged(snapshotOf: string) {
  return `
const ${MARK} = JSON.stringify(${snapshotOf});
if (import.meta.webpackHot) {
  const previous = import.meta.webpackHot.data && import.meta.webpackHot.data.snapshot;
  if (previous !== undefined && previous !== ${MARK}) location.reload();
  import.meta.webpackHot.dispose((data) => { data.snapshot = ${MARK}; });
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
            let reported = false;
            api.onAfterDevCompile(({ stats }: { stats: CompileStats | { stats: CompileStats[] } }) => {
              if (reported) return;
              const modules = compiledModules(stats)
                .filter((module) => module.resource && RSPRESS_FOLDER.test(module.resource))
                .map((module) => ({
                  file: module.resource ?? '',
                  code: String(module.originalSource()?.source() ?? ''),
                }));
              const report = hotDataReport(modules);
              if (!report) return; // the data modules come in a later compile
              reported = true;
              if (report.ok) api.logger.info(report.message);
              else api.logger.warn(report.message);
            });
          },
        },
      ],
    },
  };
}
