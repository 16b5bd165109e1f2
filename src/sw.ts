/**
 * The service worker, served at `/sw.js` (compiled by workbox-webpack-plugin's InjectManifest in the
 * client build, then completed by the build's `offline` phase once the HTML exists).
 *
 * - Precache: the app shell (`/app-shell/index.html`), icons, the web app manifest and fonts (Workbox
 *   precache, revisioned); the hashed scripts and stylesheets of the entry, the search modal and the
 *   home route go into the assets cache on install, where they outlive the next deploy for pages saved
 *   against them. So search opens, and `/` renders, offline on any page read under the worker.
 * - The search index is fetched once the worker is in place and the page is idle (`register.ts`).
 * - HTML: network-first with a 3 s timeout, cached as read; offline, a page never cached gets the app
 *   shell, marked so the client renders instead of hydrating.
 * - Hashed files (`/[id].[hash].js|css`, `/assets/*`) and the search index: cache-first, cached as used.
 * - A new worker waits until the page asks it to take over (`Reload to update`).
 */
import { clientsClaim, type RouteHandlerCallbackOptions } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
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
} from './service-worker/config';

// The DOM typings describe a window; these are the few worker members this file uses.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
}
interface WorkerScope {
  /** Replaced by InjectManifest: the client build's precached files. */
  __WB_MANIFEST: (PrecacheEntry | string)[];
  /** Replaced by the build's `offline` phase: the app shell with its revision. */
  __OFFLINE_PRECACHE: PrecacheEntry[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
declare const self: WorkerScope;

// `?? []`: a client build run on its own (no `offline` phase) still yields a working worker.
const entries = [...self.__WB_MANIFEST, ...(self.__OFFLINE_PRECACHE ?? [])].map((entry) =>
  typeof entry === 'string' ? { url: entry, revision: null } : entry,
);
const isHashed = (url: string) => HASHED_ASSET.test(new URL(url, self.location.href).pathname);
const coreAssets = entries.filter((entry) => isHashed(entry.url)).map((entry) => entry.url);

precacheAndRoute(entries.filter((entry) => !isHashed(entry.url)));
cleanupOutdatedCaches();

/** Puts the entry's hashed files into the assets cache; ones already there are kept as they are. */
async function cacheCoreAssets(): Promise<void> {
  const cache = await caches.open(ASSETS_CACHE);
  const missing: string[] = [];
  for (const url of coreAssets) if (!(await cache.match(url))) missing.push(url);
  await cache.addAll(missing);
}

self.addEventListener('install', (event) => event.waitUntil(cacheCoreAssets()));

// The first visit is controlled at once, so its later requests are cached too.
clientsClaim();

// An update waits (other tabs may run the old scripts) until a page asks for it.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === SKIP_WAITING) void self.skipWaiting();
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
    // Files of past deploys go first, least recently used; entries saved for offline are not counted.
    plugins: [ok, new ExpirationPlugin({ maxEntries: 2000, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && SEARCH_INDEX.test(url.pathname),
  new CacheFirst({ cacheName: SEARCH_CACHE, plugins: [ok, new ExpirationPlugin({ maxEntries: 2 })] }),
);
