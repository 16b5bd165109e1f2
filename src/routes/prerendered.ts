import { createElement, useLayoutEffect, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { NavigateFunction } from 'react-router-dom';
import { isInternal } from '../components/MdxLink/MdxLink';
import { lazyView, type LazyView } from './lazy-view';
import { listenerSet } from './use-loaded';

/**
 * React leaves the children of an element whose content is set with `dangerouslySetInnerHTML` alone:
 * hydration neither walks nor compares them, and the DOM is written only when the `__html` string
 * changes. This one is a constant empty string, so no data ever goes through it: it only tells React
 * that the element's nodes are not its own.
 */
export const PRERENDERED = { __html: '' };

/** Clicks on links to site pages navigate client-side, as `MdxLink` does in a rendered article. */
export function followSiteLinks(body: HTMLElement, navigate: NavigateFunction): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href || !isInternal(href) || (link.target && link.target !== '_self')) return;
    event.preventDefault();
    navigate(href);
  };
  body.addEventListener('click', onClick);
  return () => body.removeEventListener('click', onClick);
}

/** How a prerendered part is named in the HTML (see `PrerenderedPart`). */
export function partAttributes(part: string): Record<string, string> {
  return { 'data-part': part };
}

export function partElement(part: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-part="${part}"]`);
}

/**
 * Whether the document on screen holds a part as the server rendered it: true while the page the
 * browser first opened is hydrating and showing it; false on the server, and once that page has left
 * the screen (the next render of the part needs its chunk).
 */
export function documentHolds(part: string): boolean {
  return typeof document !== 'undefined' && Boolean(partElement(part)?.hasChildNodes());
}

/** A static part of a view that is a chunk of its own: its name in the HTML and its content. */
export interface Part {
  name: string;
  source: LazyView<object>;
}

export function prerenderedPart(name: string, load: () => Promise<ComponentType>): Part {
  return { name, source: lazyView(load) };
}

/** A view's module: the view, and the static parts it renders with `PrerenderedPart`. */
export interface ViewWithParts<P> {
  view: ComponentType<P>;
  parts: Part[];
}

/**
 * A code-split view with static parts that are chunks of their own: it is ready once its chunk and
 * every part the document does not hold are loaded. So the first load of a page hydrates without
 * those parts' code, and any other render (server, client-side navigation) loads them with the view.
 * The view's chunk loads the parts' chunks, so they get only what the view does not have already.
 */
export function withPrerenderedParts<P>(load: () => Promise<ViewWithParts<P>>): LazyView<P> {
  let loaded: ViewWithParts<P> | undefined;
  let loading: Promise<ViewWithParts<P>> | undefined;
  const listeners = listenerSet();
  const needed = () => (loaded?.parts ?? []).filter((part) => !documentHolds(part.name)).map((part) => part.source);
  const preload = async () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    loaded = await loading;
    await Promise.all(needed().map((part) => part.preload()));
    listeners.notify();
  };
  return {
    peek: () => (loaded && needed().every((part) => part.peek()) ? loaded.view : undefined),
    load: preload,
    preload,
    subscribe: listeners.subscribe,
  };
}

/**
 * Calls `reached` for each of `elements` the first time it comes within `margin` of the screen: how a
 * prerendered piece with state (an island, an interactive part) waits to be hydrated, and how the
 * sponsors and the contributors' avatars wait to load. Returns the stop.
 */
export function whenNear(elements: Iterable<Element>, margin: string, reached: (element: Element) => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries.filter((each) => each.isIntersecting)) {
        observer.unobserve(entry.target);
        reached(entry.target);
      }
    },
    { rootMargin: margin },
  );
  for (const element of elements) observer.observe(element);
  return () => observer.disconnect();
}

/** A root of its own hydrated over prerendered HTML; `hydrated` settles when React commits that hydration. */
export interface PrerenderedRoot {
  root: Root;
  hydrated: Promise<void>;
}

function OnCommit({ committed, children }: { committed: () => void; children?: ReactNode }) {
  useLayoutEffect(committed, [committed]);
  return children;
}

/** Hydrates `element` as a root of its own (an island, a part with state): see `unmountAfterCommit`. */
export function hydratePrerendered(element: HTMLElement, content: ReactElement): PrerenderedRoot {
  let committed = () => {};
  const hydrated = new Promise<void>((resolve) => {
    committed = resolve;
  });
  return { root: hydrateRoot(element, createElement(OnCommit, { committed }, content)), hydrated };
}

/**
 * Unmounts the roots hydrated inside a view that is going away. Each waits for its hydration to
 * commit: unmounted before, a root takes the unmount for an early update and reports an error (React
 * #424), which a reader leaving a page right after scrolling to an island can cause. The wait also
 * defers each unmount past the commit of the render that removes the view, as React requires.
 */
export function unmountAfterCommit(roots: PrerenderedRoot[]): void {
  roots.forEach(({ root, hydrated }) => void hydrated.then(() => root.unmount()));
}
