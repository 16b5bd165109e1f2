/**
 * What webpack itself marks as deprecated, read from the installed package, and where an example uses it.
 *
 * - Exports: a getter of `webpack/lib/index.js` (the `webpack` object and its namespaces) is deprecated when its
 *   JSDoc says `@deprecated` or its body wraps the value in `util.deprecate(...)`. An example that reads such an
 *   export (`webpack.AutomaticPrefetchPlugin`, `const { JavascriptModulesPlugin } = require('webpack')`) is
 *   reported with webpack's own reason.
 * - Classes: a plugin class whose file says "TODO in the next major release: remove this class" is reported when
 *   an example's compiler has an instance of it.
 */
import fs from 'node:fs';
import path from 'node:path';
import Module, { createRequire } from 'node:module';
import { parse } from '@babel/parser';

const requireFromRoot = createRequire(path.join(process.cwd(), 'package.json'));

type Node = { type: string; [key: string]: unknown };
type Comment = { value: string };

function ast(code: string, typescript: boolean): Node {
  return parse(code, {
    sourceType: 'unambiguous',
    allowAwaitOutsideFunction: true,
    plugins: typescript ? ['typescript'] : [],
  }).program as unknown as Node;
}

function walk(node: unknown, visit: (node: Node) => void) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  const current = node as Node;
  if (typeof current.type === 'string') visit(current);
  for (const [key, value] of Object.entries(current)) {
    if (key !== 'loc' && key !== 'leadingComments' && key !== 'trailingComments') walk(value, visit);
  }
}

/** Deprecated export paths of the installed webpack (`AutomaticPrefetchPlugin`, `optimize.AggressiveSplittingPlugin`) → why. */
export function deprecatedExports(source = fs.readFileSync(requireFromRoot.resolve('webpack/lib/index.js'), 'utf8')): Map<string, string> {
  const deprecated = new Map<string, string>();
  let exportsObject: Node | undefined;
  walk(ast(source, false), (node) => {
    const callee = node.callee as Node | undefined;
    const object = (node.arguments as Node[] | undefined)?.[1];
    if (node.type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === 'mergeExports' && object?.type === 'ObjectExpression') {
      exportsObject ??= object;
    }
  });
  const visitObject = (object: Node, prefix: string) => {
    for (const property of object.properties as Node[]) {
      const name = (property.key as Node).name as string;
      if (property.type === 'ObjectProperty' && (property.value as Node).type === 'ObjectExpression') {
        visitObject(property.value as Node, `${prefix}${name}.`);
        continue;
      }
      if (property.type !== 'ObjectMethod' || property.kind !== 'get') continue;
      const doc = ((property.leadingComments as Comment[] | undefined) ?? []).map((comment) => comment.value).join('\n');
      const tag = /@deprecated\s+([^\n]*)/.exec(doc);
      let reason = tag?.[1].replace(/\s*—?\s*TODO.*$/, '').trim();
      walk(property.body, (inner) => {
        const target = inner.callee as Node | undefined;
        if (inner.type === 'CallExpression' && target?.type === 'MemberExpression' && (target.property as Node).name === 'deprecate') {
          const message = (inner.arguments as Node[])[1];
          reason ??= message?.type === 'StringLiteral' ? (message.value as string) : 'deprecated';
        }
      });
      if (reason !== undefined) deprecated.set(`${prefix}${name}`, reason || 'deprecated');
    }
  };
  if (exportsObject) visitObject(exportsObject, '');
  return deprecated;
}

let cached: Map<string, string> | undefined;

/**
 * The member path a node reads from the webpack object: from a name bound to `require('webpack')` or named
 * `webpack`, or from a `.webpack` property (`compiler.webpack.optimize.X` → `optimize.X`).
 */
function memberPath(node: Node, webpackNames: Set<string>): string | undefined {
  const parts: string[] = [];
  let current: Node = node;
  while (current.type === 'MemberExpression' && !current.computed) {
    const name = (current.property as Node).name as string;
    if (name === 'webpack' && parts.length) return parts.join('.');
    parts.unshift(name);
    current = current.object as Node;
  }
  const isWebpack = current.type === 'Identifier' && (webpackNames.has(current.name as string) || current.name === 'webpack');
  return isWebpack ? parts.join('.') : undefined;
}

const isWebpackSource = (node: Node | undefined) =>
  node?.type === 'StringLiteral' && node.value === 'webpack';

const isRequireWebpack = (node: Node | undefined) =>
  node?.type === 'CallExpression' && (node.callee as Node).type === 'Identifier' && (node.callee as Node).name === 'require' && isWebpackSource((node.arguments as Node[])[0]);

/** Deprecated webpack exports an example reads, with webpack's reason. */
export function deprecatedUses(code: string, lang: string): string[] {
  cached ??= deprecatedExports();
  const deprecated = cached;
  let program: Node;
  try {
    program = ast(code, /^(ts|typescript|mts|cts)$/.test(lang));
  } catch {
    return [];
  }
  const webpackNames = new Set<string>();
  const used = new Set<string>();
  walk(program, (node) => {
    if (node.type === 'ImportDeclaration' && isWebpackSource(node.source as Node)) {
      for (const specifier of node.specifiers as Node[]) {
        if (specifier.type === 'ImportSpecifier') used.add(((specifier.imported as Node).name ?? (specifier.imported as Node).value) as string);
        else webpackNames.add((specifier.local as Node).name as string);
      }
    }
    if (node.type === 'VariableDeclarator' && isRequireWebpack(node.init as Node)) {
      const id = node.id as Node;
      if (id.type === 'Identifier') webpackNames.add(id.name as string);
      if (id.type === 'ObjectPattern') {
        for (const property of id.properties as Node[]) {
          if (property.type === 'ObjectProperty') used.add((property.key as Node).name as string);
        }
      }
    }
  });
  walk(program, (node) => {
    if (node.type !== 'MemberExpression') return;
    const member = memberPath(node, webpackNames);
    if (member) used.add(member);
  });
  return [...used]
    .filter((member) => deprecated.has(member))
    .map((member) => `uses webpack.${member}, which webpack deprecates: ${deprecated.get(member)}`);
}

const REMOVAL_MARK = /TODO in the next major release: remove this class/;

/** Plugins of a compiler (or of each compiler of a multi-compiler) whose class webpack marks for removal. */
export function markedForRemoval(compiler: { options?: { plugins?: unknown[] }; compilers?: unknown[] }): string[] {
  const compilers = (compiler.compilers ?? [compiler]) as { options: { plugins?: unknown[] } }[];
  const cache = (Module as unknown as { _cache: Record<string, { exports: unknown }> })._cache;
  const problems: string[] = [];
  for (const { options } of compilers) {
    for (const plugin of options.plugins ?? []) {
      const constructor = (plugin as object | null)?.constructor;
      if (!constructor || constructor === Object) continue;
      const file = Object.keys(cache).find((key) => cache[key].exports === constructor);
      if (file && file.includes(`${path.sep}webpack${path.sep}lib${path.sep}`) && REMOVAL_MARK.test(fs.readFileSync(file, 'utf8'))) {
        problems.push(`new ${constructor.name}(): webpack marks this class for removal in its next major release`);
      }
    }
  }
  return problems;
}
