import { useLocation } from 'react-router-dom';
import { useEffect } from 'react';
import { openCachedCopy } from '../../service-worker/cached-copy';
import { usePageMeta } from '../../routes/use-page-meta';
import { useLoaded } from '../../routes/use-loaded';
import { contentPages } from '../../routes/views';
import { SITE_NAME } from '../../shared/site';
import { NotFoundRoute } from '../NotFoundRoute/NotFoundRoute';
import { Page } from '../Page/Page';
import { PageHead } from '../PageHead/PageHead';
import { ContentPlaceholder, LoadError } from './ContentStates';
import { useHotPageUpdates } from './useHotPageUpdates';

/**
 * Any route that is not an app route: a content page if the index has it, else the not-found page.
 * A route loaded before the first render (SSG, hydration) renders at once, with no placeholder.
 */
export function ContentRoute() {
  const { pathname } = useLocation();
  const route = useLoaded(contentPages, pathname);
  const meta = usePageMeta(pathname);
  useHotPageUpdates();
  const failed = route.status === 'failed';
  useEffect(() => {
    if (failed) void openCachedCopy(pathname);
  }, [failed, pathname]);

  if (route.status === 'ready') {
    return route.value.status === 'loaded' ? <Page page={route.value.page} /> : <NotFoundRoute />;
  }
  // The previous page's head is gone with it: until the content shows, the new page's own head (or, while
  // even its section's data is on its way, the site's name) keeps the tab titled.
  return (
    <>
      <PageHead title={meta?.title ?? SITE_NAME} isRoot={!meta} url={pathname} description={meta?.description} />
      {route.status === 'failed' ? <LoadError onRetry={route.retry} /> : <ContentPlaceholder />}
    </>
  );
}
