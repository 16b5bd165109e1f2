import type { Browser } from 'playwright-core';
import { waitForApp } from './browser.ts';

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
  await page.goto(`${base}${from}`);
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  const fetched: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) fetched.push(path);
  });
  // What a router link does: a new history entry, and the router told about it.
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await page.waitForFunction(() => !document.querySelector('.content-placeholder'));
  await page.close();
  return fetched;
}
