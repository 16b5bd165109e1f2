import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { PageEntry, DirectoryEntry, RouteData } from '../../src/content/types.ts';
import { PRINTABLE_SECTIONS, printableUrl } from '../../src/content/navigation.ts';
import { APP_ROUTES, NOT_FOUND_ROUTE, isAppRoute, viewChunksOf } from '../../src/content/routes.ts';
import { MDX_RUNTIME_CHUNK } from '../../src/site.ts';
import type { ClientManifest, ChunkFiles } from '../webpack/client-manifest-plugin.ts';
import { htmlDocument } from './html-document.ts';

interface ServerBundle {
  render(url: string): Promise<{ html: string; head: string; routeData?: RouteData }>;
}

export interface PrerenderOptions {
  serverFile: string;
  manifest: ClientManifest;
  root: DirectoryEntry;
  pages: PageEntry[];
  outDir: string;
}

function loadServer(file: string): ServerBundle {
  const require = createRequire(import.meta.url);
  delete require.cache[require.resolve(file)];
  return require(file) as ServerBundle;
}

function namedChunk(manifest: ClientManifest, name: string): ChunkFiles {
  const files = manifest.chunks[name];
  if (!files) throw new Error(`prerender: the client build has no chunk named "${name}" (see src/site.ts)`);
  return files;
}

/**
 * The files a route links for its first load: the entry's, and those of the code-split views it
 * renders (`viewChunksOf`: the home page, the vote page, ...). A content page needs nothing else but
 * the stylesheet of the MDX components: its article is in its HTML and its route data too, so its own
 * chunks (and the components' script) load only on client navigation. View scripts come before the
 * entry's: they run first and queue themselves for its runtime.
 */
export function assetsOfRoute(url: string, manifest: ClientManifest): ChunkFiles {
  const views = viewChunksOf(url).map((name) => namedChunk(manifest, name));
  const hasArticle = !isAppRoute(url) && url !== NOT_FOUND_ROUTE;
  const articleCss = hasArticle ? namedChunk(manifest, MDX_RUNTIME_CHUNK).css : [];
  const unique = (list: string[]) => [...new Set(list)];
  return {
    js: unique([...views.flatMap((view) => view.js), ...manifest.entry.js]),
    css: unique([...manifest.entry.css, ...articleCss, ...views.flatMap((view) => view.css)]),
  };
}

/** The route's own scripts (its views'): all it links but the entry's. */
export function ownScripts(assets: ChunkFiles, manifest: ClientManifest): string[] {
  return assets.js.filter((src) => !manifest.entry.js.includes(src));
}

/** Every route to prerender: app routes, pages, printable sections and the not-found page. */
export function routesOf(root: DirectoryEntry, pages: PageEntry[]): string[] {
  const sections = root.children.filter((child) => child.type === 'directory').map((child) => child.name);
  const pageRoutes = pages.map((page) => page.url).filter((url) => !isAppRoute(url));
  const printable = PRINTABLE_SECTIONS.filter((section) => sections.includes(section)).map(printableUrl);
  return [...APP_ROUTES, ...pageRoutes, ...printable, NOT_FOUND_ROUTE];
}

function outputFile(outDir: string, url: string): string {
  return url === NOT_FOUND_ROUTE ? path.join(outDir, '404.html') : path.join(outDir, url, 'index.html');
}

/** Renders every route of the index, the app routes and the not-found page into HTML files. */
export async function prerender({ serverFile, manifest, root, pages, outDir }: PrerenderOptions): Promise<number> {
  const server = loadServer(serverFile);
  const routes = routesOf(root, pages);
  for (const url of routes) {
    const { html, head, routeData } = await server.render(url);
    const assets = assetsOfRoute(url, manifest);
    const file = outputFile(outDir, url);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      htmlDocument({
        head,
        body: html,
        scripts: assets.js,
        styles: assets.css,
        preloads: ownScripts(assets, manifest),
        routeData,
      }),
    );
  }
  return routes.length;
}
