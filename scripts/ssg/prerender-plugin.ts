import fs from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';
import type { ClientManifest } from '../webpack/client-manifest-plugin.ts';
import { prerender } from './prerender.ts';

interface Options {
  /** Where the client build wrote its manifest. */
  manifestFile: string;
  /** The content index JSON written by the index step. */
  indexFile: string;
  /** Where the HTML files go (the client build's output). */
  outDir: string;
}

/** Once the server bundle is emitted, renders every route with it. */
export class PrerenderPlugin {
  constructor(private readonly options: Options) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      if (compilation.errors.length > 0) return;
      const { manifestFile, indexFile, outDir } = this.options;
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ClientManifest;
      const index = JSON.parse(fs.readFileSync(indexFile, 'utf8'));
      const serverFile = path.join(compilation.outputOptions.path ?? '', 'server.cjs');
      const started = performance.now();
      const count = await prerender({ serverFile, manifest, root: index.root, pages: index.pages, outDir });
      console.log(`  prerendered ${count} routes in ${Math.round(performance.now() - started)} ms`);
    });
  }
}
