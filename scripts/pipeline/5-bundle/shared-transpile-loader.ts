import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { LoaderContext } from 'webpack';

/** ts-loader's output of each source file this process transpiled, by path and content. */
const transpiled = new Map<string, string>();

function keyOf(resourcePath: string): string {
  return `${resourcePath}\0${createHash('sha1').update(fs.readFileSync(resourcePath)).digest('hex')}`;
}

/**
 * Sits in front of ts-loader in production builds: the server bundle's compilation takes the
 * JavaScript the client bundle's compilation got for the same file instead of transpiling it again.
 * Both run in this process with the same ts-loader options, so the output is the same; TypeScript
 * spent about 1.5 s of a cold build on each of them. Kept in memory for one build: webpack's own cache
 * already spares later builds the unchanged files.
 */
export function pitch(this: LoaderContext<unknown>): string | undefined {
  return transpiled.get(keyOf(this.resourcePath));
}

export default function sharedTranspileLoader(this: LoaderContext<unknown>, output: string): string {
  transpiled.set(keyOf(this.resourcePath), output);
  return output;
}
