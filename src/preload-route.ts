import { contentRoutes, preloadRoute as preloadContentRoute } from './content/page-store';
import { NOT_FOUND_ROUTE, isAppRoute } from './content/routes';
import { preloadViews } from './routes/views';

/** Loads whatever a route renders before its first render (server render, and before hydration). */
export async function preloadRoute(url: string): Promise<void> {
  await Promise.all([preloadViews(url), preloadContentRoute(url)]);
  // Only the content says a path is missing: then the not-found page's view renders it.
  if (!isAppRoute(url) && contentRoutes.peek(url)?.status === 'not-found') await preloadViews(NOT_FOUND_ROUTE);
}
