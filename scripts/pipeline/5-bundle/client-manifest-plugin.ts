import fs from 'node:fs';
import path from 'node:path';
import type { Compiler, Chunk } from 'webpack';

export interface ChunkFiles {
  js: string[];
  css: string[];
}

/** Which files each named chunk group needs: the SSG links exactly these into each page. */
export interface ClientManifest {
  entry: ChunkFiles;
  chunks: Record<string, ChunkFiles>;
}

function filesOf(chunks: Iterable<Chunk>, publicPath: string): ChunkFiles {
  const files = [...chunks].flatMap((chunk) => [...chunk.files]);
  const url = (file: string) => `${publicPath}${file}`;
  return {
    js: files.filter((file) => file.endsWith('.js')).map(url),
    css: files.filter((file) => file.endsWith('.css')).map(url),
  };
}

export function readClientManifest(file: string): ClientManifest {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ClientManifest;
}

export class ClientManifestPlugin {
  constructor(private readonly file: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('ClientManifestPlugin', (compilation) => {
      const publicPath = String(compilation.outputOptions.publicPath ?? '/');
      const manifest: ClientManifest = { entry: { js: [], css: [] }, chunks: {} };
      for (const [name, group] of compilation.namedChunkGroups) {
        const files = filesOf(group.chunks, publicPath);
        if (compilation.entrypoints.has(name)) manifest.entry = files;
        else manifest.chunks[name] = files;
      }
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      fs.writeFileSync(this.file, JSON.stringify(manifest, null, 1));
    });
  }
}
