/**
 * Loader and plugin pages must document every option of the package they describe.
 *
 * The option names are read from the installed packages (their JSON schemas, or source/typings for
 * the few packages without a schema), so a package upgrade that adds an option makes this test fail
 * until the page documents it. An option counts as documented when a `##` or `###` heading of the page
 * starts with its name (backticks and `<Badge />` are ignored): `### modules`, `### `sourceMap``.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const root = process.cwd();
const require = createRequire(path.join(root, 'package.json'));
const nodeModules = path.join(root, 'node_modules');

// Schemas are untyped JSON walked by shape checks below.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

function readJson(file: string): Json {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function packageFile(pkg: string, file: string): string {
  return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);
}

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

/** Option names from a package schema file. */
function schemaOptions(file: string, select?: (schema: Json) => Json): string[] {
  const schema = readJson(file);
  return topLevelOptions(schema, select ? select(schema) : schema);
}

/** thread-loader has no schema: read the `options.<name>` keys its pool factory uses. */
function threadLoaderOptions(): string[] {
  const source = fs.readFileSync(packageFile('thread-loader', 'dist/workerPools.js'), 'utf8');
  return [...new Set([...source.matchAll(/options\.(\w+)/g)].map((m) => m[1]))];
}

/** val-loader's schema allows any key; the one option it reads itself is destructured from `options`. */
function valLoaderOptions(): string[] {
  const source = fs.readFileSync(packageFile('val-loader', 'dist/index.js'), 'utf8');
  const destructured = /const\s*\{([\w\s,]+)\}\s*=\s*options;/.exec(source);
  const names = destructured ? destructured[1].split(',').map((name) => name.trim()) : [];
  return [...schemaOptions(packageFile('val-loader', 'dist/options.json')), ...names.filter(Boolean)];
}

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

function coffeeLoaderOptions(): string[] {
  const source = fs.readFileSync(packageFile('coffee-loader', 'dist/index.js'), 'utf8');
  return [
    ...new Set([...schemaOptions(packageFile('coffee-loader', 'dist/options.json')), ...coffeeLoaderOptionsFromSource(source)]),
  ];
}

/** html-webpack-plugin has no schema: read the keys of `interface Options` in its typings. */
function htmlWebpackPluginOptions(): string[] {
  const typings = fs.readFileSync(packageFile('html-webpack-plugin', 'typings.d.ts'), 'utf8');
  const start = typings.indexOf('interface Options {');
  const end = typings.indexOf('\n  }\n', start);
  const body = typings.slice(start, end);
  return [...body.matchAll(/^ {4}(\w+)\??:/gm)].map((m) => m[1]);
}

const webpackSchema = (file: string) => path.join(nodeModules, 'webpack/schemas', file);
const contrib = (pkg: string, file = 'dist/options.json') => () => schemaOptions(packageFile(pkg, file));

