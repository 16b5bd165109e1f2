/**
 * The search benchmark's evaluation set: queries phrased the way readers type them (the wording of
 * webpack's issue titles, forum questions and pasted console output, never their text), each with
 * the pages a reader would be glad to see in the top 3. The expectations were written before the
 * ranking was tuned and are not to be fitted to the engine: a miss is a finding about the engine.
 *
 * An expectation with `#` must match a hit's URL exactly; one without `#` matches the page or any of
 * its sections.
 */

export type QueryClass = 'option path' | 'topic' | 'how-to' | 'synonym' | 'version' | 'typo' | 'error';

export interface QueryCase {
  query: string;
  expect: string[];
}

const errors = (anchor: string) => `/guides/common-errors/#${anchor}`;

const HMR_PAGES = [
  '/guides/hot-module-replacement/',
  '/concepts/hot-module-replacement/',
  '/api/hot-module-replacement/',
  '/plugins/hot-module-replacement-plugin/',
];
const SPLIT_CHUNKS = [
  '/plugins/split-chunks-plugin/',
  '/configuration/optimization/#optimizationsplitchunks',
  '/guides/code-splitting/',
];
const SOURCE_MAPS = [
  '/configuration/devtool/',
  '/guides/development/#using-source-maps',
  '/loaders/source-map-loader/',
  '/plugins/source-map-dev-tool-plugin/',
];
const FEDERATION = ['/concepts/module-federation/', '/plugins/module-federation-plugin/'];
const POLYFILLS = [
  errors('breaking-change-polyfills-for-nodejs-core-modules'),
  '/configuration/resolve/#resolvefallback',
  '/migrate/5/#nodejs-polyfills-removed',
];

