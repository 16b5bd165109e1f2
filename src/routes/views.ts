import { viewChunksOf } from '../content/routes';
import type { NavPage } from '../content/types';
import { ROUTE_CHUNKS } from '../site';
import { lazyView, type LazyView, type ViewLoader } from './lazy-view';
import { withPrerenderedParts } from './prerendered';
import type { Loadable } from './use-loaded';

/**
 * Route views that are chunks of their own, so pages that do not show them never load their code.
 * Each `webpackChunkName` is the view's name in `ROUTE_CHUNKS` (`src/site.ts`): prerendering links
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

const VIEWS: Record<string, ViewLoader> = {
  [ROUTE_CHUNKS.home]: homeView,
  [ROUTE_CHUNKS.vote]: voteView,
  [ROUTE_CHUNKS.printable]: printableView,
  [ROUTE_CHUNKS.blogList]: blogListView,
};

function viewsOf(url: string): ViewLoader[] {
  return viewChunksOf(url).map((name) => VIEWS[name]);
}

/** Loads the views a route renders, before its first render (server render, hydration). */
export async function preloadViews(url: string): Promise<void> {
  await Promise.all(viewsOf(url).map((view) => view.preload()));
}

/** A route source that is ready once the views the route renders are loaded too. */
export function withViews<T>(source: Loadable<T>): Loadable<T> {
  return {
    peek: (url) => (viewsOf(url).every((view) => view.peek()) ? source.peek(url) : undefined),
    load: (url) => Promise.all([source.load(url), preloadViews(url)]),
    subscribe(listener) {
      const unsubscribe = [source, ...Object.values(VIEWS)].map((each) => each.subscribe(listener));
      return () => unsubscribe.forEach((stop) => stop());
    },
  };
}
