import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { preloadRoute } from './content/page-store';

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

async function start() {
  // The prerendered page already shows this route: load its chunks first so the first client render
  // matches the HTML (no hydration mismatch, no placeholder flash). A failed load falls through to
  // the page's own error state.
  await preloadRoute(window.location.pathname).catch(() => undefined);
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
