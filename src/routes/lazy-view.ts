import type { ComponentType } from 'react';
import { listenerSet, type Loadable } from './use-loaded';

/**
 * A code-split view (the home page, the vote page, ...): its chunk loads once, and from then on it
 * renders synchronously, so a view loaded before the first render (server render, hydration) needs
 * no placeholder. Its key is ignored: a view is one component.
 */
export interface LazyView<P> extends Loadable<ComponentType<P>>, ViewLoader {
  peek(): ComponentType<P> | undefined;
}

/** What every view offers, whatever its props. */
export interface ViewLoader {
  peek(): unknown;
  preload(): Promise<void>;
  subscribe(listener: () => void): () => void;
}

export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>): LazyView<P> {
  let component: ComponentType<P> | undefined;
  const listeners = listenerSet();
  const preload = async () => {
    if (component) return;
    component = await load();
    listeners.notify();
  };
  return { peek: () => component, load: preload, preload, subscribe: listeners.subscribe };
}
