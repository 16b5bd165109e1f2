/**
 * The service worker, served at `/sw.js`, compiled by workbox-webpack-plugin's InjectManifest with the
 * client build, which gives it every file of the build (see `scripts/pipeline/8-offline/service-worker-plugin.ts`).
 *
 * - Precache (Workbox, revisioned): the app shell (`/app-shell/index.html`), icons, the web app
 *   manifest and fonts.
 * - Install: the hashed files any page needs to start (the entry, the route views) go into the assets
 *   cache, so every route renders offline from the app shell.
 * - Idle: once a page has loaded and the browser is idle, the page asks for the rest (`WARM_CACHE`):
 *   every other script, stylesheet and image of the build (section data and page chunks included) and
 *   the search index are fetched in the background. Afterwards any page opens offline, by a link or
 *   by a reload.
 * - Activate: files of earlier builds leave the assets cache, and cached pages that name them leave the
 *   pages cache: a new deploy replaces what is cached instead of adding to it.
 * - HTML: network-first with a 3 s timeout, cached as read; offline, a page never cached gets the app
 *   shell, marked so the client renders instead of hydrating.
 * - Hashed files and the search index: cache-first, cached as used.
 * - A new worker waits until the page asks it to take over (`Reload to update`).
 */
import { clientsClaim, type RouteHandlerCallbackOptions } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  APP_SHELL_URL,
  ASSETS_CACHE,
  HASHED_ASSET,
  HTML_NETWORK_TIMEOUT_SECONDS,
  OFFLINE_SHELL_ATTRIBUTE,
  PAGES_CACHE,
  SEARCH_CACHE,
  SEARCH_INDEX,
  SKIP_WAITING,
  WARM_CACHE,
  type BuildFile,
  type WarmCacheMessage,
} from './shared/service-worker/config';

// The DOM typings describe a window; these are the few worker members this file uses.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
}
interface WorkerScope {
  /** Replaced by InjectManifest: every file of the build. */
  __WB_MANIFEST: BuildFile[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
declare const self: WorkerScope;

/** Downloads at once while warming the cache: enough to be quick, few enough to stay out of the way. */
const PARALLEL = 4;

const pathOf = (url: string) => new URL(url, self.location.href).pathname;
const build = self.__WB_MANIFEST;
const hashed = build.filter((file) => HASHED_ASSET.test(pathOf(file.url)));
/** Every hashed file of this build, by path. */
const current = new Set(hashed.map((file) => pathOf(file.url)));

precacheAndRoute(
  build.filter((file) => !current.has(pathOf(file.url))).map(({ url, revision }) => ({ url, revision })),
);
cleanupOutdatedCaches();

/** Adds the files the assets cache lacks, a few at a time; a failure is left for a later attempt. */
async function cacheMissing(urls: string[]): Promise<void> {
  const cache = await caches.open(ASSETS_CACHE);
  const queue: string[] = [];
  for (const url of urls) if (!(await cache.match(url))) queue.push(url);
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) await cache.add(url).catch(() => undefined);
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

self.addEventListener('install', (event) =>
  event.waitUntil(cacheMissing(hashed.filter((file) => !file.idle).map((file) => file.url))),
);

/** The hashed files (`src`/`href`) an HTML page names. */
function filesNamedBy(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="(\/[^"]+)"/g)]
    .map((match) => match[1])
    .filter((url) => HASHED_ASSET.test(url));
}

/** Removes files of earlier builds, and cached pages that would ask for them. */
async function dropEarlierBuilds(): Promise<void> {
  const assets = await caches.open(ASSETS_CACHE);
  for (const request of await assets.keys()) if (!current.has(pathOf(request.url))) await assets.delete(request);
  const pages = await caches.open(PAGES_CACHE);
  for (const request of await pages.keys()) {
    const html = (await (await pages.match(request))?.text()) ?? '';
    if (filesNamedBy(html).some((url) => !current.has(url))) await pages.delete(request);
  }
}

self.addEventListener('activate', (event) => event.waitUntil(dropEarlierBuilds()));

/** Keeps the search index the page uses, and only that one. */
async function cacheSearchIndex(url: string): Promise<void> {
  if (!SEARCH_INDEX.test(pathOf(url))) return;
  const cache = await caches.open(SEARCH_CACHE);
  for (const request of await cache.keys()) if (pathOf(request.url) !== pathOf(url)) await cache.delete(request);
  if (!(await cache.match(url))) await cache.add(url).catch(() => undefined);
}

/** Several tabs may ask at once: one warm-up at a time does the work for all. */
let warming: Promise<void> | undefined;

function warm({ searchIndex }: WarmCacheMessage): Promise<void> {
  warming ??= Promise.all([
    cacheMissing(hashed.map((file) => file.url)),
    searchIndex ? cacheSearchIndex(searchIndex) : undefined,
  ]).then(
    () => {
      warming = undefined;
    },
    () => {
      warming = undefined;
    },
  );
  return warming;
}

// The first visit is controlled at once, so its later requests are cached too.
clientsClaim();

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  // An update waits (other tabs may run the old scripts) until a page asks for it.
  if (data?.type === SKIP_WAITING) void self.skipWaiting();
  if (data?.type === WARM_CACHE) event.waitUntil(warm(data as WarmCacheMessage));
});

const ok = new CacheableResponsePlugin({ statuses: [200] });

/** The app shell for a page this worker has not cached, marked so the client does not hydrate it. */
async function offlineShell(): Promise<Response> {
  const shell = await matchPrecache(APP_SHELL_URL);
  if (!shell) return Response.error();
  const html = (await shell.text()).replace('<div id="root">', `<div id="root" ${OFFLINE_SHELL_ATTRIBUTE}="">`);
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: HTML_NETWORK_TIMEOUT_SECONDS,
  plugins: [ok],
});
const sameOrigin = (url: URL) => url.origin === self.location.origin;

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url),
  async ({ event, request }: RouteHandlerCallbackOptions) => {
    try {
      return await pages.handle({ event, request });
    } catch {
      return offlineShell();
    }
  },
);

registerRoute(
  ({ url }) => sameOrigin(url) && HASHED_ASSET.test(url.pathname),
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    // A bound, whatever happens; files of past builds already go when a new worker activates.
    plugins: [ok, new ExpirationPlugin({ maxEntries: 2000, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && SEARCH_INDEX.test(url.pathname),
  new CacheFirst({ cacheName: SEARCH_CACHE, plugins: [ok, new ExpirationPlugin({ maxEntries: 2 })] }),
);
