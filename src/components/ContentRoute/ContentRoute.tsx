import { useEffect, useReducer, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { hasPage, loadPage, peekRoute, peekSection, type RouteState } from '../../content/page-store';
import { SITE_NAME } from '../../site';
import { NotFound } from '../NotFound/NotFound';
import { Page } from '../Page/Page';
import { PageHead } from '../PageHead/PageHead';
import { ContentPlaceholder, ContentError } from './ContentStates';
import { useHotPageUpdates } from './useHotPageUpdates';
import { OfflinePageNote } from '../OfflineBanner/OfflineBanner';
import { reloadIfDeployed } from '../../service-worker/stale-chunks';

type Outcome = RouteState | { status: 'error' };

/**
 * Any route that is not an app route: a content page if the index has it, else the not-found page.
 * A route loaded before the first render (SSG, hydration) renders at once, with no placeholder.
 */
export function ContentRoute() {
  const { pathname } = useLocation();
  const [outcome, setOutcome] = useState<{ url: string; outcome: Outcome }>();
  const [attempt, retry] = useReducer((count: number) => count + 1, 0);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useHotPageUpdates(rerender);

  const ready = peekRoute(pathname);
  const failed = outcome?.url === pathname && outcome.outcome.status === 'error';

  useEffect(() => {
    if (peekRoute(pathname)) return undefined;
    let current = true;
    // The section's data comes first and names the page (its head) before the content arrives.
    hasPage(pathname).then(
      () => current && rerender(),
      () => undefined,
    );
    loadPage(pathname).then(
      (page) => {
        if (current)
          setOutcome({ url: pathname, outcome: page ? { status: 'loaded', page } : { status: 'not-found' } });
      },
      (error: unknown) => {
        if (current) setOutcome({ url: pathname, outcome: { status: 'error' } });
        // A chunk removed by a deploy: one reload fetches the new HTML (guarded against loops).
        void reloadIfDeployed(error);
      },
    );
    return () => {
      current = false;
    };
  }, [pathname, attempt]);

  const state = ready ?? (outcome?.url === pathname ? outcome.outcome : undefined);
  if (state?.status === 'not-found') return <NotFound />;
  if (state?.status === 'loaded') return <Page page={state.page} />;

  // The previous page's head is gone with it: until the content shows, the new page's own head (or, while
  // even its section's data is on its way, the site's name) keeps the tab titled.
  const meta = peekSection(pathname)?.pages.find((page) => page.url === pathname);
  const head = (
    <PageHead title={meta?.title ?? SITE_NAME} isRoot={!meta} url={pathname} description={meta?.description} />
  );
  if (failed) {
    return (
      <>
        {head}
        <ContentError
          onRetry={() => {
            setOutcome(undefined);
            retry();
          }}
        />
        <OfflinePageNote />
      </>
    );
  }
  return (
    <>
      {head}
      <ContentPlaceholder />
    </>
  );
}
