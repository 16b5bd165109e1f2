import { isPrintableUrl, printableSectionOf } from './navigation';
import { ROUTE_CHUNKS } from '../site';

/**
 * Which paths are routes, and which routes the app renders itself: rules the build (link checks,
 * prerendering, sitemaps, the static server) and the site (links, redirects) share. Pure.
 */

export const HOME_ROUTE = '/';
export const VOTE_ROUTE = '/vote/';
/** The empty page the service worker serves for pages it has not cached while offline. */
export const APP_SHELL_ROUTE = '/app-shell/';
/** The blog's index page, which lists the posts. */
export const BLOG_INDEX_ROUTE = '/blog/';
/** The route rendered into `404.html`: any path no page claims. */
export const NOT_FOUND_ROUTE = '/404/';

/** Routes the app renders itself, with no page file behind them. */
export const APP_ROUTES = [HOME_ROUTE, VOTE_ROUTE, APP_SHELL_ROUTE] as const;

export function isAppRoute(url: string): boolean {
  return (APP_ROUTES as readonly string[]).includes(url);
}

/** A path whose last segment has an extension (`/feed.xml`, `/main.1a2b3c4d.js`) names a file, not a route. */
export function namesAFile(pathname: string): boolean {
  return /\.[a-z0-9]+$/i.test(pathname);
}

/** The route a site path means: routes always end in a slash (`/concepts` → `/concepts/`); files stay. */
export function routeOfPath(pathname: string): string {
  return pathname.endsWith('/') || namesAFile(pathname) ? pathname : `${pathname}/`;
}

/**
 * Documentation pages: what search, the sitemap, feeds and `llms.txt` list as pages. Not the app's
 * own routes, the combined printable copies or the not-found page.
 */
export function isDocumentationUrl(url: string): boolean {
  return !isAppRoute(url) && url !== NOT_FOUND_ROUTE && !isPrintableUrl(url);
}

/**
 * The code-split views a route renders (`ROUTE_CHUNKS` names): its first render needs their chunks.
 * A path no page claims renders the not-found route's (see `withContentViews`).
 */
export function viewChunksOf(url: string): string[] {
  if (url === HOME_ROUTE) return [ROUTE_CHUNKS.home];
  if (url === VOTE_ROUTE) return [ROUTE_CHUNKS.vote];
  if (url === BLOG_INDEX_ROUTE) return [ROUTE_CHUNKS.blogList];
  if (url === NOT_FOUND_ROUTE) return [ROUTE_CHUNKS.notFound];
  return printableSectionOf(url) ? [ROUTE_CHUNKS.printable] : [];
}