export const QUERIES: Record<QueryClass, QueryCase[]> = {
  // The option's own section first.
  'option path': [
    { query: 'output.filename', expect: ['/configuration/output/#outputfilename'] },
    { query: 'output.publicPath', expect: ['/configuration/output/#outputpublicpath'] },
    { query: 'output.path', expect: ['/configuration/output/#outputpath'] },
    { query: 'output.clean', expect: ['/configuration/output/#outputclean'] },
    { query: 'output.library.type', expect: ['/configuration/output/#outputlibrarytype'] },
    { query: 'output.chunkFilename', expect: ['/configuration/output/#outputchunkfilename'] },
    { query: 'output.assetModuleFilename', expect: ['/configuration/output/#outputassetmodulefilename'] },
    { query: 'output.hashFunction', expect: ['/configuration/output/#outputhashfunction'] },
    { query: 'output.globalObject', expect: ['/configuration/output/#outputglobalobject'] },
    { query: 'output.module', expect: ['/configuration/output/#outputmodule'] },
    { query: 'output.environment', expect: ['/configuration/output/#outputenvironment'] },
    { query: 'resolve.alias', expect: ['/configuration/resolve/#resolvealias'] },
    { query: 'resolve.extensions', expect: ['/configuration/resolve/#resolveextensions'] },
    { query: 'resolve.fallback', expect: ['/configuration/resolve/#resolvefallback'] },
    { query: 'resolve.modules', expect: ['/configuration/resolve/#resolvemodules'] },
    { query: 'resolve.mainFields', expect: ['/configuration/resolve/#resolvemainfields'] },
    { query: 'resolve.fullySpecified', expect: ['/configuration/resolve/#resolvefullyspecified'] },
    { query: 'module.rules', expect: ['/configuration/module/#modulerules'] },
    { query: 'module.noParse', expect: ['/configuration/module/#modulenoparse'] },
    { query: 'module.parser', expect: ['/configuration/module/#moduleparser'] },
    { query: 'Rule.use', expect: ['/configuration/module/#ruleuse'] },
    { query: 'Rule.oneOf', expect: ['/configuration/module/#ruleoneof'] },
    { query: 'optimization.splitChunks', expect: ['/configuration/optimization/#optimizationsplitchunks'] },
    {
      query: 'splitChunks.chunks',
      expect: ['/configuration/optimization/#optimizationsplitchunkschunks', '/plugins/split-chunks-plugin/#chunks'],
    },
    {
      query: 'splitChunks.cacheGroups',
      expect: [
        '/configuration/optimization/#optimizationsplitchunkscachegroups',
        '/plugins/split-chunks-plugin/#cachegroups',
      ],
    },
    { query: 'optimization.runtimeChunk', expect: ['/configuration/optimization/#optimizationruntimechunk'] },
    { query: 'runtimeChunk', expect: ['/configuration/optimization/#optimizationruntimechunk'] },
    { query: 'optimization.minimizer', expect: ['/configuration/optimization/#optimizationminimizer'] },
    { query: 'optimization.usedExports', expect: ['/configuration/optimization/#optimizationusedexports'] },
    { query: 'moduleIds', expect: ['/configuration/optimization/#optimizationmoduleids'] },
    { query: 'devServer.proxy', expect: ['/configuration/dev-server/#devserverproxy'] },
    { query: 'devServer.historyApiFallback', expect: ['/configuration/dev-server/#devserverhistoryapifallback'] },
    { query: 'historyApiFallback', expect: ['/configuration/dev-server/#devserverhistoryapifallback'] },
    { query: 'devServer.static', expect: ['/configuration/dev-server/#devserverstatic'] },
    { query: 'devServer.port', expect: ['/configuration/dev-server/#devserverport'] },
    { query: 'devServer.hot', expect: ['/configuration/dev-server/#devserverhot'] },
    { query: 'devServer.client.overlay', expect: ['/configuration/dev-server/#devserverclientoverlay'] },
    { query: 'devServer.allowedHosts', expect: ['/configuration/dev-server/#devserverallowedhosts'] },
    { query: 'watchOptions.ignored', expect: ['/configuration/watch/#watchoptionsignored'] },
    { query: 'watchOptions.poll', expect: ['/configuration/watch/#watchoptionspoll'] },
    { query: 'cache.type', expect: ['/configuration/cache/#cachetype'] },
    { query: 'cache.buildDependencies', expect: ['/configuration/cache/#cachebuilddependencies'] },
    { query: 'performance.hints', expect: ['/configuration/performance/#performancehints'] },
    { query: 'externalsType', expect: ['/configuration/externals/#externalstype'] },
    { query: 'stats.errorDetails', expect: ['/configuration/stats/#statserrordetails'] },
    { query: 'entry.dependOn', expect: ['/configuration/entry-context/#entrydependon'] },
    { query: 'node.__dirname', expect: ['/configuration/node/#node__dirname'] },
  ],

  // A page or topic named with a generic word ("api", "guide", "plugin", "loader", "config").
  topic: [
    { query: 'plugin api', expect: ['/api/plugins/'] },
    { query: 'loader api', expect: ['/api/loaders/'] },
    { query: 'node api', expect: ['/api/node/'] },
    { query: 'cli', expect: ['/api/cli/'] },
    {
      query: 'dev server api',
      expect: ['/configuration/dev-server/', '/guides/development/#using-webpack-dev-server'],
    },
    { query: 'stats api', expect: ['/api/stats/'] },
    { query: 'compiler hooks', expect: ['/api/compiler-hooks/'] },
    { query: 'compilation hooks api', expect: ['/api/compilation-hooks/'] },
    { query: 'parser hooks', expect: ['/api/parser/'] },
    { query: 'resolver api', expect: ['/api/resolvers/'] },
    { query: 'logger api', expect: ['/api/logging/'] },
    { query: 'module methods', expect: ['/api/module-methods/'] },
    { query: 'module variables', expect: ['/api/module-variables/'] },
    { query: 'caching guide', expect: ['/guides/caching/'] },
    { query: 'typescript guide', expect: ['/guides/typescript/'] },
    { query: 'production guide', expect: ['/guides/production/'] },
    { query: 'development guide', expect: ['/guides/development/'] },
    { query: 'shimming guide', expect: ['/guides/shimming/'] },
    { query: 'web workers guide', expect: ['/guides/web-workers/'] },
    { query: 'css loader', expect: ['/loaders/css-loader/'] },
    { query: 'sass loader', expect: ['/loaders/sass-loader/'] },
    { query: 'babel loader config', expect: ['/loaders/babel-loader/'] },
    { query: 'html plugin', expect: ['/plugins/html-webpack-plugin/'] },
    { query: 'define plugin', expect: ['/plugins/define-plugin/'] },
    { query: 'copy plugin', expect: ['/plugins/copy-webpack-plugin/', '/plugins/copy-plugin/'] },
    { query: 'progress plugin', expect: ['/plugins/progress-plugin/'] },
    { query: 'banner plugin', expect: ['/plugins/banner-plugin/'] },
    { query: 'split chunks plugin', expect: ['/plugins/split-chunks-plugin/'] },
    { query: 'module federation plugin', expect: ['/plugins/module-federation-plugin/'] },
    { query: 'terser plugin options', expect: ['/plugins/terser-webpack-plugin/'] },
    { query: 'output config', expect: ['/configuration/output/'] },
    { query: 'resolve config', expect: ['/configuration/resolve/'] },
    { query: 'optimization config', expect: ['/configuration/optimization/'] },
    { query: 'devtool config', expect: ['/configuration/devtool/'] },
    { query: 'externals config', expect: ['/configuration/externals/'] },
    { query: 'stats config', expect: ['/configuration/stats/'] },
    { query: 'cache configuration', expect: ['/configuration/cache/'] },
    { query: 'experiments', expect: ['/configuration/experiments/'] },
    { query: 'entry points concept', expect: ['/concepts/entry-points/'] },
    { query: 'loaders concept', expect: ['/concepts/loaders/'] },
    { query: 'targets', expect: ['/concepts/targets/', '/configuration/target/'] },
    { query: 'glossary', expect: ['/glossary/'] },
    { query: 'comparison', expect: ['/comparison/'] },
    { query: 'writers guide', expect: ['/contribute/writers-guide/'] },
    { query: 'release process', expect: ['/contribute/release-process/'] },
    { query: 'getting started', expect: ['/guides/getting-started/'] },
    { query: 'tree shaking', expect: ['/guides/tree-shaking/'] },
    { query: 'module federation', expect: FEDERATION },
  ],

  'how-to': [
    {
      query: 'how do I split vendor code',
      expect: [
        '/plugins/split-chunks-plugin/',
        '/guides/code-splitting/',
        '/concepts/entry-points/#separate-application-and-vendor-code',
      ],
    },
    { query: 'hash in file names', expect: ['/guides/caching/', '/configuration/output/#outputfilename'] },
    {
      query: 'how to add contenthash to filename',
      expect: ['/guides/caching/', '/configuration/output/#outputfilename'],
    },
    { query: 'how to load images', expect: ['/guides/asset-management/', '/guides/asset-modules/'] },
    {
      query: 'how to import css',
      expect: ['/guides/asset-management/#loading-css', '/loaders/css-loader/', '/loaders/style-loader/'],
    },
    { query: 'how to use environment variables', expect: ['/guides/environment-variables/'] },
    {
      query: 'clean dist folder before build',
      expect: ['/configuration/output/#outputclean', '/guides/output-management/#cleaning-up-the-dist-folder'],
    },
    {
      query: 'generate index.html automatically',
      expect: ['/plugins/html-webpack-plugin/', '/guides/output-management/#setting-up-htmlwebpackplugin'],
    },
    { query: 'how to set up typescript', expect: ['/guides/typescript/'] },
    {
      query: 'how to enable source maps',
      expect: ['/configuration/devtool/', '/guides/development/#using-source-maps'],
    },
    {
      query: 'how to reduce bundle size',
      expect: ['/guides/production/', '/guides/tree-shaking/', '/guides/code-splitting/'],
    },
    { query: 'make the build faster', expect: ['/guides/build-performance/'] },
    {
      query: 'how to lazy load a module',
      expect: ['/guides/lazy-loading/', '/guides/code-splitting/#dynamic-imports'],
    },
    { query: 'how to create a library with webpack', expect: ['/guides/author-libraries/'] },
    {
      query: 'multiple entry points',
      expect: [
        '/concepts/entry-points/',
        '/concepts/output/#multiple-entry-points',
        '/configuration/entry-context/#entry',
      ],
    },
    { query: 'proxy api requests to backend', expect: ['/configuration/dev-server/#devserverproxy'] },
    {
      query: 'serve index.html for all routes',
      expect: ['/configuration/dev-server/#devserverhistoryapifallback'],
    },
    { query: 'extract css into a separate file', expect: ['/plugins/mini-css-extract-plugin/'] },
    {
      query: 'how to minify css',
      expect: ['/plugins/css-minimizer-webpack-plugin/', '/guides/production/#minimize-css'],
    },
    { query: 'copy static files to dist', expect: ['/plugins/copy-webpack-plugin/', '/plugins/copy-plugin/'] },
    { query: 'how to load fonts', expect: ['/guides/asset-management/#loading-fonts'] },
    { query: 'use jquery globally', expect: ['/plugins/provide-plugin/', '/guides/shimming/'] },
    { query: 'how to write a loader', expect: ['/contribute/writing-a-loader/'] },
    { query: 'how to write a plugin', expect: ['/contribute/writing-a-plugin/'] },
    { query: 'run webpack from a node script', expect: ['/api/node/'] },
    { query: 'rebuild when files change', expect: ['/configuration/watch/', '/guides/development/#using-watch-mode'] },
    { query: 'how to polyfill node core modules', expect: POLYFILLS },
    {
      query: 'load assets from a cdn',
      expect: [
        '/configuration/output/#outputpublicpath',
        '/guides/public-path/',
        '/concepts/output/#advanced-a-cdn-and-hashes',
      ],
    },
    { query: 'ignore moment locales', expect: ['/plugins/ignore-plugin/', '/plugins/context-replacement-plugin/'] },
    {
      query: 'exclude a library from the bundle',
      expect: ['/configuration/externals/', '/guides/author-libraries/#externalize-dependencies'],
    },
    { query: 'analyze bundle size', expect: ['/guides/code-splitting/#bundle-analysis', '/api/stats/'] },
    {
      query: 'prefetch a chunk',
      expect: ['/guides/code-splitting/#prefetchingpreloading-modules', '/api/module-methods/#webpackprefetch'],
    },
    {
      query: 'how to name chunks',
      expect: [
        '/api/module-methods/#webpackchunkname',
        '/concepts/output/#naming-lazy-chunks',
        '/configuration/output/#outputchunkfilename',
      ],
    },
    {
      query: 'output es modules',
      expect: ['/configuration/output/#outputmodule', '/guides/ecma-script-modules/#outputting-esm'],
    },
    { query: 'how to use web workers', expect: ['/guides/web-workers/'] },
    { query: 'how to debug webpack', expect: ['/contribute/debugging/'] },
    {
      query: 'set the base url of assets',
      expect: ['/guides/public-path/', '/configuration/output/#outputpublicpath'],
    },
  ],

  synonym: [
    { query: 'hmr', expect: HMR_PAGES },
    { query: 'hmr api', expect: ['/api/hot-module-replacement/'] },
    { query: 'hot reload', expect: HMR_PAGES },
    { query: 'live reload', expect: ['/configuration/dev-server/#devserverlivereload', ...HMR_PAGES] },
    { query: 'env vars', expect: ['/guides/environment-variables/'] },
    { query: 'env', expect: ['/guides/environment-variables/'] },
    { query: 'dotenv', expect: ['/plugins/dotenv-plugin/', '/guides/environment-variables/'] },
    { query: 'sourcemap', expect: SOURCE_MAPS },
    { query: 'source-map', expect: SOURCE_MAPS },
    { query: 'source map', expect: SOURCE_MAPS },
    { query: 'ts', expect: ['/guides/typescript/'] },
    { query: 'ts-loader', expect: ['/guides/typescript/'] },
    { query: 'tsconfig paths', expect: ['/configuration/resolve/#resolvetsconfig'] },
    { query: 'css modules', expect: ['/loaders/css-loader/#modules'] },
    { query: 'scss', expect: ['/loaders/sass-loader/'] },
    { query: 'splitChunks', expect: SPLIT_CHUNKS },
    { query: 'split chunks', expect: SPLIT_CHUNKS },
    { query: 'chunk splitting', expect: SPLIT_CHUNKS },
    { query: 'code splitting', expect: ['/guides/code-splitting/'] },
    {
      query: 'dynamic import',
      expect: ['/guides/code-splitting/#dynamic-imports', '/api/module-methods/#import-1', '/guides/lazy-loading/'],
    },
    {
      query: 'minify',
      expect: [
        '/configuration/optimization/#optimizationminimize',
        '/plugins/terser-webpack-plugin/',
        '/guides/production/#minification',
      ],
    },
    {
      query: 'uglify',
      expect: ['/plugins/terser-webpack-plugin/', '/configuration/optimization/#optimizationminimizer'],
    },
    { query: 'dead code elimination', expect: ['/guides/tree-shaking/'] },
    { query: 'pwa', expect: ['/guides/progressive-web-application/'] },
    { query: 'service worker', expect: ['/guides/progressive-web-application/'] },
    { query: 'csp', expect: ['/guides/csp/'] },
    { query: 'esm', expect: ['/guides/ecma-script-modules/'] },
    { query: 'es modules', expect: ['/guides/ecma-script-modules/'] },
    { query: 'commonjs', expect: ['/api/module-methods/#commonjs', '/guides/ecma-script-modules/'] },
    { query: 'microfrontends', expect: FEDERATION },
    { query: 'dev server', expect: ['/configuration/dev-server/', '/guides/development/#using-webpack-dev-server'] },
    { query: 'path alias', expect: ['/configuration/resolve/#resolvealias'] },
    {
      query: 'vendor bundle',
      expect: [
        '/plugins/split-chunks-plugin/',
        '/concepts/entry-points/#separate-application-and-vendor-code',
        '/guides/caching/#extracting-boilerplate',
      ],
    },
    {
      query: 'file-loader',
      expect: ['/guides/asset-modules/', '/migrate/5/#asset-modules-replace-file-loader-url-loader-and-raw-loader'],
    },
    {
      query: 'url-loader',
      expect: ['/guides/asset-modules/', '/migrate/5/#asset-modules-replace-file-loader-url-loader-and-raw-loader'],
    },
    {
      query: 'raw-loader',
      expect: ['/guides/asset-modules/', '/migrate/5/#asset-modules-replace-file-loader-url-loader-and-raw-loader'],
    },
    { query: 'worker-loader', expect: ['/guides/web-workers/', '/migrate/5/#web-workers-without-worker-loader'] },
    { query: 'clean-webpack-plugin', expect: ['/configuration/output/#outputclean', '/plugins/clean-plugin/'] },
    {
      query: 'uglifyjs-webpack-plugin',
      expect: ['/plugins/terser-webpack-plugin/', '/configuration/optimization/#optimizationminimizer'],
    },
    { query: 'extract-text-webpack-plugin', expect: ['/plugins/mini-css-extract-plugin/'] },
  ],

  version: [
    { query: 'webpack 5', expect: ['/migrate/5/', '/blog/2020-10-10-webpack-5-release/'] },
    { query: 'upgrade from v4', expect: ['/migrate/5/'] },
    { query: 'v4 to v5', expect: ['/migrate/5/'] },
    { query: 'migrate to webpack 5', expect: ['/migrate/5/'] },
    { query: 'webpack 4 to 5 migration', expect: ['/migrate/5/'] },
    { query: "what's new in webpack 5", expect: ['/blog/2020-10-10-webpack-5-release/', '/migrate/5/'] },
    { query: 'webpack 5 release', expect: ['/blog/2020-10-10-webpack-5-release/'] },
    { query: 'upgrade webpack 3 to 4', expect: ['/migrate/4/'] },
    { query: 'v1 to v2', expect: ['/migrate/3/'] },
    { query: 'webpack 5 breaking changes', expect: ['/migrate/5/', '/blog/2020-10-10-webpack-5-release/'] },
    { query: 'webpack 5 node polyfills', expect: POLYFILLS },
    { query: 'webpack 5 asset modules', expect: ['/guides/asset-modules/'] },
    {
      query: 'webpack 5 persistent cache',
      expect: [
        '/configuration/cache/',
        '/migrate/5/#persistent-caching-with-cache',
        '/guides/build-performance/#use-the-persistent-cache',
      ],
    },
    { query: 'webpack 5 module federation', expect: FEDERATION },
    {
      query: 'CommonsChunkPlugin',
      expect: ['/plugins/split-chunks-plugin/', '/migrate/4/', errors('commonschunkplugin-is-not-a-constructor')],
    },
    { query: 'roadmap 2021', expect: ['/blog/2020-12-08-roadmap-2021/'] },
    {
      query: '[hash] deprecated use [fullhash]',
      expect: ['/migrate/5/#hash--fullhash-and-contenthash', '/configuration/output/#template-strings'],
    },
    { query: 'webpack-cli changes in webpack 5', expect: ['/migrate/5/#webpack-cli-changes'] },
    {
      query: 'NoEmitOnErrorsPlugin deprecated',
      expect: ['/migrate/5/#noemitonerrorsplugin--optimizationemitonerrors', '/plugins/no-emit-on-errors-plugin/'],
    },
    {
      query: 'module.hot in webpack 5',
      expect: ['/migrate/5/#modulehot--importmetawebpackhot', '/api/hot-module-replacement/'],
    },
    { query: 'release notes', expect: ['/blog/', '/contribute/release-process/#following-releases'] },
    { query: 'webpack 5 json named exports', expect: ['/migrate/5/#named-exports-from-json-modules'] },
  ],

  typo: [
    { query: 'optimizaton', expect: ['/configuration/optimization/'] },
    { query: 'devtol', expect: ['/configuration/devtool/'] },
    { query: 'publicpth', expect: ['/guides/public-path/', '/configuration/output/#outputpublicpath'] },
    {
      query: 'splitch',
      expect: ['/plugins/split-chunks-plugin/', '/configuration/optimization/#optimizationsplitchunks'],
    },
    { query: 'histor', expect: ['/configuration/dev-server/#devserverhistoryapifallback'] },
    { query: 'hot modul replacment', expect: HMR_PAGES },
    { query: 'enviroment variables', expect: ['/guides/environment-variables/'] },
    { query: 'typscript', expect: ['/guides/typescript/'] },
    { query: 'tree shacking', expect: ['/guides/tree-shaking/'] },
    { query: 'code spliting', expect: ['/guides/code-splitting/'] },
    { query: 'lazy laoding', expect: ['/guides/lazy-loading/'] },
    { query: 'extrenals', expect: ['/configuration/externals/'] },
    { query: 'resolv alias', expect: ['/configuration/resolve/#resolvealias'] },
    { query: 'sourcemaps', expect: SOURCE_MAPS },
    { query: 'minicssextractplugin', expect: ['/plugins/mini-css-extract-plugin/'] },
    { query: 'htmlwebpackplugin', expect: ['/plugins/html-webpack-plugin/'] },
    {
      query: 'webpack-dev-sever',
      expect: ['/configuration/dev-server/', '/guides/development/#using-webpack-dev-server'],
    },
    { query: 'chache', expect: ['/configuration/cache/'] },
    { query: 'perfomance', expect: ['/configuration/performance/', '/guides/build-performance/'] },
    { query: 'modue federation', expect: FEDERATION },
    { query: 'entrypoints', expect: ['/concepts/entry-points/'] },
    { query: 'outptu.filename', expect: ['/configuration/output/#outputfilename'] },
    { query: 'splitchunk', expect: SPLIT_CHUNKS },
    { query: 'postcss-loder', expect: ['/loaders/postcss-loader/'] },
    { query: 'sass-loadr', expect: ['/loaders/sass-loader/'] },
    { query: 'bable loader', expect: ['/loaders/babel-loader/'] },
    { query: 'asset moduls', expect: ['/guides/asset-modules/'] },
    { query: 'manifest plugn', expect: ['/plugins/manifest-plugin/'] },
    { query: 'provideplugin', expect: ['/plugins/provide-plugin/'] },
    { query: 'watchoptions', expect: ['/configuration/watch/#watchoptions'] },
    { query: 'dev-tool', expect: ['/configuration/devtool/'] },
    { query: 'web worker', expect: ['/guides/web-workers/'] },
  ],

  // Pasted from a terminal or a browser console, paths, quotes and numbers included.
  error: [
    {
      query: "Module not found: Error: Can't resolve './components/Header' in '/home/me/app/src'",
      expect: [errors('module-not-found-error-cant-resolve')],
    },
    {
      query: "ERROR in ./src/index.js 3:0-28 Module not found: Error: Can't resolve 'lodash' in '/app/src'",
      expect: [errors('module-not-found-error-cant-resolve')],
    },
    {
      query: "Module not found: Error: Can't resolve 'style-loader'",
      expect: [errors('module-not-found-error-cant-resolve'), '/loaders/style-loader/'],
    },
    {
      query: "Module not found: Error: Can't resolve 'crypto' in '/app/node_modules/jsonwebtoken/lib'",
      expect: [...POLYFILLS, errors('module-not-found-error-cant-resolve')],
    },
    {
      query: 'BREAKING CHANGE: webpack < 5 used to include polyfills for node.js core modules by default.',
      expect: POLYFILLS,
    },
    {
      query: 'Uncaught ReferenceError: process is not defined',
      expect: [errors('process-is-not-defined'), '/plugins/provide-plugin/#nodejs-globals-for-browser-code'],
    },
    {
      query: 'Buffer is not defined',
      expect: [errors('process-is-not-defined'), '/plugins/provide-plugin/#nodejs-globals-for-browser-code'],
    },
    {
      query:
        "Invalid configuration object. Webpack has been initialized using a configuration object that does not match the API schema. - configuration.module has an unknown property 'loaders'.",
      expect: [errors('invalid-configuration-object')],
    },
    {
      query: 'configuration.output.path: The provided value "./dist" is not an absolute path!',
      expect: [errors('invalid-configuration-object'), '/configuration/output/#outputpath'],
    },
    {
      query:
        "Invalid options object. Dev Server has been initialized using an options object that does not match the API schema. - options has an unknown property 'contentBase'.",
      expect: [errors('invalid-options-object'), '/configuration/dev-server/#devserverstatic'],
    },
    {
      query:
        'ValidationError: Invalid options object. CSS Loader has been initialized using an options object that does not match the API schema.',
      expect: [errors('invalid-options-object'), '/loaders/css-loader/'],
    },
    {
      query:
        'Module parse failed: Unexpected token (1:0) You may need an appropriate loader to handle this file type, currently no loaders are configured to process this file.',
      expect: [errors('module-parse-failed-unexpected-token')],
    },
    {
      query: 'You may need an additional loader to handle the result of these loaders.',
      expect: [errors('module-parse-failed-unexpected-token')],
    },
    {
      query: 'ChunkLoadError: Loading chunk 123 failed. (error: https://example.com/123.js)',
      expect: [errors('chunkloaderror-loading-chunk-failed'), '/guides/public-path/'],
    },
    {
      query: 'Uncaught (in promise) ChunkLoadError: Loading chunk src_pages_About_js failed.',
      expect: [errors('chunkloaderror-loading-chunk-failed'), '/guides/public-path/'],
    },
    {
      query: 'Error: error:0308010C:digital envelope routines::unsupported',
      expect: [errors('err_ossl_evp_unsupported')],
    },
    { query: "code: 'ERR_OSSL_EVP_UNSUPPORTED'", expect: [errors('err_ossl_evp_unsupported')] },
    {
      query: 'SyntaxError: Cannot use import statement outside a module',
      expect: [errors('cannot-use-import-statement-outside-a-module')],
    },
    { query: 'Uncaught ReferenceError: require is not defined', expect: [errors('require-is-not-defined')] },
    {
      query: "export 'default' (imported as 'App') was not found in './App'",
      expect: [errors('export-x-was-not-found')],
    },
    {
      query:
        "WARNING in ./src/index.js export 'formatDate' (imported as 'formatDate') was not found in './utils' (possible exports: format)",
      expect: [errors('export-x-was-not-found')],
    },
    {
      query:
        "Should not import the named export 'version' (imported as 'version') from default-exporting module (only default export is available soon)",
      expect: [errors('should-not-import-the-named-export'), '/migrate/5/#named-exports-from-json-modules'],
    },
    {
      query:
        "Can't import the named export 'useState' (imported as 'useState') from default-exporting module (only default export is available)",
      expect: [errors('cant-import-the-named-export-from-default-exporting-module')],
    },
    {
      query: 'Conflict: Multiple chunks emit assets to the same filename bundle.js (chunks 179 and 216)',
      expect: [errors('conflict-multiple-chunks-emit-assets-to-the-same-filename')],
    },
    {
      query: '[HMR] Cannot apply update. Need to do a full reload!',
      expect: [errors('hmr-cannot-apply-update'), '/guides/hot-module-replacement/'],
    },
    {
      query: "[HMR] The following modules couldn't be hot updated: (They would need a full reload!)",
      expect: [errors('hmr-cannot-apply-update'), '/guides/hot-module-replacement/'],
    },
    {
      query: 'Error: Automatic publicPath is not supported in this browser',
      expect: [
        errors('automatic-publicpath-is-not-supported-in-this-browser'),
        '/guides/public-path/#automatic-publicpath',
        '/configuration/output/#outputpublicpath',
      ],
    },
    {
      query: 'Error: listen EADDRINUSE: address already in use 127.0.0.1:8080',
      expect: [errors('eaddrinuse-address-already-in-use'), '/configuration/dev-server/#devserverport'],
    },
    {
      query: 'FATAL ERROR: Ineffective mark-compacts near heap limit Allocation failed - JavaScript heap out of memory',
      expect: [errors('javascript-heap-out-of-memory')],
    },
    {
      query:
        "WARNING in configuration The 'mode' option has not been set, webpack will fallback to 'production' for this value.",
      expect: [errors('the-mode-option-has-not-been-set'), '/configuration/mode/'],
    },
    {
      query: 'WARNING in asset size limit: The following asset(s) exceed the recommended size limit (244 KiB).',
      expect: [errors('asset-size-limit'), '/configuration/performance/'],
    },
    {
      query: 'CLI for webpack must be installed. webpack-cli (https://github.com/webpack/webpack-cli)',
      expect: [errors('cli-for-webpack-must-be-installed'), '/guides/installation/'],
    },
    {
      query: 'Invalid Host header',
      expect: [errors('invalid-host-header'), '/configuration/dev-server/#devserverallowedhosts'],
    },
    {
      query: 'Critical dependency: the request of a dependency is an expression',
      expect: [errors('critical-dependency-the-request-of-a-dependency-is-an-expression')],
    },
    {
      query:
        "The request './utils' failed to resolve only because it was resolved as fully specified (probably because the origin is strict EcmaScript Module",
      expect: [errors('resolved-as-fully-specified'), '/configuration/resolve/#resolvefullyspecified'],
    },
    { query: 'TypeError: this.getOptions is not a function', expect: [errors('thisgetoptions-is-not-a-function')] },
    {
      query: 'TypeError: compiler.plugin is not a function',
      expect: [errors('compilerplugin-is-not-a-function'), '/migrate/5/#for-plugin-and-loader-authors'],
    },
    {
      query:
        'Error: webpack.optimize.CommonsChunkPlugin has been removed, please use config.optimization.splitChunks instead.',
      expect: [
        errors('commonschunkplugin-is-not-a-constructor'),
        '/plugins/split-chunks-plugin/',
        '/configuration/optimization/#optimizationsplitchunks',
      ],
    },
    {
      query: 'TypeError: webpack.optimize.CommonsChunkPlugin is not a constructor',
      expect: [errors('commonschunkplugin-is-not-a-constructor'), '/plugins/split-chunks-plugin/'],
    },
    {
      query: 'Cannot GET /',
      expect: [errors('cannot-get-'), '/configuration/dev-server/#devserverhistoryapifallback'],
    },
    {
      query: "WebSocket connection to 'ws://localhost:8080/ws' failed",
      expect: [errors('websocket-connection-failed'), '/configuration/dev-server/#devserverclientwebsocketurl'],
    },
    {
      query: "Field 'browser' doesn't contain a valid alias configuration",
      expect: [errors('module-not-found-error-cant-resolve'), '/configuration/resolve/#resolvealiasfields'],
    },
  ],
};
