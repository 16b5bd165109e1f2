import { useEffect, useReducer, useState, useSyncExternalStore } from 'react';
import { reloadIfDeployed } from '../service-worker/stale-chunks';

/**
 * Something a route renders with that may have to be fetched first: a page's content, a section's
 * pages, a code-split view. `peek` answers at once from what is loaded (and keeps answering with the
 * same object while nothing changes); `load` fetches what is missing and calls the subscribers.
 */
export interface Loadable<T> {
  peek(key: string): T | undefined;
  load(key: string): Promise<unknown>;
  subscribe(listener: () => void): () => void;
}

export type Loaded<T> = { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; value: T };

/**
 * The one loading state machine of the routes: ready at once when `source` already holds `key` (the
 * server render, and hydration, which load before rendering), else loading → ready, or failed with a
 * retry. A chunk a deploy removed reloads the page once (`reloadIfDeployed`).
 */
export function useLoaded<T>(source: Loadable<T>, key: string): Loaded<T> {
  const peek = () => source.peek(key);
  const value = useSyncExternalStore(source.subscribe, peek, peek);
  const [failedKey, setFailedKey] = useState<string>();
  const [attempt, retry] = useReducer((count: number) => count + 1, 0);
  const missing = value === undefined;

  useEffect(() => {
    if (!missing) return undefined;
    let current = true;
    source.load(key).catch((error: unknown) => {
      if (current) setFailedKey(key);
      void reloadIfDeployed(error);
    });
    return () => {
      current = false;
    };
  }, [source, key, missing, attempt]);

  if (!missing) return { status: 'ready', value };
  if (failedKey === key) {
    return {
      status: 'failed',
      retry: () => {
        setFailedKey(undefined);
        retry();
      },
    };
  }
  return { status: 'loading' };
}

/** A set of listeners, for the `subscribe` of a `Loadable`. */
export function listenerSet(): { subscribe: (listener: () => void) => () => void; notify: () => void } {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify() {
      for (const listener of listeners) listener();
    },
  };
}
