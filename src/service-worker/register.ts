import { Workbox } from 'workbox-window';
import { savesData } from '../connection';
import { indexUrlOf } from '../components/Search/index-loader';
import {
  ASSETS_CACHE,
  HASHED_ASSET,
  PAGES_CACHE,
  SEARCH_CACHE,
  SEARCH_INDEX,
  SW_URL,
  WARM_CACHE,
  type WarmCacheMessage,
} from '../shared/service-worker/config';
import { setWaitingUpdate } from './update-store';

/** Loaded lazily by `index.ts` once the page has settled: registers `/sw.js` and follows updates. */

/** How often an open tab asks whether a newer worker was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export const WAITING_MESSAGE =
  'A new version of this site is ready. It cannot activate until all tabs of this site are closed; ' +
  'use "Reload to update" to switch now.';

/** Caches one URL unless it is there already; failures stay silent (the worker caches it later). */
async function cacheOnce(cacheName: string, url: string): Promise<void> {
  const cache = await caches.open(cacheName);
  if (await cache.match(url)) return;
  await cache.add(url).catch(() => undefined);
}

/**
 * The page the worker first took over loaded before it existed: put its HTML and the hashed files it
 * used into the worker's caches now, so it opens offline like every page read after it.
 */
async function cacheThisPage(): Promise<void> {
  const navigation = performance.getEntriesByType('navigation')[0] as
    (PerformanceNavigationTiming & { responseStatus?: number }) | undefined;
  if (!navigator.onLine || navigation?.responseStatus !== 200) return;
  const used = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin);
  await Promise.all([
    cacheOnce(PAGES_CACHE, window.location.pathname),
    ...used.filter((url) => HASHED_ASSET.test(url.pathname)).map((url) => cacheOnce(ASSETS_CACHE, url.pathname)),
    ...used.filter((url) => SEARCH_INDEX.test(url.pathname)).map((url) => cacheOnce(SEARCH_CACHE, url.pathname)),
  ]);
}

/** Runs `work` when the browser is idle (soon regardless, where it cannot say). */
function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 10000 });
  else setTimeout(work, 1000);
}

/**
 * Asks the worker to fetch the rest of the site in the background (every chunk, the search index), so
 * every page opens offline: only once this page is idle, and never when the reader saves data.
 */
function warmCache(worker: ServiceWorker | null): void {
  if (!worker || savesData()) return;
  whenIdle(() => {
    const message: WarmCacheMessage = { type: WARM_CACHE, searchIndex: indexUrlOf(document) ?? undefined };
    worker.postMessage(message);
  });
}

export async function registerServiceWorker(): Promise<void> {
  const workbox = new Workbox(SW_URL);

  workbox.addEventListener('waiting', () => {
    // The console says so (info, not an error: nothing is wrong) and the page offers the update.
    console.info(WAITING_MESSAGE);
    setWaitingUpdate(() => workbox.messageSkipWaiting());
  });

  // When the controlling worker changes (an update activated here or in another tab), reload so the
  // page runs the scripts of the worker now serving it. Taking over an uncontrolled page is not a change.
  let controlled = Boolean(navigator.serviceWorker.controller);
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!controlled) {
      controlled = true;
      return;
    }
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });

  const registration = await workbox.register();
  if (!registration) return;
  window.setInterval(() => {
    if (navigator.onLine) registration.update().catch(() => undefined);
  }, UPDATE_CHECK_MS);
  const ready = await navigator.serviceWorker.ready;
  await cacheThisPage();
  warmCache(ready.active);
}
