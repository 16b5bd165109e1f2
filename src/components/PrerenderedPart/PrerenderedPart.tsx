import { createElement, useEffect, useState, useSyncExternalStore, type HTMLAttributes } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  PRERENDERED,
  documentHolds,
  followSiteLinks,
  hydratePrerendered,
  partAttributes,
  partElement,
  unmountAfterCommit,
  whenNear,
  type Part,
  type PrerenderedRoot,
} from '../../routes/prerendered';

interface PrerenderedPartProps extends Omit<HTMLAttributes<HTMLElement>, 'part'> {
  /** The element that holds the part; the same on the server and in the browser. */
  as: 'div' | 'section';
  /** Its name in the HTML and what it shows, loaded with the view that shows it (`withPrerenderedParts`). */
  part: Part;
  /**
   * A part with state, far down its page: kept, it is hydrated as a root of its own once it comes
   * within this margin of the screen (its chunk fetched then). Such a root has no router: its links
   * must be plain ones.
   */
  hydrateNear?: string;
}

/** Hydrates a kept part from its chunk once it comes within `margin` of the screen; returns the cleanup. */
function hydrateWhenNear(element: HTMLElement, source: Part['source'], margin: string): () => void {
  const roots: PrerenderedRoot[] = [];
  let stopped = false;
  const stopWatching = whenNear([element], margin, () => {
    source
      .preload()
      .then(() => {
        const Content = source.peek();
        if (!stopped && Content) roots.push(hydratePrerendered(element, createElement(Content)));
      })
      .catch(() => undefined);
  });
  return () => {
    stopped = true;
    stopWatching();
    unmountAfterCommit(roots);
  };
}

/**
 * A part of a view that the page the browser first opens keeps as the server rendered it, so its code
 * is not part of that page's first load: static (its site links navigate client-side), or with state
 * and hydrated once near the screen (`hydrateNear`). Rendered anew (server, client-side navigation),
 * it renders its content. Once the kept one leaves the screen, its chunk is fetched, for the next
 * time the view shows.
 */
export function PrerenderedPart({ as, part: { name, source }, hydrateNear, ...props }: PrerenderedPartProps) {
  const navigate = useNavigate();
  const [kept] = useState(() => documentHolds(name));
  useEffect(() => {
    const element = kept && partElement(name);
    if (!element) return undefined;
    const stop = hydrateNear ? hydrateWhenNear(element, source, hydrateNear) : followSiteLinks(element, navigate);
    return () => {
      stop();
      source.preload().catch(() => undefined);
    };
  }, [kept, name, source, navigate, hydrateNear]);
  const Content = useSyncExternalStore(source.subscribe, source.peek, source.peek);
  const attributes = { ...props, ...partAttributes(name) };
  if (kept || !Content) {
    return createElement(as, { ...attributes, dangerouslySetInnerHTML: PRERENDERED, suppressHydrationWarning: true });
  }
  return createElement(as, attributes, createElement(Content));
}
