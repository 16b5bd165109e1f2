import { preloadRoute as preloadSectionRoute } from './content/page-store';
import { printableSectionOf } from './shared/content/navigation';
import { isAppRoute } from './shared/content/routes';
import { contentPages, preloadViews } from './routes/views';

/** Loads whatever a route renders before its first render (server render, and before hydration). */
export async function preloadRoute(url: string): Promise<void> {
  if (isAppRoute(url) || printableSectionOf(url)) await Promise.all([preloadViews(url), preloadSectionRoute(url)]);
  // A content route: its page, or the not-found page when the content says it is missing.
  else await contentPages.load(url);
}
