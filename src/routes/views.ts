import { lazyView } from './lazy-view';

/**
 * Route views that are chunks of their own, so pages that do not show them never load their code.
 * Each chunk name is listed in `ROUTE_CHUNKS` (`src/site.ts`): prerendering links the chunk into the
 * pages that render the view, and the service worker installs it.
 */
export const homeView = lazyView(() =>
  import(/* webpackChunkName: "route-home" */ '../components/Home/Home').then((module) => module.Home),
);

/** The views a route renders, to load before its first render (server render, hydration). */
export function viewsOf(url: string) {
  return url === '/' ? [homeView] : [];
}

export async function preloadViews(url: string): Promise<void> {
  await Promise.all(viewsOf(url).map((view) => view.preload()));
}
