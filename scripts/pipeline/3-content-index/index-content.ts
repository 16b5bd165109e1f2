import path from 'node:path';
import { buildContentIndex, type ContentIndex, type IndexOptions } from './build-index.ts';
import { writeGenerated } from './generate.ts';
import { isStaticPath } from './static-paths.ts';

/** Builds the index of a content folder and writes the modules the bundles import. */
export function indexContent(options: Omit<IndexOptions, 'isStaticPath'> & { outDir: string }): ContentIndex {
  const cacheFile = path.join(options.outDir, 'index-cache.json');
  const index = buildContentIndex({ ...options, isStaticPath, cacheFile });
  writeGenerated(index, options.contentDir, options.outDir);
  return index;
}
