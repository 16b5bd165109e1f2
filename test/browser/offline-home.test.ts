import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, origin, waitForApp } from './support/browser.ts';
import { SERVICE_WORKER_TEST_TIMEOUT, waitForControl } from './support/service-worker.ts';
import { FIXTURE } from '../../scripts/tools/testing/fixture-site.ts';

/**
 * The home route's chunk: when it fails, `/` shows the content pages' error with a retry button
 * instead of an empty placeholder; and the service worker precaches it, so `/` opens offline once any
 * page has installed the worker.
 */

const browser = useBrowser();

const TEST_TIMEOUT = SERVICE_WORKER_TEST_TIMEOUT;
const HERO = 'h1:has-text("bundle your")';

const dist = () => FIXTURE.out;
const scriptsOf = (file: string) =>
  [...fs.readFileSync(path.join(dist(), file), 'utf8').matchAll(/<script defer src="([^"]+)"/g)].map(
    (match) => match[1],
  );

/** The scripts only `/` loads: the home route's chunk (and any chunk only it uses). */
function homeScripts(): string[] {
  const everyPage = new Set(scriptsOf('concepts/index.html'));
  return scriptsOf('index.html').filter((src) => !everyPage.has(src));
}

it(
  'a blocked home chunk shows "Error loading content." on /, and retry shows the hero',
  async () => {
    const blocked = homeScripts();
    expect(blocked.length).toBeGreaterThan(0);
    const page = await browser().newPage({ serviceWorkers: 'block' });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    let block = true;
    await page.route(
      (url) => blocked.includes(url.pathname),
      (route) => (block ? route.abort('blockedbyclient') : route.continue()),
    );
    await page.goto(`${origin()}/`);
    await waitForApp(page);
    await page.waitForSelector('text=Error loading content.');
    expect(await page.locator(HERO).count()).toBe(0);
    expect(await page.isVisible('header')).toBe(true);
    // Handled: no uncaught error, no reload (the chunk still exists: not a deploy).
    expect(errors).toEqual([]);
    expect(await page.evaluate(() => window.sessionStorage.getItem('chunk-reload-at'))).toBeNull();

    block = false;
    await page.click('button:text("Try again")');
    await page.waitForSelector(HERO);
    expect(await page.locator('text=Error loading content.').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  },
  TEST_TIMEOUT,
);

it(
  'opens / offline after the first visit to another page: the worker precached the home chunk',
  async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(`${origin()}/concepts/`);
    await waitForApp(page);
    await waitForControl(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await context.setOffline(true);
    await page.goto(`${origin()}/`);
    await waitForApp(page);
    await page.waitForSelector(HERO);
    expect(await page.locator('text=Error loading content.').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  },
  TEST_TIMEOUT,
);
