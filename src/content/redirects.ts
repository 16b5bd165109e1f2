interface LocationLike {
  pathname: string;
  search: string;
  hash: string;
}

/** Paths that name a file (`/feed.xml`) are served as they are. */
function looksLikeFile(pathname: string): boolean {
  return /\.[a-z0-9]+$/i.test(pathname);
}

/**
 * Where a location must be sent instead, if anywhere: routes always end in a slash, and the cache
 * options that once lived on the other-options page have their own page.
 */
export function redirectTarget({ pathname, search, hash }: LocationLike): string | undefined {
  if (!pathname.endsWith('/') && !looksLikeFile(pathname)) return `${pathname}/${search}${hash}`;
  if (pathname === '/configuration/other-options/' && hash.startsWith('#cache')) {
    return `/configuration/cache/${search}${hash}`;
  }
  return undefined;
}
