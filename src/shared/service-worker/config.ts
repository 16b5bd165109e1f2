import { APP_SHELL_ROUTE } from '../content/routes';

/**
 * What the service worker (`src/sw.ts`), its registration and the "Save for offline" control share.
 * Both the worker bundle and the page's first-load JS include it: it imports pure route rules only.
 */

/** `GET /sw.js` registers the worker, only in the browser and when the local-storage check passes. */
export const SW_URL = '/sw.js';

/**
 * The local-storage check: a reader (or a support page) sets `localStorage['sw-disabled'] = 'true'`
 * to opt out. The next page load then skips registration and unregisters any installed worker.
 */
export const SW_DISABLED_KEY = 'sw-disabled';

/** Runtime caches. Names are used verbatim by Workbox and by the page that saves the site. */
export const PAGES_CACHE = 'webpack-docs-pages';
export const ASSETS_CACHE = 'webpack-docs-assets';
export const SEARCH_CACHE = 'webpack-docs-search';

/** HTML is network-first: after this long without an answer the cached copy is served. */
export const HTML_NETWORK_TIMEOUT_SECONDS = 3;

/** The prerendered app shell, served for pages not cached while offline. */
export const APP_SHELL_URL = `${APP_SHELL_ROUTE}index.html`;

/**
 * A file of the build as the worker is given it (`scripts/pipeline/8-offline/service-worker-plugin.ts`): a
 * Workbox precache entry; `idle` marks the hashed files fetched in the background (see `WARM_CACHE`)
 * rather than when the worker installs.
 */
export interface BuildFile {
  url: string;
  revision: string | null;
  idle?: boolean;
}

/** Set on `#root` when the worker serves the app shell in place of a page it has not cached. */
export const OFFLINE_SHELL_ATTRIBUTE = 'data-offline-shell';

/** Every route's HTML and every hashed file of the build, written by `scripts/pipeline/8-offline/`. */
export const OFFLINE_MANIFEST_URL = '/offline-manifest.json';

export interface OfflineManifest {
  /** Build id: a hash of the lists below. */
  version: string;
  /** Every prerendered route (`/concepts/`), app routes included. */
  pages: string[];
  /** Every hashed script, stylesheet, asset and search index of the build. */
  assets: string[];
  /** Total bytes of `pages` and `assets`. */
  bytes: number;
}

/** Hashed build output (`/123.abcd1234.js`, `/assets/…`): never changes under its name. */
export const HASHED_ASSET = /^\/(?:[^/]+\.[0-9a-f]{8}\.(?:js|css)|assets\/.+)$/;

/** The search index another phase writes (`/search-index.<hash>.json`). */
export const SEARCH_INDEX = /^\/search-index[^/]*\.json$/;

/** Message the page posts to a waiting worker to activate it now. */
export const SKIP_WAITING = 'SKIP_WAITING';

/**
 * Message a page posts to the worker once it has loaded and the browser is idle (unless the reader
 * saves data): fetch every file of the build not cached yet, and the search index the page names,
 * so every page opens offline.
 */
export const WARM_CACHE = 'WARM_CACHE';

export interface WarmCacheMessage {
  type: typeof WARM_CACHE;
  /** The search index the page uses (`/search-index.<hash>.json`), if the build wrote one. */
  searchIndex?: string;
}
