import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import { routeDataOf } from './content/page-store';
import type { RouteData } from './shared/content/types';
import { preloadRoute } from './preload-route';

export interface RenderResult {
  /** Markup of the app, without the hoisted head tags. */
  html: string;
  /** `<title>`, `<meta>` and `<link>` tags the page asked for. */
  head: string;
  /** What the page was rendered with, for the browser to hydrate it without the page's chunks. */
  routeData?: RouteData;
}

const HOISTED = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/;

/** Renders one route to HTML after loading everything it needs, so no Suspense fallback is written. */
export async function render(url: string): Promise<RenderResult> {
  await preloadRoute(url);
  const markup = renderToString(
    <StaticRouter location={url}>
      <App />
    </StaticRouter>,
  );
  // React 19 writes hoistable metadata (what `<Helmet>` renders, see `App`) first when rendering a
  // fragment of the document: move it to <head>.
  const head = HOISTED.exec(markup)?.[0] ?? '';
  return { head, html: markup.slice(head.length), routeData: routeDataOf(url) };
}
