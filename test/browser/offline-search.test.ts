import type { BrowserContext, Page } from 'playwright-core';
import { PAGES_CACHE, SEARCH_CACHE } from '../../src/shared/service-worker/config.ts';
import { useBrowser, origin, waitForApp, waitForPage, watchProblems } from './support/browser.ts';
import { SERVICE_WORKER_TEST_TIMEOUT, isCached, until, waitForControl } from './support/service-worker.ts';

/**
 * Search with the network cut on pages the service worker controls. The index loads only when search
 * is first opened (readers who never search never download it); from then on the worker's caches
 * hold the modal's code and the index, so search works offline on any page.
 */

const browser = useBrowser();

const TEST_TIMEOUT = SERVICE_WORKER_TEST_TIMEOUT;
const INPUT = '.DocSearch-Input';
const FIRST_HIT = '.DocSearch-Hit a >> nth=0';

/** The index this page names in `<meta name="search-index">`. */
const indexUrl = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[name="search-index"]')?.content ?? '');

/** Opens a route and waits until the worker controls it and has cached the page itself. */
async function openControlled(context: BrowserContext, route: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${origin()}${route}`);
  await waitForApp(page);
  await waitForControl(page);
  await until(page, () => isCached(page, PAGES_CACHE, route), `${route} in the page cache`);
  return page;
}

it(
  'offline after searching once online: reload another page, Ctrl+K, output.filename, Enter opens it',
  async () => {
    const context = await browser().newContext();
    // Every fetch() the page makes is noted as it is called.
    await context.addInitScript(() => {
      const fetches: string[] = [];
      const original = window.fetch;
      window.fetch = (input, init) => {
        fetches.push(input instanceof Request ? input.url : String(input));
        return original(input, init);
      };
      Object.assign(window, { __fetches: fetches });
    });
    const indexRequests: string[] = [];
    // The page's own requests (a request it makes through the worker is seen again from the worker).
    context.on('request', (request) => {
      if (request.url().includes('/search-index.') && !request.serviceWorker()) indexRequests.push(request.url());
    });
    const page = await openControlled(context, '/configuration/output/');
    const index = await indexUrl(page);
    expect(index).toMatch(/^\/search-index\.[0-9a-f]+\.json$/);
    // Nothing fetches the index before search is opened, even once the page is idle: it has registered
    // its worker (3 s after load) and cached itself, and the browser has had nothing left to do.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(await page.evaluate(() => (window as unknown as { __fetches: string[] }).__fetches)).not.toContainEqual(
      expect.stringContaining('/search-index.'),
    );
    expect(indexRequests).toEqual([]);

    await page.keyboard.press('Control+k');
    await page.waitForSelector(INPUT);
    await page.fill(INPUT, 'entry');
    await page.waitForSelector(FIRST_HIT);
    await page.keyboard.press('Escape');
    await until(page, () => isCached(page, SEARCH_CACHE, index), 'the search index in the search cache');
    expect(indexRequests).toHaveLength(1);

    await page.goto(`${origin()}/concepts/`);
    await waitForApp(page);
    await until(page, () => isCached(page, PAGES_CACHE, '/concepts/'), '/concepts/ in the page cache');

    const problems = watchProblems(page);
    await context.setOffline(true);
    await page.reload();
    await waitForApp(page);
    await page.keyboard.press('Control+k');
    await page.waitForSelector(INPUT);
    await page.fill(INPUT, 'output.filename');
    await page.waitForFunction(
      (url) => document.querySelector('.DocSearch-Hit a')?.getAttribute('href') === url,
      '/configuration/output/#outputfilename',
      { timeout: 30000 },
    );
    expect(await page.textContent(FIRST_HIT)).toContain('output.filename');
    expect(await page.locator('.search__status').textContent()).toBe('');

    await page.keyboard.press('Enter');
    await waitForPage(page, '/configuration/output/#outputfilename', 'Output');
    await page.waitForSelector('#outputfilename');
    expect(await page.$('.DocSearch-Modal')).toBeNull();
    // Nothing search needed failed: the modal's code and the index came from the worker's caches.
    expect(problems.failedRequests.filter((line) => /search|\.css|\.js/.test(line))).toEqual([]);
    expect(problems.console.filter((line) => !line.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    await context.close();
  },
  TEST_TIMEOUT,
);
