import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { LoaderContext } from 'webpack';

export interface SharedTranspileOptions {
  /** The server bundle's compilation takes what the client bundle's kept; the client's only keeps. */
  reuse: boolean;
}

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
 *
 * The client's compilations never take from it: its service worker's child compilation runs beside
 * the main one, and whether a shared module's output was kept yet depended on timing there, which
 * changed the client build's hash (and so `sw.js`) from one build of the same content to the next.
 */
export function pitch(this: LoaderContext<SharedTranspileOptions>): string | undefined {
  return this.getOptions().reuse ? transpiled.get(keyOf(this.resourcePath)) : undefined;
}

export default function sharedTranspileLoader(this: LoaderContext<SharedTranspileOptions>, output: string): string {
  if (!this.getOptions().reuse) transpiled.set(keyOf(this.resourcePath), output);
  return output;
}
