import { minifySync, type JsMinifyOptions } from '@swc/core';
import MinimizerPlugin from 'minimizer-webpack-plugin';

type Input = Record<string, string | Buffer>;

async function minify(input: Input, _sourceMap: unknown, options: JsMinifyOptions = {}) {
  const [[, source]] = Object.entries(input) as [[string, string | Buffer]];
  const code = typeof source === 'string' ? source : source.toString();
  const { code: minified } = minifySync(code, {
    mangle: true,
    ...options,
    // The `ecma` the plugin passes (from webpack's output environment) is the compressor's too.
    compress:
      options.compress === false
        ? false
        : { ecma: options.ecma, ...(options.compress === true ? {} : options.compress) },
    format: { comments: 'some', ...options.format },
  });
  return { code: minified, extractedComments: [] };
}

const { filter, getTypes, getMinimizerVersion, supportsWorkerThreads } = MinimizerPlugin.swcMinify;

/**
 * swc's JavaScript minifier with the defaults of minimizer-webpack-plugin's own `swcMinify` (names
 * mangled, license comments kept, the output environment's `ecma`), called synchronously. The async
 * call runs on libuv's four pool threads, and swc keeps what it allocated on each of them for the
 * thread's life: minifying the site's 200 scripts one after the other left a process at 222 MB resident
 * that way and at 149 MB this way. In a cold build the minifier's worker process peaked at 353–361 MB
 * before, 232–237 MB with this, and it was the largest part of the build's peak memory. Like the
 * plugin's own, it runs in worker processes, not threads (`supportsWorkerThreads`).
 */
export const swcMinifySync = Object.assign(minify, { filter, getTypes, getMinimizerVersion, supportsWorkerThreads });

/** How the plugin's worker process loads `swcMinifySync`: by path, as a function's source has no imports. */
export const swcMinifySyncModule = { path: import.meta.filename, export: 'swcMinifySync' };
