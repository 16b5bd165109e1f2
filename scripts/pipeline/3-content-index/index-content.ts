import path from 'node:path';
import { buildContentIndex, type ContentIndex, type IndexOptions } from './build-index.ts';
import { writeGenerated } from './generate.ts';
import { isStaticPath } from './static-paths.ts';

/** The page analyses of earlier builds, beside the generated modules. */
export const INDEX_CACHE_FILE = 'index-cache.json';

/** Builds the index of a content folder and writes the modules the bundles import. */
export function indexContent(options: Omit<IndexOptions, 'isStaticPath'> & { outDir: string }): ContentIndex {
  const cacheFile = path.join(options.outDir, INDEX_CACHE_FILE);
  const index = buildContentIndex({ ...options, isStaticPath, cacheFile });
  writeGenerated(index, options.contentDir, options.outDir);
  return index;
}
