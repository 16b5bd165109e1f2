import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { adoptDocument } from './content/page-store';
import { NOT_FOUND_ROUTE } from './shared/content/routes';
import { ROUTE_DATA_ID } from './shared/content/route-data';
import type { RouteData } from './shared/content/types';
import { preloadRoute } from './preload-route';
import { preloadViews } from './routes/views';
import { startPrefetching } from './routes/prefetch';
import { startServiceWorker } from './service-worker';
import { HASHED_ASSET, OFFLINE_SHELL_ATTRIBUTE } from './shared/service-worker/config';

const container = document.getElementById('root') as HTMLElement;

/** Marks the root once the app is interactive; tests and tools wait for it. */
function HydrationMarker() {
  useEffect(() => {
    container.dataset.hydrated = 'true';
  }, []);
  return null;
}

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
      <HydrationMarker />
    </BrowserRouter>
  </StrictMode>
);

/**
 * webpack loads a chunk by reusing a `<script>` with its address if the page has one. The page's own
 * chunk tags have run or failed by now (deferred scripts run in order, before this entry); a failed
 * one (a deploy removed the file) would never fire again, leaving the load to time out after two
 * minutes. Without the tags, a chunk still missing is fetched anew and fails at once.
 */
function forgetChunkTags(): void {
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[src]')) {
    if (HASHED_ASSET.test(new URL(script.src).pathname)) script.remove();
  }
}

/** The route data of the document, if it has any (prerendered content, printable and not-found pages). */
function readRouteData(doc: Document): RouteData | undefined {
  const text = doc.getElementById(ROUTE_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as RouteData) : undefined;
}

/**
 * A prerendered page hydrates from what its HTML carries: the markup, and the route data it was
 * rendered with. Its article stays the prerendered one (see `PageBody`), so the page's own chunks
 * are not needed; only the code-split views it renders (home, vote, ...), which its HTML links.
 */
async function hydrate(): Promise<boolean> {
  const data = readRouteData(document);
  if (data) adoptDocument(data, window.location.pathname);
  // `404.html` is served at every missing path: it renders the not-found route's views.
  return preloadViews(data?.notFound ? NOT_FOUND_ROUTE : window.location.pathname).then(
    () => true,
    () => false,
  );
}

async function start() {
  forgetChunkTags();
  // The service worker answers a page it has not cached, offline, with the app shell: render that.
  const prerendered = container.hasChildNodes() && !container.hasAttribute(OFFLINE_SHELL_ATTRIBUTE);
  if (prerendered && (await hydrate())) {
    // The page is already on screen; hydrating it as a transition lets React yield to the browser every
    // few milliseconds instead of blocking input for the whole tree.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // Nothing to hydrate (or a view's chunk failed: its error state is not what was prerendered): load
    // what the route needs, so it renders without a placeholder flash; a failure shows its error state.
    await preloadRoute(window.location.pathname).catch(() => undefined);
    createRoot(container).render(app);
  }
  startPrefetching();
}

void start();
startServiceWorker();
