import path from 'node:path';
import { createRequire } from 'node:module';
import type { Configuration } from 'webpack';
import { baseConfig } from './webpack.config.ts';
import { ROOT, SERVER_BUNDLE, SRC } from './scripts/pipeline/paths.ts';
import { LeanCachePlugin } from './scripts/pipeline/5-bundle/lean-cache-plugin.ts';

const ROUTER_PRODUCTION = path.join(ROOT, 'node_modules/react-router/dist/production/index.js');
const resolveFromRoot = createRequire(path.join(ROOT, 'package.json')).resolve;

/** Node loads these from node_modules by absolute path, wherever the server bundle is written. */
function nodeModule(request: string): string {
  return `commonjs ${resolveFromRoot(request)}`;
}

/**
 * The server bundle, `render(url)` of every route: the build prerenders with it once it is written
 * (`scripts/pipeline/6-prerender/prerender-site.ts`).
 */
export function ssgConfig(): Configuration {
  return {
    ...baseConfig('ssg'),
    mode: 'production',
    target: 'node20',
    devtool: false,
    entry: path.join(SRC, 'entry-server.tsx'),
    output: {
      path: path.dirname(SERVER_BUNDLE),
      // Asset URLs in the HTML must equal the client's.
      publicPath: '/',
      filename: path.basename(SERVER_BUNDLE),
      library: { type: 'commonjs2' },
      // A chunk per page, loaded when a route needs it: after an edit, webpack writes the pages that
      // changed and the prerender loads only what the routes it renders again need.
      chunkFilename: 'chunks/[id].cjs',
      clean: true,
    },
    // React's CommonJS builds load faster from node_modules than bundled; one copy of the router.
    externals: {
      react: nodeModule('react'),
      'react/jsx-runtime': nodeModule('react/jsx-runtime'),
      'react-dom': nodeModule('react-dom'),
      'react-dom/server': nodeModule('react-dom/server'),
      // Islands import the client renderer; the server render only needs it to resolve.
      'react-dom/client': nodeModule('react-dom/client'),
      'react-router': `commonjs ${ROUTER_PRODUCTION}`,
      'react-router-dom': `commonjs ${ROUTER_PRODUCTION}`,
    },
    // Run once on this machine and thrown away: skip the size optimisations a browser bundle needs.
    // Without an IIFE around the entry, webpack renames the inlined modules' top-level names, which
    // takes a parse of the whole bundle (every page) each time a page changes.
    optimization: { minimize: false, concatenateModules: false, avoidEntryIife: false },
    performance: { hints: false },
    plugins: [new LeanCachePlugin()],
  };
}
