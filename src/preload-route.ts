import { preloadRoute as preloadContentRoute } from './content/page-store';
import { preloadHome } from './components/HomeRoute/HomeRoute';

/** Loads whatever a route renders before its first render (server render, and before hydration). */
export function preloadRoute(url: string): Promise<void> {
  return url === '/' ? preloadHome() : preloadContentRoute(url);
}
