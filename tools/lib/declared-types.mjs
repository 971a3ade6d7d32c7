// Reads declarations out of a `.d.ts` with the TypeScript compiler API and
// prints types in one canonical form, so a type written on a page can be
// compared with the declared one whatever its spacing or quotes.
import ts from 'typescript';

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

/**
 * Prints a type node on one line, with string literals rebuilt so they all print with the same quotes.
 * @param {ts.TypeNode} typeNode
 * @param {ts.SourceFile} source
 */
function printCanonical(typeNode, source) {
  /** @type {ts.TransformerFactory<ts.Node>} */
  const requote = (context) => {
    /** @param {ts.Node} node @returns {ts.Node} */
    const visit = (node) =>
      ts.isStringLiteral(node) ? ts.factory.createStringLiteral(node.text) : ts.visitEachChild(node, visit, context);
    return (node) => ts.visitNode(node, visit);
  };
  const [node] = ts.transform(typeNode, [requote]).transformed;
  return printer.printNode(ts.EmitHint.Unspecified, node, source).replace(/\s+/g, ' ').trim();
}

/** @param {string} fileName @param {string} text */
function parse(fileName, text) {
  return ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

/**
 * The canonical one-line form of a type written as text, or null when it does not parse.
 * @param {string} typeText
 */
export function canonicalType(typeText) {
  const source = parse('page-type.ts', `type __T = ${typeText};`);
  const [statement] = source.statements;
  // `parseDiagnostics`: the syntax errors, an internal field of TypeScript's source files.
  if (
    !statement ||
    !ts.isTypeAliasDeclaration(statement) ||
    /** @type {ts.SourceFile & { parseDiagnostics?: ts.Diagnostic[] }} */ (source).parseDiagnostics?.length
  )
    return null;
  return printCanonical(statement.type, source);
}

/**
 * The members of an interface declared in a `.d.ts`: name and canonical type.
 * @param {string} dtsText
 * @param {string} interfaceName
 * @returns {{ name: string, type: string }[]}
 */
export function interfaceMembers(dtsText, interfaceName) {
  const source = parse('index.d.ts', dtsText);
  const declaration = /** @type {ts.InterfaceDeclaration | undefined} */ (
    source.statements.find((node) => ts.isInterfaceDeclaration(node) && node.name.text === interfaceName)
  );
  if (!declaration) throw new Error(`interface ${interfaceName} not found`);
  // Property and method signatures declare a type; the filter keeps the members with a name and a type.
  return /** @type {ts.NodeArray<ts.TypeElement & { type?: ts.TypeNode }>} */ (declaration.members)
    .filter((member) => member.name && member.type)
    .map((member) => ({
      name: /** @type {ts.PropertyName} */ (member.name).getText(source),
      type: printCanonical(/** @type {ts.TypeNode} */ (member.type), source),
    }));
}
