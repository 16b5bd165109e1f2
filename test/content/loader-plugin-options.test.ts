/**
 * Loader and plugin pages must document every option of the package they describe.
 *
 * The option names of the loader and plugin packages come from their snapshots in
 * test/content/schemas/ (`npm run schemas:refresh` reads them from the real packages, see
 * scripts/tools/option-schemas/), and webpack's own plugins from the installed webpack's schemas. A package
 * release that adds an option therefore makes this test fail, once its snapshot is refreshed, until
 * the page documents it. An option counts as documented when a `##` or `###` heading of the page
 * starts with its name (backticks and `<Badge />` are ignored): `### modules`, `### `sourceMap``.
 */
import fs from 'node:fs';
import path from 'node:path';
import { topLevelOptions, type Json } from '../../scripts/tools/option-schemas/sources.ts';
import { schemaSnapshot } from '../../scripts/tools/option-schemas/snapshots.ts';

const root = process.cwd();
const nodeModules = path.join(root, 'node_modules');

/** Option names from a schema file of the installed webpack. */
function schemaOptions(file: string, select?: (schema: Json) => Json): string[] {
  const schema = JSON.parse(fs.readFileSync(file, 'utf8')) as Json;
  return topLevelOptions(schema, select ? select(schema) : schema);
}

const webpackSchema = (file: string) => path.join(nodeModules, 'webpack/schemas', file);
/** The options of a loader or plugin package, from its snapshot. */
const snapshot = (pkg: string) => () => schemaSnapshot(pkg).options;

/** page (relative to content/) → function returning the option names it must document */
const documented: Record<string, () => string[]> = {
  // loaders
  'loaders/babel-loader.mdx': snapshot('babel-loader'),
  'loaders/coffee-loader.mdx': snapshot('coffee-loader'),
  'loaders/css-loader.mdx': snapshot('css-loader'),
  'loaders/exports-loader.mdx': snapshot('exports-loader'),
  'loaders/expose-loader.mdx': snapshot('expose-loader'),
  'loaders/html-loader.mdx': snapshot('html-loader'),
  'loaders/imports-loader.mdx': snapshot('imports-loader'),
  'loaders/node-loader.mdx': snapshot('node-loader'),
  'loaders/remark-loader.mdx': snapshot('remark-loader'),
  'loaders/source-map-loader.mdx': snapshot('source-map-loader'),
  'loaders/val-loader.mdx': snapshot('val-loader'),
  'loaders/less-loader.mdx': snapshot('less-loader'),
  'loaders/postcss-loader.mdx': snapshot('postcss-loader'),
  'loaders/sass-loader.mdx': snapshot('sass-loader'),
  'loaders/style-loader.mdx': snapshot('style-loader'),
  'loaders/stylus-loader.mdx': snapshot('stylus-loader'),
  'loaders/thread-loader.mdx': snapshot('thread-loader'),
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
  'plugins/mini-css-extract-plugin.mdx': snapshot('mini-css-extract-plugin'),
  'plugins/copy-webpack-plugin.mdx': snapshot('copy-webpack-plugin'),
  'plugins/compression-webpack-plugin.mdx': snapshot('compression-webpack-plugin'),
  'plugins/css-minimizer-webpack-plugin.mdx': snapshot('css-minimizer-webpack-plugin'),
  'plugins/terser-webpack-plugin.mdx': snapshot('terser-webpack-plugin'),
  'plugins/eslint-webpack-plugin.mdx': snapshot('eslint-webpack-plugin'),
  'plugins/stylelint-webpack-plugin.mdx': snapshot('stylelint-webpack-plugin'),
  'plugins/json-minimizer-webpack-plugin.mdx': snapshot('json-minimizer-webpack-plugin'),
  'plugins/html-minimizer-webpack-plugin.mdx': snapshot('html-minimizer-webpack-plugin'),
  'plugins/image-minimizer-webpack-plugin.mdx': snapshot('image-minimizer-webpack-plugin'),
  'plugins/html-webpack-plugin.mdx': snapshot('html-webpack-plugin'),
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

const contentDir = path.join(root, 'content');
const existing = Object.keys(documented).filter((page) => fs.existsSync(path.join(contentDir, page)));

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
    expect(existing.length).toBeGreaterThanOrEqual(LOADERS.length);
  });


  it.each(existing)('%s has a heading for every top-level option', (page) => {
    const options = documented[page]();
    expect(options.length).toBeGreaterThan(0);
    const headings = headingNames(fs.readFileSync(path.join(contentDir, page), 'utf8'));
    const missing = options.filter((name) => !headings.has(name));
    expect({ page, missing }).toEqual({ page, missing: [] });
  });
});
