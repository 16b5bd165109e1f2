import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { PageEntry, DirectoryEntry } from '../../src/content/types.ts';
import { APP_ROUTES, sectionOfUrl } from '../../src/content/navigation.ts';
import { chunkNameOfPage, chunkNameOfSection } from '../content-index/generate.ts';
import type { ClientManifest, ChunkFiles } from '../webpack/client-manifest-plugin.ts';
import { htmlDocument } from './html-document.ts';

interface ServerBundle {
  render(url: string): Promise<{ html: string; head: string }>;
}

export interface PrerenderOptions {
  serverFile: string;
  manifest: ClientManifest;
  root: DirectoryEntry;
  pages: PageEntry[];
  outDir: string;
}

/** The route rendered into `404.html`: any path no page claims. */
export const NOT_FOUND_ROUTE = '/404/';

function loadServer(file: string): ServerBundle {
  const require = createRequire(import.meta.url);
  delete require.cache[require.resolve(file)];
  return require(file) as ServerBundle;
}

function merge(...parts: (ChunkFiles | undefined)[]): ChunkFiles {
  const unique = (list: string[]) => [...new Set(list)];
  return {
    js: unique(parts.flatMap((part) => part?.js ?? [])),
    css: unique(parts.flatMap((part) => part?.css ?? [])),
  };
}

/** The files a route needs on first load: the entry, plus its section's data and its page chunk. */
export function assetsOfRoute(url: string, manifest: ClientManifest, sections: string[], isPage: boolean): ChunkFiles {
  if (!isPage && url !== NOT_FOUND_ROUTE) return manifest.entry;
  const section = manifest.chunks[chunkNameOfSection(sectionOfUrl(url, sections))];
  const page = isPage ? manifest.chunks[chunkNameOfPage(url)] : undefined;
  // Chunk scripts run before the entry and queue themselves for its runtime, so the page's content is
  // ready the moment the app starts, with no second round trip.
  return merge({ js: [], css: manifest.entry.css }, section, page, { js: manifest.entry.js, css: [] });
}

function outputFile(outDir: string, url: string): string {
  return url === NOT_FOUND_ROUTE ? path.join(outDir, '404.html') : path.join(outDir, url, 'index.html');
}

/** Renders every route of the index, the app routes and the not-found page into HTML files. */
export async function prerender({ serverFile, manifest, root, pages, outDir }: PrerenderOptions): Promise<number> {
  const server = loadServer(serverFile);
  const sections = root.children.filter((child) => child.type === 'directory').map((child) => child.name);
  const pageUrls = new Set(pages.map((page) => page.url));
  const routes = [...new Set([...APP_ROUTES, ...pageUrls, NOT_FOUND_ROUTE])];
  for (const url of routes) {
    const { html, head } = await server.render(url);
    const assets = assetsOfRoute(url, manifest, sections, pageUrls.has(url) && !APP_ROUTES.includes(url as never));
    const file = outputFile(outDir, url);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, htmlDocument({ head, body: html, scripts: assets.js, styles: assets.css }));
  }
  return routes.length;
}
