import type { Compiler } from 'webpack';

/**
 * Entries of webpack's persistent cache that a production build does not write. A chunk's rendered
 * source (`Compilation/assets`) is the concatenation of its modules' generated code, which the cache
 * already holds, and it is written with each module's code inside it two more times (the rendered
 * text, then each module's own cached and original text). It was half of what the two caches held:
 * writing it raised the build's peak memory at scale (every entry is serialized into memory at once
 * when the cache is written) and saved an edited build only the concatenation.
 */
const NOT_STORED = ['Compilation/assets|'];

export function storedInCache(identifier: string): boolean {
  return !NOT_STORED.some((prefix) => identifier.startsWith(prefix));
}

/** Keeps what a build can cheaply make again out of webpack's persistent cache. */
export class LeanCachePlugin {
  apply(compiler: Compiler): void {
    const { cache } = compiler;
    const store = cache.store.bind(cache);
    cache.store = (identifier, etag, data, callback) => {
      if (storedInCache(identifier)) store(identifier, etag, data, callback);
      else callback(null);
    };
  }
}
