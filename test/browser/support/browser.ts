import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, ensureChromium } from '../../../scripts/browser/chromium.ts';

function served(variable: 'FIXTURE_ORIGIN' | 'SITE_ORIGIN'): string {
  const value = process.env[variable];
  if (!value)
    throw new Error(
      `${variable} is not set: no build to serve; run the browser tests through npm test, which builds both sites`,
    );
  return value;
}

/** The fixture site: small known content that exercises every engine feature. */
export const origin = (): string => served('FIXTURE_ORIGIN');

/** The real site built from `content/`. */
export const siteOrigin = (): string => served('SITE_ORIGIN');

function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS, headless: true });
}

/**
 * One Chromium for a test file: launched before its tests and closed after them. Call it at the top
 * of the file; the returned function gives the browser inside tests and hooks.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is launched in beforeAll: use it inside tests and hooks');
    return browser;
  };
}

/** Everything a reader would see go wrong: console errors, uncaught exceptions, failed requests. */
export interface PageProblems {
  console: string[];
  failedRequests: string[];
}

export function watchProblems(page: Page): PageProblems {
  const problems: PageProblems = { console: [], failedRequests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.console.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.console.push(`pageerror: ${error.message}`));
  const sameOrigin = (url: string) => url.startsWith('http://127.0.0.1:');
  page.on('requestfailed', (request) => {
    if (sameOrigin(request.url())) problems.failedRequests.push(`${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (sameOrigin(response.url()) && response.status() >= 400) {
      problems.failedRequests.push(`${response.url()} ${response.status()}`);
    }
  });
  return problems;
}

/** Resolves once React has hydrated the page (the app marks the root when it is interactive). */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForSelector('#root[data-hydrated="true"]', { timeout: 15000 });
}
