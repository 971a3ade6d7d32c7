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

/**
 * Display name of a property symbol: `[Symbol.dispose]` for well-known symbols.
 * @param {ts.Symbol} property
 * @returns {string}
 */
function propertyName(property) {
  const declaration = /** @type {ts.NamedDeclaration | undefined} */ (
    property.valueDeclaration ?? property.declarations?.[0]
  );
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
  const source = program.getSourceFile(dtsFile);
  if (!source) throw new Error(`cannot read ${dtsFile}`);
  // A .d.ts that exports names is a module: its source file has a symbol with exports.
  const exports = /** @type {ts.SymbolTable} */ (
    /** @type {ts.Symbol} */ (checker.getSymbolAtLocation(source)).exports
  );
  // Names read as TypeScript keeps them (`ts.__String`): the same text, as none of them starts with `__`.
  /** @param {string} name */
  const exported = (name) => {
    const symbol = exports.get(/** @type {ts.__String} */ (name));
    if (!symbol) throw new Error(`@rstest/core does not export ${name}`);
    return symbol;
  };
  /** @param {ts.Type} type */
  const membersOf = (type) => checker.getPropertiesOfType(type).map(propertyName);
  /** @param {string} name */
  const declared = (name) => checker.getDeclaredTypeOfSymbol(exported(name));
  /** @param {string} name */
  const valueType = (name) => checker.getTypeOfSymbol(exported(name));

  const utilities = membersOf(declared('RstestUtilities'));
  const placed = new Set(Object.values(UTILITY_PAGES).flat());
  /** @type {Record<string, string[]>} */
  const pages = {
    'api/test-api/expect.mdx': [
      ...membersOf(declared('Assertion')),
      ...membersOf(declared('ExpectStatic')).map((name) => `expect.${name}`),
    ],
    'api/test-api/test.mdx': ['test', 'it', ...membersOf(valueType('test')).map((name) => `test.${name}`)],
    'api/test-api/describe.mdx': ['describe', ...membersOf(valueType('describe')).map((name) => `describe.${name}`)],
    'api/test-api/hooks.mdx': HOOKS.filter((hook) => exports.has(/** @type {ts.__String} */ (hook))),
    'api/rstest/mockInstance.mdx': membersOf(declared('MockInstance')).filter((name) => !name.startsWith('_')),
  };
  for (const [page, names] of Object.entries(UTILITY_PAGES)) {
    pages[page] = names.filter((name) => utilities.includes(name)).map((name) => `rstest.${name}`);
  }
  return { pages, unplaced: utilities.filter((name) => !placed.has(name)).map((name) => `rstest.${name}`) };
}

/** Entry points of @rstest/core whose exports must all be documented. */
export const COVERED_ENTRIES = ['.', './api'];

/** Entry points left out, and why. Any other new entry point fails the check until it is placed. */
export const SKIPPED_ENTRIES = {
  './package.json': 'not code',
  './globals': 'ambient declarations for the globals option, no exports',
  './importMeta': 'ambient declarations for import.meta.rstest, no exports',
};
const INTERNAL_ENTRY = /^\.\/internal\//;

/**
 * The entry points of a package.json `exports` map that check-api covers, with the file of their types.
 * @param {{ name: string, exports: Record<string, string | { types?: string, default?: string }> }} packageJson
 * @returns {{ covered: { specifier: string, types: string }[], unplaced: string[] }} types: relative to the package
 */
export function publicEntries(packageJson) {
  /** @param {string} entry */
  const specifier = (entry) => (entry === '.' ? packageJson.name : `${packageJson.name}/${entry.slice(2)}`);
  const covered = [];
  const unplaced = [];
  for (const [entry, target] of Object.entries(packageJson.exports)) {
    if (COVERED_ENTRIES.includes(entry)) {
      const types = typeof target === 'string' ? target : target.types;
      if (!types) throw new Error(`${specifier(entry)} has no types`);
      covered.push({ specifier: specifier(entry), types });
    } else if (!INTERNAL_ENTRY.test(entry) && !(entry in SKIPPED_ENTRIES)) {
      unplaced.push(specifier(entry));
    }
  }
  return { covered, unplaced };
}

/**
 * Every name each `.d.ts` module exports, values and types, in alphabetical order. `kind` is `value` for
 * anything usable at run time (functions, constants, classes, namespaces), `type` for types only.
 * One TypeScript program reads all the files.
 * @param {string[]} dtsFiles
 * @returns {Record<string, { name: string, kind: 'value' | 'type' }[]>} keyed by the given paths
 */
export function exportsOfModules(dtsFiles) {
  const program = ts.createProgram(dtsFiles, { skipLibCheck: true, noEmit: true, types: [] });
  const checker = program.getTypeChecker();
  /** @param {string} dtsFile */
  const exportsOf = (dtsFile) => {
    const source = program.getSourceFile(dtsFile);
    if (!source) throw new Error(`cannot read ${dtsFile}`);
    // A .d.ts that exports names is a module: its source file has a symbol.
    return checker
      .getExportsOfModule(/** @type {ts.Symbol} */ (checker.getSymbolAtLocation(source)))
      .map(
        /** @returns {{ name: string, kind: 'value' | 'type' }} */
        (symbol) => {
          const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
          return { name: symbol.name, kind: target.flags & ts.SymbolFlags.Value ? 'value' : 'type' };
        },
      )
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  };
  return Object.fromEntries(dtsFiles.map((file) => [file, exportsOf(file)]));
}

/** The exports of one `.d.ts` module (see exportsOfModules). @param {string} dtsFile */
export const moduleExports = (dtsFile) => exportsOfModules([dtsFile])[dtsFile];
