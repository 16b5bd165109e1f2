import type { Compiler } from 'webpack';

/**
 * Entries of webpack's persistent cache that a production build does not write: every entry is
 * serialized into memory at once when the cache is written, which made that moment the build's peak
 * at scale, and these were most of it.
 * - A chunk's rendered source (`Compilation/assets`): the concatenation of its modules' generated
 *   code, stored with each module's code inside it two more times (the rendered text, then each
 *   module's own cached and original text). Half of what the two caches held.
 * - A page's generated code (`Compilation/codeGeneration` of an MDX module): the page module's own
 *   source with its imports rewritten, stored twice (the result and the source it was made from).
 */
const NOT_STORED = [/^Compilation\/assets\|/, /^Compilation\/codeGeneration\|.*\.mdx?\|[^|]*$/];

function storedInCache(identifier: string): boolean {
  return !NOT_STORED.some((pattern) => pattern.test(identifier));
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
