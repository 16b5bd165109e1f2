import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Configuration } from 'webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import { baseConfig } from './webpack.config.ts';
import { ClientManifestPlugin } from './scripts/pipeline/5-bundle/client-manifest-plugin.ts';
import { searchDefinePlugin } from './scripts/pipeline/4-search/define.ts';
import { serviceWorkerPlugin } from './scripts/pipeline/8-offline/service-worker-plugin.ts';
import { swcMinifySyncModule } from './scripts/pipeline/5-bundle/swc-minify-sync.ts';
import { WebManifestPlugin } from './scripts/pipeline/5-bundle/web-manifest-plugin.ts';
import { LeanCachePlugin } from './scripts/pipeline/5-bundle/lean-cache-plugin.ts';
import { CLIENT_MANIFEST, DIST, PUBLIC, SRC } from './scripts/pipeline/paths.ts';

/** A script chunk that has not loaded after this long fails with a ChunkLoadError. */
const CHUNK_LOAD_TIMEOUT = 120000;

/** The client bundle: hashed, split per section and per page, minified with swc. */
export function clientConfig(outDir = DIST): Configuration {
  return {
    ...baseConfig('client'),
    mode: 'production',
    devtool: false,
    entry: { main: path.join(SRC, 'entry-client.tsx') },
    output: {
      path: outDir,
      publicPath: '/',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[id].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT,
      clean: false,
    },
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      runtimeChunk: 'single',
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          // Highlighted-code helpers and other modules shared by many pages stay in one cached chunk.
          defaultVendors: { test: /[\\/]node_modules[\\/]/, priority: -10, reuseExistingChunk: true },
        },
      },
      // One worker pool for both: swc for scripts, webpack's own CSS minimizer for stylesheets (each
      // minifier takes only its own files). Both are named by module path, so the worker is sent each
      // file as it is; with a function among them, every file went as a serialized copy of its code
      // and the functions' source, for the worker to evaluate.
      minimizer: [
        new MinimizerPlugin({
          test: /\.(?:js|css)$/i,
          extractComments: false,
          minify: [
            { implementation: swcMinifySyncModule, options: { compress: { passes: 2 } } },
            { implementation: { path: fileURLToPath(import.meta.resolve('webpack/lib/css/cssMinify.js')) } },
          ],
        }),
      ],
    },
    performance: { hints: false },
    plugins: [
      new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[id].[contenthash:8].css' }),
      new CopyPlugin({ patterns: [{ from: PUBLIC, to: outDir, noErrorOnMissing: true }] }),
      new WebManifestPlugin(),
      new ClientManifestPlugin(CLIENT_MANIFEST),
      searchDefinePlugin(), // DOCSEARCH_APP_ID/API_KEY/INDEX_NAME → hosted search, else the embedded index
      serviceWorkerPlugin(), // /sw.js; the build's `offline` phase adds the app shell once it is rendered
      new LeanCachePlugin(),
    ],
  };
}
