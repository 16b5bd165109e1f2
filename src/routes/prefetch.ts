import { loadPage } from '../content/page-store';
import { isInternal } from '../components/MdxLink/MdxLink';
import { savesData } from '../connection';
import { preloadViews } from './views';

/** Events that show the reader may open a link next: pointing at it, focusing it, touching it. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Loads a site page's section data and content chunk (and its views) as soon as the reader points
 * at, focuses or touches a link to it, so a click renders it at once. Each page is fetched once; a
 * failed fetch is tried again on the next sign of intent. Off when the reader saves data.
 */
export function startPrefetching(): void {
  if (savesData()) return;
  const fetched = new Set<string>();
  const onIntent = (event: Event) => {
    const href = (event.target as Element).closest?.('a[href]')?.getAttribute('href');
    if (!href || !isInternal(href)) return;
    const url = new URL(href, window.location.href).pathname;
    if (fetched.has(url) || url === window.location.pathname) return;
    fetched.add(url);
    Promise.all([loadPage(url), preloadViews(url)]).catch(() => fetched.delete(url));
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
}
