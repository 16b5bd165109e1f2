import type { SearchIndexFile } from '../../shared/search/index-format';
import { SEARCH_INDEX_META } from '../../shared/search/index-meta';

/**
 * Fetches the search index the build wrote, once per page life. Tiny and dependency-free: it ships with
 * the header so the index download starts the moment search opens, alongside the modal's own chunk.
 * The prerender names the index in `<meta name="search-index">` (`scripts/pipeline/6-prerender/html-document.ts`).
 */

export function indexUrlOf(doc: Document): string | null {
  return doc.querySelector<HTMLMetaElement>(`meta[name="${SEARCH_INDEX_META}"]`)?.content || null;
}

/** DocSearch shows its "unable to fetch results" screen for errors of this name. */
function unavailable(message: string): Error {
  const error = new Error(message);
  error.name = 'RetryError';
  return error;
}

export async function fetchIndex(url: string | null, fetcher: typeof fetch = fetch): Promise<SearchIndexFile> {
  if (!url) throw unavailable('this page has no search index (it is written by the production build)');
  let response: Response;
  try {
    response = await fetcher(url);
  } catch (error) {
    throw unavailable(`the search index could not be fetched: ${(error as Error).message}`);
  }
  if (!response.ok) throw unavailable(`the search index could not be fetched: HTTP ${response.status}`);
  return (await response.json()) as SearchIndexFile;
}

let pending: Promise<SearchIndexFile> | null = null;

/** The page's index; a failed load (offline before the first open) is retried on the next call. */
export function loadIndex(): Promise<SearchIndexFile> {
  pending ??= fetchIndex(indexUrlOf(document)).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
