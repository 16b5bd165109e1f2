/**
 * After a deploy, a tab opened before it asks for chunks that no longer exist: webpack rejects with a
 * ChunkLoadError (`Loading chunk {id} failed`, or mini-css-extract-plugin's `CSS_CHUNK_LOAD_FAILED`),
 * whose `request` is the file's address. If that address now answers 404, one reload fetches the new
 * HTML and its new chunks. A network failure or timeout is not a deploy: the page shows its error and
 * retry button instead. The last reload is remembered in sessionStorage so this can never loop.
 */

const RELOAD_KEY = 'chunk-reload-at';
/** At most one automatic reload in this long. */
const RELOAD_GUARD_MS = 60_000;

interface ChunkLoadError {
  name: string;
  /** `missing`, `error`, `timeout` or `load` (stylesheets). */
  type?: string;
  request?: string;
}

/** The address of the chunk that failed, if the error is a chunk load failure. */
export function failedChunkUrl(error: unknown): string | undefined {
  const chunkError = error as Partial<ChunkLoadError> | null;
  if (chunkError?.name !== 'ChunkLoadError' || typeof chunkError.request !== 'string') return undefined;
  return chunkError.request;
}

function mayReload(now: number): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(RELOAD_KEY) ?? 0);
    if (now - last < RELOAD_GUARD_MS) return false;
    window.sessionStorage.setItem(RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

/** Reloads the page once if a chunk failed because a deploy removed it; resolves whether it did. */
export async function reloadIfDeployed(
  error: unknown,
  reload: () => void = () => window.location.reload(),
): Promise<boolean> {
  const url = failedChunkUrl(error);
  if (!url || !navigator.onLine) return false;
  let status: number;
  try {
    status = (await fetch(url, { method: 'HEAD', cache: 'no-store' })).status;
  } catch {
    return false;
  }
  if (status !== 404 && status !== 410) return false;
  if (!mayReload(Date.now())) return false;
  reload();
  return true;
}
