import { answerSearch, type AlgoliaSearchParams, type AlgoliaResult } from './algolia';
import { createEngine, expandIndex, type SearchEngine, type SearchIndexFile } from './engine';
import { loadIndex } from './index-loader';

/**
 * The embedded search: builds the MiniSearch engine from the index once, and answers the modal's
 * requests in memory. After the first load nothing touches the network, so results keep coming with
 * the connection gone.
 */

export interface LocalSearch {
  /** Loads the index (once; a failed load is retried on the next call). */
  ready(): Promise<SearchEngine>;
  search(params: AlgoliaSearchParams): Promise<{ results: AlgoliaResult[] }>;
}

export function createLocalSearch(load: () => Promise<SearchIndexFile>): LocalSearch {
  let engine: Promise<SearchEngine> | null = null;
  const ready = () => {
    engine ??= load()
      .then((file) => createEngine(expandIndex(file)))
      .catch((error: unknown) => {
        engine = null;
        throw error;
      });
    return engine;
  };
  return {
    ready,
    async search(params) {
      return answerSearch(await ready(), params);
    },
  };
}

let shared: LocalSearch | null = null;

/** The page's one local search, loading the index named by the document. */
export function localSearch(): LocalSearch {
  shared ??= createLocalSearch(loadIndex);
  return shared;
}
