import { preloadRoute as preloadContentRoute } from './content/page-store';
import { preloadViews } from './routes/views';

/** Loads whatever a route renders before its first render (server render, and before hydration). */
export async function preloadRoute(url: string): Promise<void> {
  await Promise.all([preloadViews(url), preloadContentRoute(url)]);
}
