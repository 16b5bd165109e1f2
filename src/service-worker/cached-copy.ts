import { PAGES_CACHE } from '../shared/service-worker/config';

/**
 * Offline, a page whose chunks were never fetched (it was only ever opened first, from its own HTML,
 * and the reader saves data) may still have its HTML in the worker's cache. Reloading at its address
 * then shows it, served by the worker. Resolves whether it reloads.
 */
export async function openCachedCopy(
  url: string,
  reload: () => void = () => window.location.reload(),
): Promise<boolean> {
  if (navigator.onLine || !navigator.serviceWorker?.controller || url !== window.location.pathname) return false;
  const cached = await caches
    .open(PAGES_CACHE)
    .then((cache) => cache.match(url))
    .catch(() => undefined);
  if (!cached) return false;
  reload();
  return true;
}
