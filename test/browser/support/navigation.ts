import type { Browser } from 'playwright-core';
import { trackRequests, waitForApp } from './browser.ts';

/**
 * The scripts a client-side navigation from `from` to `url` fetches on the site at `base`, once the
 * first page has settled: the chunks that page's content needs (a first load needs none of them).
 */
export async function scriptsFetchedGoing(
  browser: Browser,
  base: string,
  from: string,
  url: string,
): Promise<string[]> {
  const page = await browser.newPage({ serviceWorkers: 'block' });
  const requests = trackRequests(page);
  await page.goto(`${base}${from}`);
  await waitForApp(page);
  await requests.settled();
  const fetched: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) fetched.push(path);
  });
  const left = await page.evaluate(() => document.querySelector('h1')?.textContent);
  // What a router link does: a new history entry, and the router told about it.
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  // The router renders the new route a moment later: until then the page left is on screen, with no
  // placeholder either. Done once the route shows something else than that page and is not loading.
  await page.waitForFunction(
    (left) => !document.querySelector('.content-placeholder') && document.querySelector('h1')?.textContent !== left,
    left,
  );
  await page.close();
  return fetched;
}
