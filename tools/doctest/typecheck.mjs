// Type-checks the TypeScript files of the samples: samples with their own
// `tsconfig.json` (for `paths`, say) in a program each, all others in one program.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import ts from 'typescript';

const TS_FILE = /\.[cm]?tsx?$/;

/**
 * What the type-check needs of a project (workspace.mjs), all a worker is sent.
 * @typedef {{ id: string, root: string, files: { path: string, content: string }[] }} CheckedProject
 * @typedef {{ file: string, line: number, message: string }} Diagnostic
 * @typedef {import('typescript').CompilerOptions} CompilerOptions
 */

const BASE_OPTIONS = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts', 'lib.esnext.disposable.d.ts'],
  types: ['node'],
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
};

/** @param {CheckedProject} project */
const tsFilesOf = (project) =>
  project.files.filter((file) => TS_FILE.test(file.path)).map((file) => path.join(project.root, file.path));

/**
 * Compiler options of a sample's own tsconfig over the defaults, or null when it has none. A sample may
 * name it `tsconfig.json` or, when its config sets `source.tsconfigPath`, e.g. `tsconfig.test.json`.
 * @param {CheckedProject} project
 */
function ownOptions(project) {
  const tsconfig =
    project.files.find((file) => file.path === 'tsconfig.json') ??
    project.files.find((file) => /^tsconfig\.[\w-]+\.json$/.test(file.path));
  if (!tsconfig) return null;
  const { config } = ts.parseConfigFileTextToJson('tsconfig.json', tsconfig.content);
  const { options } = ts.convertCompilerOptionsFromJson(config?.compilerOptions ?? {}, project.root);
  // Without `baseUrl`, TypeScript resolves `paths` from the tsconfig's own folder.
  return { ...BASE_OPTIONS, ...options, baseUrl: options.baseUrl ?? project.root, noEmit: true };
}

/**
 * Parsed declaration files of packages and of TypeScript's own libraries, shared by every program: samples
 * with their own tsconfig get a program each, and each would otherwise parse lib.dom.d.ts and
 * @rstest/core's types again. Keyed by file and the parse options that change the tree.
 * @type {Map<string, import('typescript').SourceFile | undefined>}
 */
const sharedSourceFiles = new Map();
/** @param {string} fileName */
const isSharedFile = (fileName) => fileName.includes('/node_modules/');

/** @param {CompilerOptions} options */
function compilerHost(options) {
  const host = ts.createCompilerHost(options);
  const parse = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    if (!isSharedFile(fileName)) return parse(fileName, languageVersion, onError, shouldCreate);
    const key = `${fileName}\u0000${JSON.stringify(languageVersion)}`;
    if (!sharedSourceFiles.has(key))
      sharedSourceFiles.set(key, parse(fileName, languageVersion, onError, shouldCreate));
    return sharedSourceFiles.get(key);
  };
  return host;
}

/**
 * @param {string[]} rootNames
 * @param {CompilerOptions} options
 * @returns {Diagnostic[]}
 */
function diagnosticsOf(rootNames, options) {
  const program = ts.createProgram({ rootNames, options, host: compilerHost(options) });
  return ts.getPreEmitDiagnostics(program).flatMap((diagnostic) => {
    if (!diagnostic.file) return [];
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    return [
      {
        file: path.resolve(diagnostic.file.fileName),
        line: line + 1,
        message: ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '),
      },
    ];
  });
}

/**
 * Ambient types every sample may rely on: `import.meta.rstest`, style imports, and the globals when a sample enables them.
 * @param {string} dir
 * @param {CheckedProject[]} projects
 */
function writeAmbientTypes(dir, projects) {
  const usesGlobals = projects.some((project) =>
    project.files.some((file) => /^\s*globals\s*:\s*true/m.test(file.content)),
  );
  const file = path.join(dir, 'doctest-env.d.ts');
  const lines = [
    '/// <reference types="@rstest/core/importMeta" />',
    usesGlobals ? '/// <reference types="@rstest/core/globals" />' : '',
    "declare module '*.css';",
    "declare module '*.svg';",
  ];
  writeFileSync(file, `${lines.filter(Boolean).join('\n')}\n`);
  return file;
}

/**
 * @param {string} dir the workspace
 * @param {CheckedProject[]} projects
 * @returns {Diagnostic[]} diagnostics with absolute file paths and
 * 1-based lines within the sample file
 */
export function typecheckProjects(dir, projects) {
  const ambient = writeAmbientTypes(dir, projects);
  const typeRoots = [path.join(dir, 'node_modules/@types')];
  const shared = projects.filter((project) => !ownOptions(project));
  const separate = projects.filter((project) => ownOptions(project));
  return [
    ...diagnosticsOf([ambient, ...shared.flatMap(tsFilesOf)], { ...BASE_OPTIONS, typeRoots }),
    ...separate.flatMap((project) =>
      diagnosticsOf([ambient, ...tsFilesOf(project)], { ...ownOptions(project), typeRoots }),
    ),
  ];
}

/**
 * typecheckProjects in a worker thread: the caller goes on (runs the samples) meanwhile.
 * @param {string} dir the workspace
 * @param {CheckedProject[]} projects
 * @returns {Promise<Diagnostic[]>}
 */
export function typecheckInWorker(dir, projects) {
  const slim = projects.map(({ id, root, files }) => ({
    id,
    root,
    files: files.map(({ path: file, content }) => ({ path: file, content })),
  }));
  return new Promise((resolve, reject) => {
    // A path rather than `new URL(…, import.meta.url)`, which bundlers (the unit tests' included) take for a chunk.
    const worker = new Worker(path.join(import.meta.dirname, 'typecheck-worker.mjs'), {
      workerData: { dir, projects: slim },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the type-check worker exited with ${code}`));
    });
  });
}
