import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, ensureChromium } from '../../../scripts/browser/chromium.ts';

export const origin = (): string => {
  const value = process.env.SITE_ORIGIN;
  if (!value) throw new Error('SITE_ORIGIN is not set: run the browser tests through jest --selectProjects browser');
  return value;
};

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS, headless: true });
}

/** Everything a reader would see go wrong: console errors, uncaught exceptions, failed requests. */
export interface PageProblems {
  console: string[];
  failedRequests: string[];
}

export function watchProblems(page: Page): PageProblems {
  const problems: PageProblems = { console: [], failedRequests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.console.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.console.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(origin())) problems.failedRequests.push(`${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.url().startsWith(origin()) && response.status() >= 400 && !response.url().includes('no-such')) {
      problems.failedRequests.push(`${response.url()} ${response.status()}`);
    }
  });
  return problems;
}

/** Resolves once React has hydrated the page (the app marks the root when it is interactive). */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForSelector('#root[data-hydrated="true"]', { timeout: 15000 });
}
