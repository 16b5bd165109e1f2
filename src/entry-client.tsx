import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { preloadRoute } from './preload-route';
import { startServiceWorker } from './service-worker';
import { HASHED_ASSET, OFFLINE_SHELL_ATTRIBUTE } from './service-worker/config';

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

async function start() {
  // The prerendered page already shows this route: load its chunks first so the first client render
  // matches the HTML (no hydration mismatch, no placeholder flash). A failed load falls through to
  // the page's own error state.
  forgetChunkTags();
  const preloaded = await preloadRoute(window.location.pathname).then(
    () => true,
    () => false,
  );
  // Render instead of hydrating when the markup cannot match: the chunks failed (the error state is
  // not what was prerendered), or the service worker answered an uncached page offline with the app shell.
  if (container.hasChildNodes() && preloaded && !container.hasAttribute(OFFLINE_SHELL_ATTRIBUTE)) {
    // The page is already on screen; hydrating it as a transition lets React yield to the browser every
    // few milliseconds instead of blocking input for the whole tree (a long configuration page).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
}

void start();
startServiceWorker();
