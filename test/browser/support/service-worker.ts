import type { Page } from 'playwright-core';

/** Tests of the service worker open fresh browser contexts and wait for a worker to install. */
export const SERVICE_WORKER_TEST_TIMEOUT = 90000;

/** Registration waits for `load` plus a delay; installing then takes a moment. */
const CONTROL_TIMEOUT = 40000;

/** Polls `check` until it holds; fails naming `what` after `timeout` ms. */
export async function until(page: Page, check: () => Promise<boolean>, what: string, timeout = 15000): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await page.waitForTimeout(100);
  }
}

/** Whether the worker's cache `cacheName` holds `url`. */
export function isCached(page: Page, cacheName: string, url: string): Promise<boolean> {
  return page.evaluate(async ({ cacheName, url }) => Boolean(await (await caches.open(cacheName)).match(url)), {
    cacheName,
    url,
  });
}

/** Waits until a service worker controls the page. */
export async function waitForControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: CONTROL_TIMEOUT,
  });
}
