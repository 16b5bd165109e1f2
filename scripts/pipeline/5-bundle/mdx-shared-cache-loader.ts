import fs from 'node:fs';
import path from 'node:path';
import type { LoaderContext } from 'webpack';
import { compiledFileName } from '../2-mdx/cache-key.ts';
import { MDX_CACHE } from '../paths.ts';

/**
 * Sits in front of `@mdx-js/loader` in production builds: a page whose compiled output is in the MDX
 * cache folder (written by the build's precompile phase, on all cores, or by an earlier compilation)
 * is taken from there instead of being compiled again. Keyed by path, content and pipeline version,
 * so an edited page or plugin always recompiles.
 */
function cached(resourcePath: string): string {
  return path.join(MDX_CACHE, compiledFileName(resourcePath, fs.readFileSync(resourcePath)));
}

export function pitch(this: LoaderContext<unknown>): string | undefined {
  const file = cached(this.resourcePath);
  if (!fs.existsSync(file)) return undefined;
  this.addDependency(this.resourcePath);
  return fs.readFileSync(file, 'utf8');
}

export default function mdxSharedCacheLoader(this: LoaderContext<unknown>, output: string): string {
  fs.mkdirSync(MDX_CACHE, { recursive: true });
  fs.writeFileSync(cached(this.resourcePath), output);
  return output;
}
