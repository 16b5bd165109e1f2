/**
 * The words readers use for what the documentation names otherwise: abbreviations, older names of
 * tools and options, and everyday phrases. Expanded at query time only (the index stays as written):
 * a query phrase found here also matches each alternative, and the phrase itself still counts.
 * Keys are lower-case phrases of one to three words; alternatives are searched like typed queries.
 */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // Abbreviations.
  hmr: ['hot module replacement'],
  env: ['environment'],
  'env vars': ['environment variables'],
  'env variables': ['environment variables'],
  vars: ['variables'],
  ts: ['typescript'],
  js: ['javascript'],
  esm: ['ecmascript modules'],
  'es modules': ['ecmascript modules'],
  cjs: ['commonjs'],
  pwa: ['progressive web application'],
  csp: ['content security policies'],
  mf: ['module federation'],
  wds: ['webpack-dev-server'],
  cli: ['command line interface'],
  config: ['configuration'],
  api: ['interface'],
  // Everyday names.
  'hot reload': ['hot module replacement'],
  'hot reloading': ['hot module replacement'],
  'live reload': ['liveReload', 'hot module replacement'],
  'dev server': ['devServer', 'webpack-dev-server'],
  sourcemap: ['source map', 'devtool'],
  sourcemaps: ['source maps', 'devtool'],
  'source map': ['devtool'],
  'source maps': ['devtool'],
  scss: ['sass'],
  minify: ['minimize', 'minification'],
  minification: ['minimize'],
  uglify: ['terser', 'minimize'],
  'dead code elimination': ['tree shaking'],
  'chunk splitting': ['split chunks', 'code splitting'],
  'split vendor': ['split chunks'],
  'vendor bundle': ['split chunks', 'vendor chunk'],
  'dynamic import': ['import()', 'dynamic imports'],
  'lazy load': ['lazy loading'],
  'bundle size': ['code splitting', 'tree shaking'],
  microfrontends: ['module federation'],
  'micro frontends': ['module federation'],
  'service worker': ['progressive web application'],
  'path alias': ['resolve.alias'],
  'tsconfig paths': ['resolve.tsconfig'],
  'node polyfills': ['resolve.fallback'],
  'cache busting': ['caching contenthash'],
  hash: ['contenthash'],
  'base url': ['publicPath'],
  rebuild: ['watch'],
  routes: ['paths'],
  'history api': ['historyApiFallback'],
  spa: ['single-page applications'],
  cdn: ['publicPath'],
  'env file': ['dotenv'],
  dotenv: ['DotenvPlugin', 'environment variables'],
  // Versions and migration.
  upgrade: ['migrate'],
  migration: ['migrate'],
  'webpack 5': ['v5'],
  'webpack 4': ['v4'],
  'webpack 3': ['v3'],
  'release notes': ['release'],
  'file name': ['filename'],
  'file names': ['filename'],
  // Tools and options that were replaced.
  'file-loader': ['asset modules'],
  'url-loader': ['asset modules'],
  'raw-loader': ['asset modules'],
  'worker-loader': ['web workers'],
  'ts-loader': ['typescript'],
  'clean-webpack-plugin': ['output.clean', 'CleanPlugin'],
  'extract-text-webpack-plugin': ['mini-css-extract-plugin'],
  'uglifyjs-webpack-plugin': ['terser-webpack-plugin'],
  commonschunkplugin: ['splitChunks'],
  contentbase: ['devServer.static'],
};

/** Longest key, in words: phrases are matched greedily, longest first. */
export const LONGEST_SYNONYM = Math.max(...Object.keys(SYNONYMS).map((key) => key.split(' ').length));

/** The alternatives of a phrase (any case), or none. */
export function synonymsOf(phrase: string): readonly string[] {
  const key = phrase.toLowerCase();
  return Object.hasOwn(SYNONYMS, key) ? SYNONYMS[key] : [];
}
