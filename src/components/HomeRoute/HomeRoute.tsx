import { useEffect, useReducer, useState, type ComponentType } from 'react';
import { ContentError } from '../ContentRoute/ContentStates';
import { OfflinePageNote } from '../OfflineBanner/OfflineBanner';
import { PageHead } from '../PageHead/PageHead';
import { DEFAULT_DESCRIPTION, SITE_NAME } from '../../site';
import { reloadIfDeployed } from '../../service-worker/stale-chunks';

/**
 * The home page's code (hero, animations, sponsors) is its own chunk, so content pages never load
 * it. Like a page's content chunk, it is loaded before the first render of `/` (SSG and hydration).
 * The chunk name is `HOME_CHUNK` in site.ts; the service worker precaches it, so `/` opens offline.
 * When it cannot load (offline without the worker, blocked, removed by a deploy) the route shows the
 * content pages' error and retry button, and a chunk a deploy removed reloads the page once.
 */
let Home: ComponentType | undefined;

export async function preloadHome(): Promise<void> {
  const module = await import(/* webpackChunkName: "route-home" */ '../Home/Home');
  Home = module.Home;
}

export function HomeRoute() {
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  const [attempt, retry] = useReducer((count: number) => count + 1, 0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (Home) return undefined;
    let current = true;
    preloadHome().then(
      () => {
        if (current) loaded();
      },
      (error: unknown) => {
        if (current) setFailed(true);
        // A chunk removed by a deploy: one reload fetches the new HTML (guarded against loops).
        void reloadIfDeployed(error);
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  if (Home) return <Home />;
  if (failed) {
    return (
      <div className="home-error" id="main-content">
        <PageHead title={SITE_NAME} url="/" description={DEFAULT_DESCRIPTION} isRoot />
        <ContentError
          onRetry={() => {
            setFailed(false);
            retry();
          }}
        />
        <OfflinePageNote />
      </div>
    );
  }
  // Reserve the hero's height while a client-side navigation loads the chunk.
  return <div className="home-placeholder" style={{ minHeight: '100vh' }} />;
}
