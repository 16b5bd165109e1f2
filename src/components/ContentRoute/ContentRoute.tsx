import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { loadPage, peekRoute, peekSection, type RouteState } from '../../content/page-store';
import type { SectionNav } from '../../content/types';
import { NotFound } from '../NotFound/NotFound';
import { Page } from '../Page/Page';
import { ContentPlaceholder, ContentError } from './ContentStates';
import { useHotPageUpdates } from './useHotPageUpdates';

type State = RouteState | { status: 'loading'; nav?: SectionNav } | { status: 'error'; nav?: SectionNav };

/**
 * Any route that is not an app route: a content page if the index has it, else the not-found page.
 * A route loaded before the first render (SSG, hydration) renders at once, with no placeholder.
 */
export function ContentRoute() {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State & { url: string }>(() => ({
    url: pathname,
    ...(peekRoute(pathname) ?? { status: 'loading' }),
  }));

  useEffect(() => {
    const ready = peekRoute(pathname);
    if (ready) {
      setState({ url: pathname, ...ready });
      return;
    }
    let current = true;
    setState({ url: pathname, status: 'loading', nav: peekSection(pathname) });
    loadPage(pathname).then(
      (page) => current && setState(page ? { url: pathname, status: 'loaded', page } : { url: pathname, status: 'not-found' }),
      () => current && setState({ url: pathname, status: 'error', nav: peekSection(pathname) }),
    );
    return () => {
      current = false;
    };
  }, [pathname, attempt]);

  useHotPageUpdates(
    useCallback(
      (url: string) => {
        const ready = url === pathname && peekRoute(url);
        if (ready) setState({ url, ...ready });
      },
      [pathname],
    ),
  );

  if (state.status === 'not-found') return <NotFound />;
  if (state.status === 'loaded') return <Page page={state.page} />;
  if (state.status === 'error') return <ContentError onRetry={() => setAttempt((n) => n + 1)} />;
  return <ContentPlaceholder />;
}
