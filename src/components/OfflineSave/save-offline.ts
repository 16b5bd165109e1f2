import {
  ASSETS_CACHE,
  OFFLINE_MANIFEST_URL,
  PAGES_CACHE,
  SEARCH_CACHE,
  SEARCH_INDEX,
  type OfflineManifest,
} from '../../shared/service-worker/config';

/** Loaded on the first click of "Save for offline": puts the whole site into the worker's caches. */

export interface SaveProgress {
  done: number;
  total: number;
  failed: number;
  pages: number;
}

/** What the status line says while saving. */
export function describeSaving(progress: SaveProgress): string {
  return `Saving for offline… ${progress.done} of ${progress.total} files`;
}

/** What it says once done: a partial save asks for another try, which fetches only what is missing. */
export function describeSaved(progress: SaveProgress): string {
  return progress.failed === 0
    ? `Saved ${progress.pages} pages for offline reading.`
    : `Saved for offline reading, except ${progress.failed} of ${progress.total} files. Try again to finish.`;
}

/** Downloads at once; the host serves small files, and a phone on a slow link stays responsive. */
const PARALLEL = 6;
/** The build id of the last complete save: its pages need not be fetched again. */
const SAVED_KEY = 'offline-saved';

function savedVersion(): string | null {
  try {
    return window.localStorage.getItem(SAVED_KEY);
  } catch {
    return null;
  }
}

/**
 * Fetches every route's HTML and every hashed file of the current build into the caches the service
 * worker reads, reporting progress after each file. Hashed files already cached are skipped (their
 * name is their content); pages are fetched again unless the last complete save was of this build.
 */
export async function saveForOffline(onProgress: (progress: SaveProgress) => void): Promise<SaveProgress> {
  const response = await fetch(OFFLINE_MANIFEST_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${OFFLINE_MANIFEST_URL}: ${response.status}`);
  const manifest = (await response.json()) as OfflineManifest;
  const [pages, assets, search] = await Promise.all(
    [PAGES_CACHE, ASSETS_CACHE, SEARCH_CACHE].map((name) => caches.open(name)),
  );
  const refreshPages = savedVersion() !== manifest.version;
  const jobs = [
    ...manifest.pages.map((url) => ({ cache: pages, url, refresh: refreshPages })),
    ...manifest.assets.map((url) => ({ cache: SEARCH_INDEX.test(url) ? search : assets, url, refresh: false })),
  ];
  const progress: SaveProgress = { done: 0, total: jobs.length, failed: 0, pages: manifest.pages.length };
  onProgress({ ...progress });

  const queue = [...jobs];
  async function download(): Promise<void> {
    for (let job = queue.shift(); job; job = queue.shift()) {
      try {
        if (job.refresh || !(await job.cache.match(job.url))) await job.cache.add(job.url);
      } catch {
        progress.failed += 1;
      }
      progress.done += 1;
      onProgress({ ...progress });
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, download));

  if (progress.failed === 0) {
    try {
      window.localStorage.setItem(SAVED_KEY, manifest.version);
    } catch {
      // Not remembering the save only means pages are fetched again next time.
    }
  }
  // Ask the browser not to evict the saved site under storage pressure (best effort, no prompt).
  await navigator.storage?.persist?.().catch(() => false);
  return progress;
}
