import { createRequire } from 'node:module';
import { EMPTY_MODULE_LOADER } from '../pipeline/5-bundle/empty-module-loader.ts';

type LoadLoader = (loader: { type: string; path: string }, callback: (error?: Error) => void) => void;

const require = createRequire(import.meta.url);

let primed: Promise<void> | undefined;

/**
 * webpack makes its `import()` for ES-module loaders once, with an `eval` inside the function that
 * loads the first such loader, and keeps it: the new function holds that call's whole scope, whose
 * callback leads to the compilation that asked. So the first compilation of the build (every module's
 * source, every asset) stayed in memory until the process ended, through the server bundle's
 * compilation and the prerender: a ×3 corpus's build had 229 MB of heap in use before the prerender
 * with it, 159 MB without. Loading one loader here first, outside any
 * compilation, makes the kept scope this call's.
 */
export function primeLoaderImport(): Promise<void> {
  primed ??= new Promise((resolve, reject) => {
    const loadLoader = require('webpack/lib/loaders/loadLoader.js') as LoadLoader;
    const loader = { type: 'module', path: EMPTY_MODULE_LOADER };
    loadLoader(loader, (error) => (error ? reject(error) : resolve()));
  });
  return primed;
}
