/**
 * The AST visitors that hand every module specifier of a file to `check(node, specifier)`:
 * imports, re-exports, dynamic imports and jest's mock/requireActual. Shared by the rules that
 * judge where a file may import from.
 */
export function importVisitors(check) {
  return {
    ImportDeclaration: (node) => check(node.source, node.source.value),
    ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
    ExportAllDeclaration: (node) => check(node.source, node.source.value),
    ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    'CallExpression[callee.object.name="jest"][callee.property.name=/^(mock|requireActual)$/]': (node) =>
      node.arguments[0]?.type === 'Literal' && check(node.arguments[0], node.arguments[0].value),
  };
}
