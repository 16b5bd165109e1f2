import { routeOfPath } from '../shared/content/routes';

interface LocationLike {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * Where a location must be sent instead, if anywhere: routes always end in a slash, and the cache
 * options that once lived on the other-options page have their own page.
 */
export function redirectTarget({ pathname, search, hash }: LocationLike): string | undefined {
  const route = routeOfPath(pathname);
  if (route !== pathname) return `${route}${search}${hash}`;
  if (pathname === '/configuration/other-options/' && hash.startsWith('#cache')) {
    return `/configuration/cache/${search}${hash}`;
  }
  return undefined;
}
