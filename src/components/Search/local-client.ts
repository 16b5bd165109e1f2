import { answerSearch, type AlgoliaSearchParams, type AlgoliaResult } from './algolia';
import { expandIndex, type SearchIndexFile } from '../../shared/search/index-format';
import { createEngineAsync, type SearchEngine } from '../../shared/search/rank';
import { loadIndex } from './index-loader';
import { sectionLabel } from '../Header/links';

/**
 * The embedded search: builds the MiniSearch engine from the index once, and answers the modal's
 * requests in memory. After the first load nothing touches the network, so results keep coming with
 * the connection gone.
 */

export interface LocalSearch {
  /** Loads the index (once; a failed load is retried on the next call). */
  ready(): Promise<SearchEngine>;
  /**
   * Answers the modal. When the index cannot load (offline before search was ever opened) it answers
   * with no hits rather than failing: DocSearch would rethrow the error as an unhandled rejection.
   * `available()` and `subscribe()` tell the modal, which then says why there are no results.
   */
  search(params: AlgoliaSearchParams): Promise<{ results: AlgoliaResult[] }>;
  available(): boolean;
  subscribe(listener: () => void): () => void;
}

function requestsOf(params: AlgoliaSearchParams) {
  return Array.isArray(params) ? params : params.requests;
}

export function createLocalSearch(load: () => Promise<SearchIndexFile>): LocalSearch {
  let engine: Promise<SearchEngine> | null = null;
  let failed = false;
  const listeners = new Set<() => void>();
  const setFailed = (value: boolean) => {
    if (failed === value) return;
    failed = value;
    for (const listener of listeners) listener();
  };
  const ready = () => {
    engine ??= load()
      // Hits name their section as the header does (`API`, not its index page's `Introduction`).
      .then((file) => createEngineAsync(expandIndex(file, sectionLabel)))
      .then(
        (built) => {
          setFailed(false);
          return built;
        },
        (error: unknown) => {
          engine = null;
          setFailed(true);
          throw error;
        },
      );
    return engine;
  };
  return {
    ready,
    async search(params) {
      let built: SearchEngine;
      try {
        built = await ready();
      } catch {
        const empty = {
          hits: [],
          nbHits: 0,
          page: 0,
          nbPages: 0,
          hitsPerPage: 0,
          exhaustiveNbHits: true as const,
          processingTimeMS: 0,
          params: '',
        };
        return {
          results: requestsOf(params).map((request) => ({
            ...empty,
            query: request.query ?? '',
            index: request.indexName ?? 'local',
          })),
        };
      }
      return answerSearch(built, params);
    },
    available: () => !failed,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let shared: LocalSearch | null = null;

/** The page's one local search, loading the index named by the document. */
export function localSearch(): LocalSearch {
  shared ??= createLocalSearch(loadIndex);
  return shared;
}