/** page (relative to content/) → function returning the option names it must document */
const documented: Record<string, () => string[]> = {
  // loaders
  'loaders/babel-loader.mdx': contrib('babel-loader', 'lib/schema.json'),
  'loaders/coffee-loader.mdx': coffeeLoaderOptions,
  'loaders/css-loader.mdx': contrib('css-loader'),
  'loaders/exports-loader.mdx': contrib('exports-loader'),
  'loaders/expose-loader.mdx': contrib('expose-loader'),
  'loaders/html-loader.mdx': contrib('html-loader'),
  'loaders/imports-loader.mdx': contrib('imports-loader'),
  'loaders/node-loader.mdx': contrib('node-loader'),
  'loaders/remark-loader.mdx': contrib('remark-loader'),
  'loaders/source-map-loader.mdx': contrib('source-map-loader'),
  'loaders/val-loader.mdx': valLoaderOptions,
  'loaders/less-loader.mdx': contrib('less-loader'),
  'loaders/postcss-loader.mdx': contrib('postcss-loader'),
  'loaders/sass-loader.mdx': contrib('sass-loader'),
  'loaders/style-loader.mdx': contrib('style-loader'),
  'loaders/stylus-loader.mdx': contrib('stylus-loader'),
  'loaders/thread-loader.mdx': threadLoaderOptions,
  // webpack's own plugins
  'plugins/banner-plugin.mdx': () => schemaOptions(webpackSchema('plugins/BannerPlugin.json')),
  'plugins/ignore-plugin.mdx': () => schemaOptions(webpackSchema('plugins/IgnorePlugin.json')),
  'plugins/progress-plugin.mdx': () => schemaOptions(webpackSchema('plugins/ProgressPlugin.json')),
  'plugins/source-map-dev-tool-plugin.mdx': () =>
    schemaOptions(webpackSchema('plugins/SourceMapDevToolPlugin.json')),
  'plugins/watch-ignore-plugin.mdx': () => schemaOptions(webpackSchema('plugins/WatchIgnorePlugin.json')),
  'plugins/loader-options-plugin.mdx': () =>
    schemaOptions(webpackSchema('plugins/LoaderOptionsPlugin.json')),
  'plugins/profiling-plugin.mdx': () => schemaOptions(webpackSchema('plugins/debug/ProfilingPlugin.json')),
  'plugins/dll-plugin.mdx': () => schemaOptions(webpackSchema('plugins/dll/DllPlugin.json')),
  'plugins/dll-reference-plugin.mdx': () =>
    schemaOptions(webpackSchema('plugins/dll/DllReferencePlugin.json')),
  'plugins/limit-chunk-count-plugin.mdx': () =>
    schemaOptions(webpackSchema('plugins/optimize/LimitChunkCountPlugin.json')),
  'plugins/min-chunk-size-plugin.mdx': () =>
    schemaOptions(webpackSchema('plugins/optimize/MinChunkSizePlugin.json')),
  'plugins/module-federation-plugin.mdx': () =>
    schemaOptions(webpackSchema('plugins/container/ModuleFederationPlugin.json')),
  'plugins/manifest-plugin.mdx': () => schemaOptions(webpackSchema('plugins/ManifestPlugin.json')),
  'plugins/hashed-module-ids-plugin.mdx': () =>
    schemaOptions(webpackSchema('plugins/ids/HashedModuleIdsPlugin.json')),
  'plugins/dotenv-plugin.mdx': () =>
    schemaOptions(webpackSchema('WebpackOptions.json'), (s) => s.definitions.DotenvPluginOptions),
  'plugins/virtual-url-plugin.mdx': () =>
    schemaOptions(webpackSchema('plugins/schemes/VirtualUrlPlugin.json')),
  'plugins/clean-plugin.mdx': () =>
    schemaOptions(webpackSchema('WebpackOptions.json'), (s) => s.definitions.CleanOptions),
  // the plugin's own options, and the fields of a pattern object (`output.copy` items)
  'plugins/copy-plugin.mdx': () => [
    ...schemaOptions(webpackSchema('WebpackOptions.json'), (s) => s.definitions.CopyOptions),
    ...schemaOptions(webpackSchema('WebpackOptions.json'), (s) => s.definitions.CopyObjectPattern),
  ],
  'plugins/ssr-manifest-plugin.mdx': () => schemaOptions(webpackSchema('plugins/SSRManifestPlugin.json')),
  'plugins/split-chunks-plugin.mdx': () =>
    schemaOptions(webpackSchema('WebpackOptions.json'), (s) => s.definitions.OptimizationSplitChunksOptions),
  // contrib and community plugins
  'plugins/mini-css-extract-plugin.mdx': () => [
    ...schemaOptions(packageFile('mini-css-extract-plugin', 'dist/plugin-options.json')),
    ...schemaOptions(packageFile('mini-css-extract-plugin', 'dist/loader-options.json')),
  ],
  'plugins/copy-webpack-plugin.mdx': contrib('copy-webpack-plugin'),
  'plugins/compression-webpack-plugin.mdx': contrib('compression-webpack-plugin'),
  'plugins/css-minimizer-webpack-plugin.mdx': contrib('css-minimizer-webpack-plugin'),
  'plugins/terser-webpack-plugin.mdx': contrib('terser-webpack-plugin'),
  'plugins/eslint-webpack-plugin.mdx': contrib('eslint-webpack-plugin'),
  'plugins/stylelint-webpack-plugin.mdx': contrib('stylelint-webpack-plugin'),
  'plugins/json-minimizer-webpack-plugin.mdx': contrib('json-minimizer-webpack-plugin'),
  'plugins/html-minimizer-webpack-plugin.mdx': contrib('html-minimizer-webpack-plugin'),
  'plugins/image-minimizer-webpack-plugin.mdx': contrib(
    'image-minimizer-webpack-plugin',
    'dist/plugin-options.json',
  ),
  'plugins/html-webpack-plugin.mdx': htmlWebpackPluginOptions,
};

const LOADERS = [
  'babel-loader',
  'coffee-loader',
  'exports-loader',
  'expose-loader',
  'html-loader',
  'imports-loader',
  'node-loader',
  'remark-loader',
  'source-map-loader',
  'thread-loader',
  'val-loader',
  'css-loader',
  'less-loader',
  'postcss-loader',
  'sass-loader',
  'style-loader',
  'stylus-loader',
];

