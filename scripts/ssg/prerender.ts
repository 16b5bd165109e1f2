import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { PageEntry, DirectoryEntry } from '../../src/content/types.ts';
import { PRINTABLE_SECTIONS, printableUrl, sectionOfUrl } from '../../src/content/navigation.ts';
import { APP_ROUTES, NOT_FOUND_ROUTE, isAppRoute, viewChunksOf } from '../../src/content/routes.ts';
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

/** What a route shows: which section's data and which page chunks it needs before it renders. */
export interface RouteNeeds {
  url: string;
  /** `undefined` for app routes that need no content (home, vote, app shell). */
  section?: string;
  pageUrls: string[];
  /** Other named chunks the route renders with (the home page's own chunk). */
  chunks?: string[];
}

/** The files a route needs on first load: the entry, plus its section's data and its page chunks. */
export function assetsOfRoute(needs: RouteNeeds, manifest: ClientManifest): ChunkFiles {
  const named = (needs.chunks ?? []).map((name) => {
    const files = manifest.chunks[name];
    if (!files) throw new Error(`prerender: the client build has no chunk named "${name}" (see ROUTE_CHUNKS)`);
    return files;
  });
  if (needs.section === undefined)
    return merge({ js: [], css: manifest.entry.css }, ...named, { js: manifest.entry.js, css: [] });
  const section = manifest.chunks[chunkNameOfSection(needs.section)];
  const pages = needs.pageUrls.map((url) => manifest.chunks[chunkNameOfPage(url)]);
  // Chunk scripts run before the entry and queue themselves for its runtime, so the page's content is
  // ready the moment the app starts, with no second round trip.
  return merge({ js: [], css: manifest.entry.css }, section, ...pages, ...named, { js: manifest.entry.js, css: [] });
}

/** The route's own scripts (section data, page content, named chunks): all it links but the entry's. */
export function ownScripts(assets: ChunkFiles, manifest: ClientManifest): string[] {
  return assets.js.filter((src) => !manifest.entry.js.includes(src));
}

/** Every route to prerender, with what each needs. */
export function routesOf(root: DirectoryEntry, pages: PageEntry[]): RouteNeeds[] {
  const sections = root.children.filter((child) => child.type === 'directory').map((child) => child.name);
  const appRoutes: RouteNeeds[] = APP_ROUTES.map((url) => ({ url, pageUrls: [], chunks: viewChunksOf(url) }));
  const pageRoutes = pages
    .filter((page) => !isAppRoute(page.url))
    .map((page) => ({
      url: page.url,
      section: sectionOfUrl(page.url, sections),
      pageUrls: [page.url],
      chunks: viewChunksOf(page.url),
    }));
  const printable = PRINTABLE_SECTIONS.filter((section) => sections.includes(section)).map((section) => {
    const url = printableUrl(section);
    return {
      url,
      section,
      pageUrls: pages.filter((page) => sectionOfUrl(page.url, sections) === section).map((page) => page.url),
      chunks: viewChunksOf(url),
    };
  });
  return [...appRoutes, ...pageRoutes, ...printable, { url: NOT_FOUND_ROUTE, section: '', pageUrls: [] }];
}

function outputFile(outDir: string, url: string): string {
  return url === NOT_FOUND_ROUTE ? path.join(outDir, '404.html') : path.join(outDir, url, 'index.html');
}

/** Renders every route of the index, the app routes and the not-found page into HTML files. */
export async function prerender({ serverFile, manifest, root, pages, outDir }: PrerenderOptions): Promise<number> {
  const server = loadServer(serverFile);
  const routes = routesOf(root, pages);
  for (const route of routes) {
    const { html, head } = await server.render(route.url);
    const assets = assetsOfRoute(route, manifest);
    const file = outputFile(outDir, route.url);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      htmlDocument({
        head,
        body: html,
        scripts: assets.js,
        styles: assets.css,
        preloads: ownScripts(assets, manifest),
      }),
    );
  }
  return routes.length;
}
