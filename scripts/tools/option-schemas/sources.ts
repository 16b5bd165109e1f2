import fs from 'node:fs';
import path from 'node:path';

/**
 * Where each documented loader and plugin package keeps its options, and how to read the option names
 * a page must document from them. `refresh.ts` runs these readers on the real package (installed, or
 * fetched with `npm pack`) and commits the result as a snapshot in `test/content/schemas/`, so the
 * content tests need none of these packages installed.
 */

// Schemas are untyped JSON walked by shape checks below.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>;

/** A package's options as the snapshot records them. */
export interface OptionsRead {
  /** Which file(s) of the package the schema and the names come from. */
  from: string;
  /** The package's own JSON schema of its (plugin or loader) options; null when it ships none. */
  schema: Json | null;
  /** The schema of the loader half of a package that is both a plugin and a loader. */
  loaderSchema?: Json;
  /** Top-level option names its page must have a heading for. */
  options: string[];
}

/** Reads one package's options from its unpacked folder. */
type Reader = (dir: string) => OptionsRead;

const readJson = (file: string): Json => JSON.parse(fs.readFileSync(file, 'utf8'));
const readText = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

/** Top-level property names of a JSON schema: follows a root `$ref` and root `anyOf`/`oneOf`/`allOf`. */
export function topLevelOptions(schema: Json, node: Json = schema, depth = 0): string[] {
  if (!node || depth > 4) return [];
  if (typeof node.$ref === 'string') {
    const [, ...parts] = node.$ref.split('/');
    const target = parts.reduce((value: Json, key: string) => value?.[key], schema);
    return topLevelOptions(schema, target, depth + 1);
  }
  const names = new Set<string>(Object.keys(node.properties ?? {}));
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    for (const branch of node[key] ?? []) {
      // arrays of option objects (e.g. `patterns: [...]`) are not top-level options
      if (branch.type === 'array') continue;
      for (const name of topLevelOptions(schema, branch, depth + 1)) names.add(name);
    }
  }
  return [...names];
}

/** The common case: one JSON schema file holds every option. */
const schemaFile =
  (file = 'dist/options.json'): Reader =>
  (dir) => {
    const schema = readJson(path.join(dir, file));
    return { from: file, schema, options: topLevelOptions(schema) };
  };

/** A package that is a plugin and a loader: both schemas, and the options of both. */
const pluginAndLoader =
  (plugin: string, loader: string): Reader =>
  (dir) => {
    const schema = readJson(path.join(dir, plugin));
    const loaderSchema = readJson(path.join(dir, loader));
    return {
      from: `${plugin}, ${loader}`,
      schema,
      loaderSchema,
      options: [...new Set([...topLevelOptions(schema), ...topLevelOptions(loaderSchema)])],
    };
  };

/**
 * coffee-loader's schema allows any key, because every option is handed to `CoffeeScript.compile()`. The
 * options it reads or sets a default for itself are in its compiled source: `options.<name>` reads, and the
 * defaults object spread in front of the user's options (`...{ sourceMap: useSourceMap, bare: true }, ...options`).
 */
export function coffeeLoaderOptionsFromSource(source: string): string[] {
  const read = [...source.matchAll(/(?<![\w./$])options\.(\w+)/g)].map((m) => m[1]);
  const defaults = /\.\.\.\s*\{([^{}]*)\}\s*,\s*\.\.\.\s*options\b/.exec(source);
  const defaulted = defaults ? [...defaults[1].matchAll(/(\w+)\s*:/g)].map((m) => m[1]) : [];
  return [...new Set([...read, ...defaulted])];
}

const coffeeLoader: Reader = (dir) => {
  const { schema, options } = schemaFile()(dir);
  return {
    from: 'dist/options.json and the options dist/index.js reads',
    schema,
    options: [...new Set([...options, ...coffeeLoaderOptionsFromSource(readText(dir, 'dist/index.js'))])],
  };
};

/** val-loader's schema allows any key; the one option it reads itself is destructured from `options`. */
const valLoader: Reader = (dir) => {
  const { schema, options } = schemaFile()(dir);
  const destructured = /const\s*\{([\w\s,]+)\}\s*=\s*options;/.exec(readText(dir, 'dist/index.js'));
  const names = destructured ? destructured[1].split(',').map((name) => name.trim()) : [];
  return {
    from: 'dist/options.json and the options dist/index.js destructures',
    schema,
    options: [...new Set([...options, ...names.filter(Boolean)])],
  };
};

/** thread-loader has no schema: the `options.<name>` keys its pool factory uses. */
const threadLoader: Reader = (dir) => {
  const source = readText(dir, 'dist/workerPools.js');
  return {
    from: 'the options dist/workerPools.js reads (no schema)',
    schema: null,
    options: [...new Set([...source.matchAll(/options\.(\w+)/g)].map((m) => m[1]))],
  };
};

/** html-webpack-plugin has no schema: the keys of `interface Options` in its typings. */
const htmlWebpackPlugin: Reader = (dir) => {
  const typings = readText(dir, 'typings.d.ts');
  const start = typings.indexOf('interface Options {');
  const end = typings.indexOf('\n  }\n', start);
  return {
    from: 'interface Options of typings.d.ts (no schema)',
    schema: null,
    options: [...typings.slice(start, end).matchAll(/^ {4}(\w+)\??:/gm)].map((m) => m[1]),
  };
};

/**
 * Every package a loader or plugin page documents, except webpack itself (always installed), and
 * webpack-dev-server, whose options the Dev Server page documents (what it does when run is recorded
 * beside: `npm run dev-server:record`).
 */
export const OPTION_SOURCES: Record<string, Reader> = {
  'babel-loader': schemaFile('lib/schema.json'),
  'coffee-loader': coffeeLoader,
  'css-loader': schemaFile(),
  'exports-loader': schemaFile(),
  'expose-loader': schemaFile(),
  'html-loader': schemaFile(),
  'imports-loader': schemaFile(),
  'less-loader': schemaFile(),
  'node-loader': schemaFile(),
  'postcss-loader': schemaFile(),
  'remark-loader': schemaFile(),
  'sass-loader': schemaFile(),
  'source-map-loader': schemaFile(),
  'style-loader': schemaFile(),
  'stylus-loader': schemaFile(),
  'thread-loader': threadLoader,
  'val-loader': valLoader,
  'compression-webpack-plugin': schemaFile(),
  'copy-webpack-plugin': schemaFile(),
  'css-minimizer-webpack-plugin': schemaFile(),
  'eslint-webpack-plugin': schemaFile(),
  'html-minimizer-webpack-plugin': schemaFile(),
  'html-webpack-plugin': htmlWebpackPlugin,
  'image-minimizer-webpack-plugin': pluginAndLoader('dist/plugin-options.json', 'dist/loader-options.json'),
  'json-minimizer-webpack-plugin': schemaFile(),
  'mini-css-extract-plugin': pluginAndLoader('dist/plugin-options.json', 'dist/loader-options.json'),
  'stylelint-webpack-plugin': schemaFile(),
  'terser-webpack-plugin': schemaFile(),
  'webpack-dev-server': schemaFile('lib/options.json'),
};