/** Text of `##`/`###` headings outside code fences, normalised to the option name they start with. */
export function headingNames(markdown: string): Set<string> {
  const names = new Set<string>();
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line);
    if (marker) {
      if (fence === null) fence = marker[1][0];
      else if (marker[1][0] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^#{2,3}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = heading[1]
      .replace(/<Badge[^>]*\/>/g, '')
      .replace(/`/g, '')
      .trim();
    names.add(text.split(/[\s(]/)[0]);
  }
  return names;
}

/**
 * Pages whose package is not a dependency of this project yet. Their options are checked as soon as the
 * package is installed; until then the check is reported as a todo instead of failing on a missing file.
 */
const optionalPackages: Record<string, string> = {
  'loaders/coffee-loader.mdx': 'coffee-loader',
};

function isInstalled(pkg: string): boolean {
  return fs.existsSync(path.join(nodeModules, pkg, 'package.json'));
}

const contentDir = path.join(root, 'content');
const onPage = Object.keys(documented).filter((page) => fs.existsSync(path.join(contentDir, page)));
const notInstalled = onPage.filter((page) => optionalPackages[page] && !isInstalled(optionalPackages[page]));
const existing = onPage.filter((page) => !notInstalled.includes(page));

describe('headingNames', () => {
  it('reads ## and ### headings, ignores code fences and strips backticks and badges', () => {
    const names = headingNames(
      [
        '## Options',
        '### `sourceMap`',
        '### modules.auto <Badge text="5.1.0+" />',
        '#### deep',
        '```js',
        '### notAHeading',
        '```',
      ].join('\n'),
    );
    expect([...names].sort()).toEqual(['Options', 'modules.auto', 'sourceMap']);
  });
});

describe('coffeeLoaderOptionsFromSource', () => {
  it('reads the options the loader uses and the defaults it spreads before the user options', () => {
    const source = [
      'var _options = _interopRequireDefault(require("./options.json"));',
      'const options = this.getOptions(_options.default);',
      'const useSourceMap = typeof options.sourceMap === "boolean" ? options.sourceMap : this.sourceMap;',
      'result = compile(source, { ...{ sourceMap: useSourceMap, bare: true }, ...options, ...{ filename: this.resourcePath } });',
    ].join('\n');
    expect(coffeeLoaderOptionsFromSource(source).sort()).toEqual(['bare', 'sourceMap']);
  });
});

describe('topLevelOptions', () => {
  it('follows $ref and anyOf branches but not arrays', () => {
    const schema = {
      definitions: { Opts: { type: 'object', properties: { a: {}, b: {} } } },
      anyOf: [{ type: 'array', items: { properties: { no: {} } } }, { $ref: '#/definitions/Opts' }],
    };
    expect(topLevelOptions(schema).sort()).toEqual(['a', 'b']);
  });
});

describe('loader and plugin pages document every option', () => {
  it('every loader has a page', () => {
    const missing = LOADERS.filter((name) => !fs.existsSync(path.join(contentDir, 'loaders', `${name}.mdx`)));
    expect(missing).toEqual([]);
  });

  it('the loaders index links to every loader page', () => {
    const index = fs.readFileSync(path.join(contentDir, 'loaders/index.mdx'), 'utf8');
    const missing = LOADERS.filter((name) => !index.includes(`(/loaders/${name}/)`));
    expect(missing).toEqual([]);
  });

  it('the plugins index links to every plugin page', () => {
    const index = fs.readFileSync(path.join(contentDir, 'plugins/index.mdx'), 'utf8');
    const pages = fs
      .readdirSync(path.join(contentDir, 'plugins'))
      .filter((file) => file.endsWith('.mdx') && file !== 'index.mdx')
      .map((file) => file.replace(/\.mdx$/, ''));
    expect(pages.length).toBeGreaterThan(0);
    const missing = pages.filter((name) => !index.includes(`(/plugins/${name}/)`));
    expect(missing).toEqual([]);
  });

  it('finds option lists for the pages', () => {
    expect(existing.length).toBeGreaterThanOrEqual(LOADERS.length - 1);
  });

  for (const page of notInstalled) {
    it.todo(`${page}: install ${optionalPackages[page]} (npm install --save-dev ${optionalPackages[page]}) to check its options`);
  }

  it.each(existing)('%s has a heading for every top-level option', (page) => {
    const options = documented[page]();
    expect(options.length).toBeGreaterThan(0);
    const headings = headingNames(fs.readFileSync(path.join(contentDir, page), 'utf8'));
    const missing = options.filter((name) => !headings.has(name));
    expect({ page, missing }).toEqual({ page, missing: [] });
  });
});
