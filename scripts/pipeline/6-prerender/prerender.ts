import path from 'node:path';
import type { PageEntry, DirectoryEntry } from '../../../src/shared/content/types.ts';
import { PRINTABLE_SECTIONS, printableUrl, sectionOfUrl } from '../../../src/shared/content/navigation.ts';
import { APP_ROUTES, NOT_FOUND_ROUTE, isAppRoute, viewChunksOf } from '../../../src/shared/content/routes.ts';
import { MDX_RUNTIME_CHUNK } from '../../../src/shared/site.ts';
import type { ClientManifest, ChunkFiles } from '../5-bundle/client-manifest-plugin.ts';
import { htmlDocument } from './html-document.ts';
import { BackgroundWrites } from '../background-writes.ts';
import type { RenderCache } from './render-cache.ts';
import { ServerBundle } from './server-bundle.ts';

export interface PrerenderOptions {
  serverFile: string;
  manifest: ClientManifest;
  root: DirectoryEntry;
  pages: PageEntry[];
  outDir: string;
  /** The search index's URL, for every page's head. */
  searchIndex?: string;
  /** Markup of routes whose inputs have not changed since an earlier build. */
  cache?: RenderCache;
}

function namedChunk(manifest: ClientManifest, name: string): ChunkFiles {
  const files = manifest.chunks[name];
  if (!files) throw new Error(`prerender: the client build has no chunk named "${name}" (see src/shared/site.ts)`);
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

/** A route and what it renders from (for the render cache): its section's data and the pages it shows. */
export interface RouteNeeds {
  url: string;
  /** `undefined` for app routes that show no section (home, vote, app shell). */
  section?: string;
  pageUrls: string[];
  /** The code-split views it renders. */
  chunks?: string[];
}

/** Every route to prerender: app routes, pages, printable sections and the not-found page. */
export function routesOf(root: DirectoryEntry, pages: PageEntry[]): RouteNeeds[] {
  const sections = root.children.filter((child) => child.type === 'directory').map((child) => child.name);
  const appRoutes: RouteNeeds[] = APP_ROUTES.map((url) => ({ url, pageUrls: [], chunks: viewChunksOf(url) }));
  const pageRoutes = pages
    .filter((page) => !isAppRoute(page.url))
    .map((page) => ({ url: page.url, section: sectionOfUrl(page.url, sections), pageUrls: [page.url] }));
  const printable = PRINTABLE_SECTIONS.filter((section) => sections.includes(section)).map((section) => ({
    url: printableUrl(section),
    section,
    pageUrls: pages.filter((page) => sectionOfUrl(page.url, sections) === section).map((page) => page.url),
    chunks: viewChunksOf(printableUrl(section)),
  }));
  return [...appRoutes, ...pageRoutes, ...printable, { url: NOT_FOUND_ROUTE, section: '', pageUrls: [] }];
}

function outputFile(outDir: string, url: string): string {
  return url === NOT_FOUND_ROUTE ? path.join(outDir, '404.html') : path.join(outDir, url, 'index.html');
}

/** Renders every route of the index, the app routes and the not-found page into HTML files. */
export async function prerender({
  serverFile,
  manifest,
  root,
  pages,
  outDir,
  searchIndex,
  cache,
}: PrerenderOptions): Promise<number> {
  // Loaded only if a route has to be rendered.
  const server = new ServerBundle(serverFile);
  const routes = routesOf(root, pages);
  const files = new BackgroundWrites();
  for (const needs of routes) {
    const url = needs.url;
    const render = () => server.render(url, Math.max(1, needs.pageUrls.length));
    const { html, head, routeData } = await (cache ? cache.render(needs, render) : render());
    const assets = assetsOfRoute(url, manifest);
    await files.write(
      outputFile(outDir, url),
      htmlDocument({
        head,
        body: html,
        scripts: assets.js,
        styles: assets.css,
        preloads: ownScripts(assets, manifest),
        searchIndex,
        routeData,
      }),
    );
  }
  await files.finished();
  return routes.length;
}
