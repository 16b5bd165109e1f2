import type { IncomingMessage, ServerResponse } from 'node:http';
import { routeOfPath } from '../../../src/shared/content/routes.ts';

/** Paths the dev server and its hot-update traffic use, never page routes. */
const INTERNAL = /^\/__webpack/;

/** Where a request without a trailing slash must be sent, if anywhere: `/concepts` → `/concepts/`. */
export function slashRedirect(url: string): string | undefined {
  const [pathname, query] = url.split('?');
  const route = routeOfPath(pathname);
  if (route === pathname || INTERNAL.test(pathname)) return undefined;
  return `${route}${query === undefined ? '' : `?${query}`}`;
}

/** Connect-style middleware answering such requests with a 301, as the production host does. */
export function trailingSlashRedirect(request: IncomingMessage, response: ServerResponse, next: () => void): void {
  const target = request.method === 'GET' || request.method === 'HEAD' ? slashRedirect(request.url ?? '/') : undefined;
  if (!target) return next();
  response.statusCode = 301;
  response.setHeader('Location', target);
  response.end();
}
