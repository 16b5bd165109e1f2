/**
 * The folder an example runs in: which files it names and what goes into them.
 *
 * The example's own source is scanned (Babel's parser) for string literals and property names. A titled file
 * of the same page that the example refers to (`require('./webpack.common.js')`) is written as the page shows
 * it; every other relative file or folder it names gets a stub, and a package that does not resolve gets a
 * stub module (see package-stub.cjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import Module from 'node:module';
import { parse } from '@babel/parser';
import type { Example } from './extract.ts';

const requireFromRoot = createRequire(path.join(process.cwd(), 'package.json'));

/** A request for a package (not a relative path, a URL or a Node.js built-in). */
export const isBare = (request: string) => !/^(\.|\/|node:|data:|file:)/.test(request) && !Module.isBuiltin(request);

export interface Scanned {
  /** string literals */
  strings: string[];
  /** property names */
  names: string[];
  esm: boolean;
}

/** String literals and property names of a script, and whether it is an ES module; undefined when it does not parse. */
export function scan(code: string, lang: string): Scanned | undefined {
  try {
    const ast = parse(code, {
      sourceType: 'unambiguous',
      allowAwaitOutsideFunction: true,
      plugins: lang.startsWith('t') || lang.endsWith('ts') ? ['typescript'] : [],
    });
    const strings: string[] = [];
    const names: string[] = [];
    const visit = (node: unknown) => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node)) return node.forEach(visit);
      const record = node as Record<string, unknown>;
      if (record.type === 'StringLiteral') strings.push(record.value as string);
      // property names (`deps.react`, `{ lodash: ... }`) count as names for a package.json stub
      if ((record.type === 'MemberExpression' && !record.computed) || record.type === 'ObjectProperty') {
        const key = (record.type === 'ObjectProperty' ? record.key : record.property) as Record<string, unknown>;
        if (key?.type === 'Identifier') names.push(key.name as string);
      }
      for (const [key, value] of Object.entries(record)) if (key !== 'loc' && key !== 'extra') visit(value);
    };
    visit(ast.program);
    return { strings, names, esm: ast.program.sourceType === 'module' };
  } catch {
    return undefined;
  }
}

/** Names in an example that look like npm packages, for a package.json stub's dependencies. */
const packageNames = (strings: string[]) => strings.filter((value) => /^(@[\w.-]+\/)?[a-z][\w.-]*$/.test(value));

/**
 * Content for a stub of a file an example names. JSON files get `{}`, except the ones the example reads
 * fields of: a package.json lists the example's package-like names as dependencies (a Module Federation
 * example reads versions from it), and a DLL manifest has the shape DllPlugin writes.
 */
export function stubContent(name: string, strings: string[]): string {
  const base = path.basename(name);
  if (base === 'package.json') {
    const dependencies = Object.fromEntries(packageNames(strings).map((dependency) => [dependency, '^1.0.0']));
    return `${JSON.stringify({ name: 'example', version: '1.0.0', private: true, dependencies }, null, 2)}\n`;
  }
  if (/manifest.*\.json$/.test(base)) {
    return `${JSON.stringify({ name: 'vendor_lib', content: { './node_modules/example/index.js': { id: 1, buildMeta: {} } } })}\n`;
  }
  const byExtension: Record<string, string> = {
    '.js': 'module.exports = {};\n',
    '.cjs': 'module.exports = {};\n',
    '.mjs': 'export default {};\n',
    '.json': '{}\n',
    '.html': '<!doctype html><title>stub</title>\n',
  };
  return byExtension[path.extname(base)] ?? '';
}

/** Relative file names an example mentions (`'./src/index.js'`, `'public/index.html'`, `'.env'`). */
export function namedFiles(strings: string[]): string[] {
  return strings.filter((value) => /^(\.{1,2}\/)?[\w@.-]*(\/[\w@.-]+)*\.[a-z0-9]+$/i.test(value) && !value.includes('..'));
}

/** Relative directories an example mentions (`'./src/pages'`): created with a stub `index.js`. */
const namedDirectories = (strings: string[]) => strings.filter((value) => /^\.\/[\w@-]+(\/[\w@-]+)*$/.test(value));

/** Whether an example refers to a file of its page: `require('./webpack.common')`, `'./src/index.html'`. */
export function refersTo(strings: string[], name: string): boolean {
  const target = path.normalize(name);
  return strings.some((value) => {
    if (!/^\.{0,2}\/?[\w@.-]/.test(value) || value.includes('*')) return false;
    const candidate = path.normalize(value);
    return candidate === target || `${candidate}.js` === target || `${candidate}.json` === target;
  });
}

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/**
 * Lays out the example's folder and returns the file to load. `stubPackage` is called for each package the
 * example names that does not resolve from the folder.
 */
export function prepare(example: Example, dir: string, scanned: Scanned, stubPackage: (request: string) => void): string {
  const written = new Set<string>();
  for (const sibling of example.siblings) {
    const name = path.normalize(sibling.name);
    if (path.isAbsolute(name) || name.startsWith('..') || written.has(name) || !refersTo(scanned.strings, name)) continue;
    if (name.endsWith('.json') && !isJson(sibling.code)) continue;
    written.add(name);
    write(path.join(dir, name), sibling.code);
  }
  const resolveFromDir = createRequire(path.join(dir, 'package.json'));
  for (const request of scanned.strings.filter(isBare)) {
    try {
      resolveFromDir.resolve(request);
    } catch {
      stubPackage(request);
    }
  }
  for (const name of namedFiles(scanned.strings)) {
    const file = path.join(dir, name);
    if (fs.existsSync(file)) continue;
    write(file, stubContent(name, [...scanned.strings, ...scanned.names]));
  }
  for (const name of namedDirectories(scanned.strings)) {
    const index = path.join(dir, name, 'index.js');
    if (!fs.existsSync(path.join(dir, name))) write(index, stubContent('index.js', []));
  }
  // a `browserslist` target needs a browser list in the project
  if (scanned.strings.some((value) => value.startsWith('browserslist')) && !fs.existsSync(path.join(dir, '.browserslistrc'))) {
    write(path.join(dir, '.browserslistrc'), 'defaults\n');
  }
  const typescript = /^(ts|typescript|mts|cts)$/.test(example.lang);
  let code = example.code;
  if (typescript) {
    const esbuild = requireFromRoot('esbuild') as typeof import('esbuild');
    // ts-node and tsx load a .ts configuration as CommonJS in a package without "type": "module"
    code = esbuild.transformSync(code, { loader: 'ts', format: 'cjs', target: 'node20' }).code;
  }
  const base = example.title ? example.title.replace(/\.[cm]?[jt]s$/, '') : 'webpack.config';
  const extension = typescript ? '.cjs' : example.title?.endsWith('.cjs') ? '.cjs' : scanned.esm ? '.mjs' : '.cjs';
  const file = path.join(dir, `${base}${extension}`);
  write(file, code);
  if (!fs.existsSync(path.join(dir, 'package.json'))) {
    write(path.join(dir, 'package.json'), stubContent('package.json', [...scanned.strings, ...scanned.names]));
  }
  return file;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

