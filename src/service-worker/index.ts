import { SW_DISABLED_KEY } from '../shared/service-worker/config';

/**
 * The part of the service-worker setup every page loads: a few checks, then, once the page has
 * loaded and settled, a lazily imported chunk (`register.ts`, with workbox-window) registers `/sw.js`.
 *
 * Registration is skipped in development builds, in browsers without service workers, and when the
 * reader opted out with `localStorage.setItem('sw-disabled', 'true')`; opting out also unregisters a
 * worker installed earlier, so the next load comes straight from the network.
 */

/** After `load`, the worker waits this long, so installing it never competes with the page itself. */
export const REGISTER_DELAY_MS = 3000;

function optedOut(): boolean {
  try {
    return window.localStorage.getItem(SW_DISABLED_KEY) === 'true';
  } catch {
    // Storage blocked (some privacy modes): caches are too, so offline reading cannot work.
    return true;
  }
}

/** Whether this page may use the service worker: production build, supported, not opted out. */
export function serviceWorkerEnabled(): boolean {
  return process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator && !optedOut();
}

function unregisterAll(): void {
  navigator.serviceWorker
    .getRegistrations()
    .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
    .catch(() => undefined);
}

function register(): void {
  // Offline, the worker (if any) already serves this page; registering would only fail to fetch /sw.js.
  if (!navigator.onLine) {
    window.addEventListener('online', register, { once: true });
    return;
  }
  import('./register').then(({ registerServiceWorker }) => registerServiceWorker()).catch(() => undefined);
}

export function startServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  if (optedOut()) {
    unregisterAll();
    return;
  }
  const later = () => window.setTimeout(register, REGISTER_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
