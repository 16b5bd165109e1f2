import webpack, { type Configuration } from 'webpack';
import { primeLoaderImport } from './loader-import.ts';

/**
 * Runs one webpack compilation to the end; rejects with webpack's own error text when it fails.
 * Resolves with nothing: the stats hold the whole compilation (every module and asset source), and
 * the build keeps this promise until the end, so handing them out would keep it all in memory.
 */
export async function runWebpack(config: Configuration): Promise<void> {
  await primeLoaderImport();
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((error, stats) => {
      const failure =
        error ??
        (stats?.hasErrors() ? new Error(stats.toString({ all: false, errors: true, colors: false })) : undefined);
      compiler.close(() => (failure ? reject(failure) : resolve()));
    });
  });
}
