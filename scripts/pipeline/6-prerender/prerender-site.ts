import fs from 'node:fs';
import path from 'node:path';
import type { ClientManifest } from '../5-bundle/client-manifest-plugin.ts';
import { prerender } from './prerender.ts';
import { RenderCache } from './render-cache.ts';
import { CONTENT, RENDER_CACHE } from '../paths.ts';

export interface PrerenderSiteOptions {
  /** The server bundle (`webpack.ssg.ts`). */
  serverFile: string;
  /** The client build's manifest: which files each page links. */
  manifest: ClientManifest;
  /** The content index JSON written by the index step. */
  indexFile: string;
  /** Where the HTML files go (the client build's output). */
  outDir: string;
  /** The search index's URL, written before the bundles (`scripts/pipeline/4-search/`). */
  searchIndex?: string;
}

/**
 * Renders every route with the server bundle, reusing the markup of routes whose inputs have not
 * changed. A step of its own after the server bundle's compiler has closed, not a hook inside its
 * compilation: that compilation (every page's module) is no longer held in memory while rendering.
 */
export async function prerenderSite({ serverFile, manifest, indexFile, outDir, searchIndex }: PrerenderSiteOptions) {
  const index = JSON.parse(fs.readFileSync(indexFile, 'utf8'));
  const started = performance.now();
  const cache = new RenderCache({
    cacheDir: RENDER_CACHE,
    generatedDir: path.dirname(indexFile),
    contentDir: CONTENT,
    pages: index.pages,
  });
  const count = await prerender({
    serverFile,
    manifest,
    root: index.root,
    pages: index.pages,
    outDir,
    searchIndex,
    cache,
  });
  cache.prune();
  console.log(`  prerendered ${count} routes in ${Math.round(performance.now() - started)} ms`);
}
