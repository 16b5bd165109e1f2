import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import webpack, { type Configuration, type RuleSetRule, type RuleSetUseItem } from 'webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import { buildCompileOptions } from './scripts/pipeline/2-mdx/pipeline.ts';
import { pipelineFingerprint } from './scripts/pipeline/2-mdx/cache-key.ts';
import { CONTENT, GENERATED, ROOT, SRC, WORK } from './scripts/pipeline/paths.ts';
import { ContentIndexPlugin } from './scripts/pipeline/5-bundle/content-index-plugin.ts';
import { EMPTY_MODULE_LOADER } from './scripts/pipeline/5-bundle/empty-module-loader.ts';
import type { SharedTranspileOptions } from './scripts/pipeline/5-bundle/shared-transpile-loader.ts';
import { WebManifestPlugin } from './scripts/pipeline/5-bundle/web-manifest-plugin.ts';
import { checkLevels } from './scripts/pipeline/3-content-index/checks.ts';
import { htmlDocument } from './scripts/pipeline/6-prerender/html-document.ts';

/**
 * The configuration every build shares (client, SSG, dev server), and the dev server's as the default
 * export (`npm start` runs it: scripts/start.ts).
 */

export type BuildTarget = 'client' | 'ssg' | 'dev';

const require = createRequire(import.meta.url);

/**
 * React Refresh's TypeScript transformer, for the dev server only: it loads the TypeScript compiler
 * (a third of a second), which a production build whose modules all come from the cache never needs.
 */
function reactRefreshTransformers() {
  const { default: reactRefresh } = require('react-refresh-typescript') as typeof import('react-refresh-typescript');
  return { before: [reactRefresh()] };
}

const ROUTER_PRODUCTION = path.join(ROOT, 'node_modules/react-router/dist/production/index.mjs');

function sharedTranspile(reuse: boolean): RuleSetUseItem {
  const options: SharedTranspileOptions = { reuse };
  return { loader: path.join(ROOT, 'scripts/pipeline/5-bundle/shared-transpile-loader.ts'), options };
}

function tsRule(target: BuildTarget): RuleSetRule {
  const tsLoader = {
    loader: 'ts-loader',
    options: {
      transpileOnly: true,
      onlyCompileBundledFiles: true,
      // The shared options: the app's own projects (src/, src/shared/) are for `tsc -b`.
      configFile: path.join(ROOT, 'tsconfig.json'),
      ...(target === 'dev' && { getCustomTransformers: reactRefreshTransformers }),
    },
  };
  return {
    test: /\.tsx?$/,
    include: SRC,
    // Production: the server bundle reuses what the client bundle's compilation transpiled.
    use: target === 'dev' ? [tsLoader] : [sharedTranspile(target === 'ssg'), tsLoader],
  };
}

function mdxRule(target: BuildTarget): RuleSetRule {
  if (target === 'dev') {
    return {
      test: /\.mdx?$/,
      use: [
        { loader: path.join(ROOT, 'scripts/pipeline/5-bundle/mdx-hot-loader.ts'), options: { contentDir: CONTENT } },
        // A page that does not build shows its problems instead of failing the compilation.
        {
          loader: path.join(ROOT, 'scripts/pipeline/5-bundle/mdx-dev-loader.ts'),
          options: { contentDir: CONTENT, checks: checkLevels() },
        },
      ],
    };
  }
  return {
    test: /\.mdx?$/,
    use: [
      path.join(ROOT, 'scripts/pipeline/5-bundle/mdx-shared-cache-loader.ts'),
      { loader: '@mdx-js/loader', options: buildCompileOptions },
    ],
  };
}

function cssRule(target: BuildTarget): RuleSetRule {
  if (target === 'ssg') {
    // The server render only needs markup; stylesheets come from the client build.
    return { test: /\.css$/, loader: EMPTY_MODULE_LOADER };
  }
  return {
    test: /\.css$/,
    use: [target === 'dev' ? 'style-loader' : MiniCssExtractPlugin.loader, 'css-loader'],
  };
}

