// The public runtime API of @rstest/core, read with the TypeScript type checker
// (inherited members included), grouped by the reference page that documents it.
import ts from 'typescript';

/** Where each member of `RstestUtilities` is documented. A new member fails the check until it is placed. */
export const UTILITY_PAGES = {
  'api/rstest/mockFunctions.mdx': [
    'fn',
    'spyOn',
    'isMockFunction',
    'mockObject',
    'mocked',
    'clearAllMocks',
    'resetAllMocks',
    'restoreAllMocks',
  ],
  'api/rstest/mockModules.mdx': [
    'mock',
    'mockRequire',
    'doMock',
    'doMockRequire',
    'hoisted',
    'unmock',
    'unmockRequire',
    'doUnmock',
    'doUnmockRequire',
    'importMock',
    'requireMock',
    'importActual',
    'requireActual',
    'resetModules',
  ],
  'api/rstest/fakeTimers.mdx': [
    'useFakeTimers',
    'useRealTimers',
    'isFakeTimers',
    'setSystemTime',
    'getRealSystemTime',
    'getRealTimers',
    'runAllTicks',
    'runAllTimers',
    'runAllTimersAsync',
    'runOnlyPendingTimers',
    'runOnlyPendingTimersAsync',
    'advanceTimersByTime',
    'advanceTimersByTimeAsync',
    'advanceTimersToNextTimer',
    'advanceTimersToNextTimerAsync',
    'advanceTimersToNextFrame',
    'jumpTimersByTime',
    'setTickMode',
    'getTimerCount',
    'clearAllTimers',
  ],
  'api/rstest/utilities.mdx': [
    'stubEnv',
    'unstubAllEnvs',
    'stubGlobal',
    'unstubAllGlobals',
    'setConfig',
    'getConfig',
    'resetConfig',
    'waitFor',
    'waitUntil',
  ],
};

const HOOKS = ['beforeAll', 'afterAll', 'beforeEach', 'afterEach', 'onTestFinished', 'onTestFailed'];

/** Display name of a property symbol: `[Symbol.dispose]` for well-known symbols. */
function propertyName(property) {
  const declaration = property.valueDeclaration ?? property.declarations?.[0];
  if (declaration?.name && ts.isComputedPropertyName(declaration.name)) return declaration.name.expression.getText();
  return property.name;
}

/**
 * The public names each API page must document, e.g.
 * `{ 'api/test-api/expect.mdx': ['toBe', ..., 'expect.extend', ...] }`.
 * @param {string} dtsFile path to @rstest/core's index.d.ts
 * @returns {{ pages: Record<string, string[]>, unplaced: string[] }}
 */
export function publicApiByPage(dtsFile) {
  const program = ts.createProgram([dtsFile], { skipLibCheck: true, noEmit: true, types: [] });
  const checker = program.getTypeChecker();
  const exports = checker.getSymbolAtLocation(program.getSourceFile(dtsFile)).exports;
  const exported = (name) => {
    const symbol = exports.get(name);
    if (!symbol) throw new Error(`@rstest/core does not export ${name}`);
    return symbol;
  };
  const membersOf = (type) => checker.getPropertiesOfType(type).map(propertyName);
  const declared = (name) => checker.getDeclaredTypeOfSymbol(exported(name));
  const valueType = (name) => checker.getTypeOfSymbol(exported(name));

  const utilities = membersOf(declared('RstestUtilities'));
  const placed = new Set(Object.values(UTILITY_PAGES).flat());
  const pages = {
    'api/test-api/expect.mdx': [
      ...membersOf(declared('Assertion')),
      ...membersOf(declared('ExpectStatic')).map((name) => `expect.${name}`),
    ],
    'api/test-api/test.mdx': ['test', 'it', ...membersOf(valueType('test')).map((name) => `test.${name}`)],
    'api/test-api/describe.mdx': ['describe', ...membersOf(valueType('describe')).map((name) => `describe.${name}`)],
    'api/test-api/hooks.mdx': HOOKS.filter((hook) => exports.has(hook)),
    'api/rstest/mockInstance.mdx': membersOf(declared('MockInstance')).filter((name) => !name.startsWith('_')),
  };
  for (const [page, names] of Object.entries(UTILITY_PAGES)) {
    pages[page] = names.filter((name) => utilities.includes(name)).map((name) => `rstest.${name}`);
  }
  return { pages, unplaced: utilities.filter((name) => !placed.has(name)).map((name) => `rstest.${name}`) };
}
