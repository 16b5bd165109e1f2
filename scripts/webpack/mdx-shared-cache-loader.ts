import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { LoaderContext } from 'webpack';

/**
 * The client and SSG builds run one after the other in the same process and compile every page with
 * the same MDX options: the second build takes the first one's output instead of compiling again.
 * Sits in front of `@mdx-js/loader`; keyed by file path and content, so an edited page recompiles.
 */
const compiled = new Map<string, string>();

function keyOf(resourcePath: string, source: string | Buffer): string {
  return `${resourcePath}\0${createHash('sha1').update(source).digest('hex')}`;
}

export function pitch(this: LoaderContext<unknown>): string | undefined {
  const key = keyOf(this.resourcePath, fs.readFileSync(this.resourcePath));
  const hit = compiled.get(key);
  if (hit === undefined) return undefined;
  this.addDependency(this.resourcePath);
  return hit;
}

export default function mdxSharedCacheLoader(this: LoaderContext<unknown>, output: string): string {
  compiled.set(keyOf(this.resourcePath, fs.readFileSync(this.resourcePath)), output);
  return output;
}
