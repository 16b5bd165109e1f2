import { chromium, type Browser, type Page, type Request } from 'playwright-core';
import { CHROMIUM_FLAGS, ensureChromium } from '../../../scripts/tools/browser/chromium.ts';

function served(variable: 'FIXTURE_ORIGIN' | 'SITE_ORIGIN'): string {
  const value = process.env[variable];
  if (!value)
    throw new Error(
      `${variable} is not set: no build to serve; run the browser tests through jest's browser project (npm test), whose global setup builds and serves both sites`,
    );
  return value;
}

/** The fixture site: small known content that exercises every engine feature. */
export const origin = (): string => served('FIXTURE_ORIGIN');

/** The real site built from `content/`. */
export const siteOrigin = (): string => served('SITE_ORIGIN');

/**
 * The browser: the one the global setup launched for the whole run (`BROWSER_ENDPOINT`), else one of
 * this file's own. Connecting takes milliseconds where a launch takes a second or more.
 */
function openBrowser(): Promise<Browser> {
  const endpoint = process.env.BROWSER_ENDPOINT;
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS, headless: true });
}

/**
 * Chromium for a test file: connected before its tests and released after them (contexts it made are
 * closed with it). Call it at the top of the file; the returned function gives the browser inside
 * tests and hooks.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is opened in beforeAll: use it inside tests and hooks');
    return browser;
  };
}

/** Everything a reader would see go wrong: console errors, uncaught exceptions, failed requests. */
export interface PageProblems {
  console: string[];
  failedRequests: string[];
}

/**
 * What Chromium logs when the app registers its service worker in a context that blocks workers (so
 * that `page.route` sees every request): the test's doing, not the page's.
 */
const BLOCKED_WORKER = 'Service Worker registration blocked by Playwright';

/**
 * `ignored`: requests whose failure is the test's doing, such as those the previous page of a reused
 * tab started and the next page's load aborted.
 */
export function watchProblems(page: Page, ignored: (request: Request) => boolean = () => false): PageProblems {
  const problems: PageProblems = { console: [], failedRequests: [] };
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && message.text() !== BLOCKED_WORKER)
      problems.console.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.console.push(`pageerror: ${error.message}`));
  const sameOrigin = (url: string) => url.startsWith('http://127.0.0.1:');
  page.on('requestfailed', (request) => {
    if (sameOrigin(request.url()) && !ignored(request))
      problems.failedRequests.push(`${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (sameOrigin(response.url()) && response.status() >= 400) {
      problems.failedRequests.push(`${response.url()} ${response.status()}`);
    }
  });
  return problems;
}

/** How long a page may take to get to a state a test waits for, on a busy machine, before it fails. */
const PAGE_TIMEOUT = 30000;

/** Resolves once React has hydrated the page (the app marks the root when it is interactive). */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForSelector('#root[data-hydrated="true"]', { timeout: PAGE_TIMEOUT });
}

/**
 * Resolves once a navigation to `path` has committed and rendered: the address is `path` (with its
 * `#hash`, when given) and the page's own `<h1>` reads `heading`. A URL change alone proves neither:
 * the previous page stays on screen until the new one's chunks arrive, and the placeholder shown
 * meanwhile may carry the new title already. Wait for this after any click or history change, before
 * reading anything of the new page (its header, its links, its head).
 */
export async function waitForPage(page: Page, path: string, heading: string): Promise<void> {
  await page.waitForFunction(
    ([path, heading]) => {
      const [pathname, hash] = path.split('#');
      const at = window.location.pathname === pathname && (hash === undefined || window.location.hash === `#${hash}`);
      const h1 = document.querySelector('h1');
      // The loading placeholder may show the title already: the page is there once its article is.
      return at && h1?.textContent?.trim() === heading && !h1.closest('.content-placeholder');
    },
    [path, heading] as const,
    { timeout: PAGE_TIMEOUT },
  );
}

/**
 * Resolves once every image of the article has loaded or failed: leaving a page while one is still on
 * its way aborts that request, which would read as a failed request of the page after it. For pages
 * whose images are near the top: a lazy image far below the window never loads, so this would wait.
 */
export async function waitForArticleImages(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const images = [...document.querySelectorAll<HTMLImageElement>('#main-content .page__body img')];
      return images.length > 0 && images.every((image) => image.complete);
    },
    undefined,
    { timeout: PAGE_TIMEOUT },
  );
}

/**
 * Resolves once the page has run the tasks already queued for it, React's pending renders among them
 * (React schedules its work with MessageChannel messages, which the fake clock of `page.clock` leaves
 * alone). After an input the page has already handled, anything that input was going to render has
 * rendered: for asserting that it changed nothing.
 */
export async function waitForPendingRenders(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 2; round += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}

/**
 * Resolves once the page has checked whether `selector` is near the viewport: an IntersectionObserver
 * made now gets its first callback in the same task as every observer made before it (the app's), and
 * whatever those callbacks set has rendered by the time this resolves. Not with a paused `page.clock`:
 * intersections are computed in rendering steps.
 */
export async function waitForIntersectionChecks(page: Page, selector: string): Promise<void> {
  await page.evaluate(
    (selector) =>
      new Promise<void>((resolve, reject) => {
        const element = document.querySelector(selector);
        if (!element) return reject(new Error(`no ${selector} to observe`));
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(element);
      }),
    selector,
  );
  await waitForPendingRenders(page);
}

/**
 * Every script the page has asked for: those loaded (resource timing) and those still loading (webpack
 * removes a chunk's `<script>` once it ran, and adds it the moment the chunk is requested).
 */
export function scriptsRequested(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const loaded = performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => entry.name);
    const loading = [...document.scripts].map((script) => script.src).filter(Boolean);
    return [...new Set([...loaded, ...loading])];
  });
}

/**
 * Counts the page's requests in flight from the moment it is called (call it before `goto`).
 * `settled()` resolves once none is: every request the page started has finished or failed.
 */
export function trackRequests(page: Page): { settled: () => Promise<void> } {
  let inFlight = 0;
  let waiters: (() => void)[] = [];
  const done = () => {
    inFlight -= 1;
    if (inFlight === 0) for (const resolve of waiters.splice(0)) resolve();
  };
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    settled: () =>
      inFlight === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            waiters = [...waiters, resolve];
          }),
  };
}
