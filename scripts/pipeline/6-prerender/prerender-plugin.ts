import fs from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';
import type { ClientManifest } from '../5-bundle/client-manifest-plugin.ts';
import { prerender } from './prerender.ts';
import { RenderCache } from './render-cache.ts';
import { CONTENT, RENDER_CACHE } from '../paths.ts';

interface Options {
  /**
   * The client build's manifest (which files each page links). A promise, so the server bundle can be
   * compiled while the client build still runs: rendering waits for it.
   */
  manifest: () => Promise<ClientManifest>;
  /** The content index JSON written by the index step. */
  indexFile: string;
  /** Where the HTML files go (the client build's output). */
  outDir: string;
  /** The search index's URL, written before the bundles (`scripts/pipeline/4-search/`). */
  searchIndex?: string;
}

/** Once the server bundle is emitted and the client manifest is ready, renders every route with it. */
export class PrerenderPlugin {
  constructor(private readonly options: Options) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      if (compilation.errors.length > 0) return;
      const { indexFile, outDir, searchIndex } = this.options;
      const manifest = await this.options.manifest();
      const index = JSON.parse(fs.readFileSync(indexFile, 'utf8'));
      const serverFile = path.join(compilation.outputOptions.path ?? '', 'server.cjs');
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
    });
  }
}
