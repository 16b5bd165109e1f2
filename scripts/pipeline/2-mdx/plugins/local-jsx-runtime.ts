import type { Identifier, ImportDeclaration, Program, VariableDeclaration } from 'estree';

const RUNTIMES = new Set(['react/jsx-runtime', 'react/jsx-dev-runtime']);

const identifier = (name: string): Identifier => ({ type: 'Identifier', name });

/**
 * A compiled page calls `_jsx`/`_jsxs` once per element: tens of thousands of times across the site.
 * Each call of an imported name is a dependency webpack records, keeps in memory for the whole build
 * and rewrites to `(0, module.jsx)(…)`. Read once into local constants, the runtime's functions are
 * one dependency each per page: the bundles build faster in less memory, and the page chunks are
 * smaller (the minifier shortens local names).
 */
export default function recmaLocalJsxRuntime() {
  return (tree: Program) => {
    const runtime = tree.body.find(
      (node): node is ImportDeclaration => node.type === 'ImportDeclaration' && RUNTIMES.has(String(node.source.value)),
    );
    if (!runtime || runtime.specifiers.length === 0) return;
    const locals: VariableDeclaration = { type: 'VariableDeclaration', kind: 'const', declarations: [] };
    for (const specifier of runtime.specifiers) {
      const { name } = specifier.local;
      specifier.local = identifier(`${name}$runtime`);
      locals.declarations.push({
        type: 'VariableDeclarator',
        id: identifier(name),
        init: identifier(`${name}$runtime`),
      });
    }
    const lastImport = tree.body.findLastIndex((node) => node.type === 'ImportDeclaration');
    tree.body.splice(lastImport + 1, 0, locals);
  };
}
