import { contentRoutes, type RouteState } from '../content/page-store';
import { NOT_FOUND_ROUTE, viewChunksOf } from '../shared/content/routes';
import type { NavPage } from '../shared/content/types';
import { ROUTE_CHUNKS } from '../shared/site';
import { lazyView, type LazyView, type ViewLoader } from './lazy-view';
import { withPrerenderedParts } from './prerendered';
import type { Loadable } from './use-loaded';

/**
 * Route views that are chunks of their own, so pages that do not show them never load their code.
 * Each `webpackChunkName` is the view's name in `ROUTE_CHUNKS` (`src/shared/site.ts`): prerendering links
 * the chunk into the pages that render the view (`viewChunksOf`), so they hydrate without waiting.
 */
export const homeView = withPrerenderedParts(() =>
  import(/* webpackChunkName: "route-home" */ '../components/Home/Home').then((module) => ({
    view: module.Home,
    parts: module.HOME_PARTS,
  })),
);

export const voteView = lazyView(() =>
  import(/* webpackChunkName: "route-vote" */ '../components/Vote/Vote').then((module) => module.Vote),
);

export const printableView = lazyView(() =>
  import(/* webpackChunkName: "route-printable" */ '../components/PrintableSection/PrintableSection').then(
    (module) => module.PrintableSection,
  ),
);

export const blogListView: LazyView<{ posts: NavPage[] }> = lazyView(() =>
  import(/* webpackChunkName: "route-blog-list" */ '../components/BlogPostList/BlogPostList').then(
    (module) => module.BlogPostList,
  ),
);

/** The not-found page: few readers see it, and its route is whatever path is missing (see `NOT_FOUND_ROUTE`). */
export const notFoundView = lazyView(() =>
  import(/* webpackChunkName: "route-not-found" */ '../components/NotFound/NotFound').then((module) => module.NotFound),
);

const VIEWS: Record<string, ViewLoader> = {
  [ROUTE_CHUNKS.home]: homeView,
  [ROUTE_CHUNKS.vote]: voteView,
  [ROUTE_CHUNKS.printable]: printableView,
  [ROUTE_CHUNKS.blogList]: blogListView,
  [ROUTE_CHUNKS.notFound]: notFoundView,
};

function viewsOf(url: string): ViewLoader[] {
  return viewChunksOf(url).map((name) => VIEWS[name]);
}

/** Loads the views a route renders, before its first render (server render, hydration). */
export async function preloadViews(url: string): Promise<void> {
  await Promise.all(viewsOf(url).map((view) => view.preload()));
}

/** The views a content route renders once it is known: the page's (the blog's list), or the not-found page's. */
function viewsOfContent(url: string, route: RouteState): ViewLoader[] {
  return viewsOf(route.status === 'loaded' ? url : NOT_FOUND_ROUTE);
}

/** Content routes that are ready once the views they render are loaded too. */
function withContentViews(source: Loadable<RouteState>): Loadable<RouteState> {
  return {
    peek(url) {
      const route = source.peek(url);
      return route && viewsOfContent(url, route).every((view) => view.peek()) ? route : undefined;
    },
    async load(url) {
      // A page's views load beside its content; only a missing page waits to learn it needs another view.
      await Promise.all([source.load(url), preloadViews(url)]);
      const route = source.peek(url);
      if (route) await Promise.all(viewsOfContent(url, route).map((view) => view.preload()));
    },
    subscribe(listener) {
      const unsubscribe = [source, ...Object.values(VIEWS)].map((each) => each.subscribe(listener));
      return () => unsubscribe.forEach((stop) => stop());
    },
  };
}

/**
 * Content routes (a page of the index, or the not-found page), ready to render: what `ContentRoute`
 * shows, and what a first render without the document loads beforehand.
 */
export const contentPages = withContentViews(contentRoutes);
