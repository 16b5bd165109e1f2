import { createElement, useEffect, useState, useSyncExternalStore, type HTMLAttributes } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  PRERENDERED,
  documentHolds,
  followSiteLinks,
  partAttributes,
  partElement,
  type Part,
} from '../../routes/prerendered';

interface PrerenderedPartProps extends Omit<HTMLAttributes<HTMLElement>, 'part'> {
  /** The element that holds the part; the same on the server and in the browser. */
  as: 'div' | 'section';
  /** Its name in the HTML and what it shows, loaded with the view that shows it (`withPrerenderedParts`). */
  part: Part;
}

/**
 * A static part of a view (no state, no effects) that the page the browser first opens keeps as the
 * server rendered it, so its code is not part of that page's first load; its site links navigate
 * client-side. Rendered anew (server, client-side navigation), it renders its content. Once the kept
 * one leaves the screen, its chunk is fetched, for the next time the view shows.
 */
export function PrerenderedPart({ as, part: { name, source }, ...props }: PrerenderedPartProps) {
  const navigate = useNavigate();
  const [kept] = useState(() => documentHolds(name));
  useEffect(() => {
    const element = kept && partElement(name);
    if (!element) return undefined;
    const stopFollowing = followSiteLinks(element, navigate);
    return () => {
      stopFollowing();
      source.preload().catch(() => undefined);
    };
  }, [kept, name, source, navigate]);
  const Content = useSyncExternalStore(source.subscribe, source.peek, source.peek);
  const attributes = { ...props, ...partAttributes(name) };
  if (kept || !Content) {
    return createElement(as, { ...attributes, dangerouslySetInnerHTML: PRERENDERED, suppressHydrationWarning: true });
  }
  return createElement(as, attributes, createElement(Content));
}
