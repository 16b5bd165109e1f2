import { useEffect, useSyncExternalStore } from 'react';
import { loadSectionOf, peekMeta, peekSection, sectionOf, subscribe } from '../content/page-store';
import type { PageMeta, SectionNav } from '../shared/content/types';

/**
 * A page's own data (title, anchors, ...) as soon as the store has it. With `load`, a missing one is
 * fetched with its section's data (the sidebar opening another page's anchors).
 */
export function usePageMeta(url: string, load = false): PageMeta | undefined {
  const read = () => peekMeta(url);
  const meta = useSyncExternalStore(subscribe, read, read);
  useEffect(() => {
    if (load && !meta) loadSectionOf(url).catch(() => undefined);
  }, [url, load, meta]);
  return meta;
}

/**
 * The navigation of a route's section (header sub-navigation, mobile sidebar). Only that section's is
 * ever loaded: before the first render it comes with the page (its route data, or the server's load),
 * so both renders match; after a client-side navigation it arrives with the page's section data.
 * Routes at the content root and app routes have none.
 */
export function useSectionNav(pathname: string): SectionNav | undefined {
  const inSection = sectionOf(pathname) !== '';
  const read = () => (inSection ? peekSection(pathname) : undefined);
  const nav = useSyncExternalStore(subscribe, read, read);
  const missing = inSection && !nav;
  useEffect(() => {
    if (missing) loadSectionOf(pathname).catch(() => undefined);
  }, [pathname, missing]);
  return nav;
}