function assetRule(target: BuildTarget): RuleSetRule {
  return {
    test: /\.(png|jpe?g|gif|svg|webp|avif)$/i,
    type: 'asset/resource',
    generator: { filename: 'assets/[name].[contenthash:8][ext]', emit: target !== 'ssg' },
  };
}

/** What client, SSG and dev builds have in common. */
export function baseConfig(target: BuildTarget): Configuration {
  return {
    context: ROOT,
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      // Pages import the MDX runtime and React: resolve them from here even for a CONTENT_DIR elsewhere.
      modules: ['node_modules', path.join(ROOT, 'node_modules')],
      alias: {
        '@generated': GENERATED,
        // react-router's package exports point at its development build; ship the production one.
        ...(target !== 'dev' && { 'react-router-dom$': ROUTER_PRODUCTION, 'react-router$': ROUTER_PRODUCTION }),
      },
    },
    module: { rules: [tsRule(target), mdxRule(target), cssRule(target), assetRule(target)] },
    cache: {
      type: 'filesystem',
      // One cache per work folder: resolutions (the @generated alias) are cached with their paths.
      cacheDirectory: path.join(WORK, 'cache'),
      name: target,
      // A production build runs once: keeping every module in memory after it is stored only raises
      // the peak memory. The dev server keeps webpack's default for fast rebuilds.
      ...(target !== 'dev' && { maxMemoryGenerations: 0 }),
      // The compiled pages come from the MDX pipeline, whose code reaches into src/ (line breaks,
      // routes): its own fingerprint says when a cached page module is stale.
      version: pipelineFingerprint(),
      buildDependencies: {
        // Any change to how modules are built or bundled invalidates the cache.
        config: [
          fileURLToPath(import.meta.url),
          path.join(ROOT, 'webpack.prod.ts'),
          path.join(ROOT, 'webpack.ssg.ts'),
          path.join(ROOT, 'scripts/pipeline/paths.ts'),
          path.join(ROOT, 'scripts/pipeline/2-mdx/'),
          path.join(ROOT, 'scripts/pipeline/5-bundle/'),
        ],
      },
    },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}

/**
 * The browser's end of hot updates: full reload when an update cannot be applied; build errors in an
 * overlay. Content problems are warnings (a page that does not build shows them in place), which the
 * overlay would show instead of applying the update: they go to the console and the terminal.
 */
const HOT_CLIENT = 'webpack-hot-middleware/client?reload=true&noInfo=true';

function devConfig(): Configuration {
  const base = baseConfig('dev');
  return {
    ...base,
    mode: 'development',
    devtool: 'eval-cheap-module-source-map',
    entry: [HOT_CLIENT, path.join(SRC, 'entry-client.tsx')],
    output: { path: path.join(WORK, 'dev'), publicPath: '/', filename: '[name].js', pathinfo: false },
    // Pages are lazy chunks: compile each one when the browser first asks for it, not all at start.
    experiments: { lazyCompilation: { imports: true, entries: false }, cacheUnaffected: true },
    // A save starts the rebuild at once, not after webpack's default 20 ms wait for more changes: an
    // editor's save is one write (or a write and a rename within a millisecond), and changes that arrive
    // during a rebuild are gathered into the next one anyway.
    watchOptions: { aggregateTimeout: 0 },
    plugins: [
      new webpack.HotModuleReplacementPlugin(),
      new ContentIndexPlugin({ contentDir: CONTENT, checks: checkLevels() }),
      new HtmlWebpackPlugin({
        templateContent: htmlDocument({ head: '', body: '', scripts: [], styles: [] }),
        inject: 'head',
        scriptLoading: 'defer',
      }),
      // The content index's generated modules hold no components; left out, they also build from a
      // WORK_DIR outside this package.
      new ReactRefreshPlugin({ overlay: false, exclude: [/node_modules/, GENERATED] }),
      new WebManifestPlugin(),
    ],
  };
}

export default devConfig;
