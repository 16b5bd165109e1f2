import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import type { BrowserContext, Page } from 'playwright-core';
import { createStaticServer, listen } from '../../scripts/tools/server/static-server.ts';
import { ICON_SIZES, THEME_COLOR } from '../../src/shared/site.ts';
import { ASSETS_CACHE, HASHED_ASSET, PAGES_CACHE, SW_DISABLED_KEY } from '../../src/shared/service-worker/config.ts';
import { REGISTER_DELAY_MS } from '../../src/service-worker/index.ts';
import {
  useBrowser,
  origin,
  scriptsRequested,
  waitForApp,
  waitForArticleImages,
  waitForPage,
  watchProblems,
} from './support/browser.ts';
import { SERVICE_WORKER_TEST_TIMEOUT, isCached, until, waitForControl } from './support/service-worker.ts';
import { scriptsFetchedGoing } from './support/navigation.ts';
import { FIXTURE } from '../../scripts/tools/testing/fixture-site.ts';

/**
 * Offline reading on the fixture site: the service worker registers and controls pages, visited and
 * saved pages open with the network cut, a failed chunk recovers, updates wait for the reader, a
 * deploy that removed a chunk reloads once, and the web app manifest's icons are real.
 */

const browser = useBrowser();

const TEST_TIMEOUT = SERVICE_WORKER_TEST_TIMEOUT;

/** Whether every hashed file the page loaded is in the worker's assets cache. */
const usedFilesCached = (page: Page) =>
  page.evaluate(
    async ({ cacheName, pattern }) => {
      const hashed = new RegExp(pattern);
      const cache = await caches.open(cacheName);
      const used = performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === window.location.origin && hashed.test(url.pathname));
      const found = await Promise.all(used.map((url) => cache.match(url.pathname)));
      return found.every(Boolean);
    },
    { cacheName: ASSETS_CACHE, pattern: HASHED_ASSET.source },
  );

/**
 * A reader whose browser saves data: the worker then fetches nothing in the background, and pages
 * never opened nor saved stay missing offline (see `offline-precache.test.ts` for the others).
 */
async function savingDataContext(): Promise<BrowserContext> {
  const context = await browser().newContext();
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
  });
  return context;
}

/** Opens a route and waits until the worker controls it and has cached the page itself. */
async function openControlled(context: BrowserContext, base: string, route: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${base}${route}`);
  await waitForApp(page);
  await waitForControl(page);
  await until(page, () => isCached(page, PAGES_CACHE, route), `${route} in the page cache`);
  await until(page, () => usedFilesCached(page), `the files ${route} used in the assets cache`);
  return page;
}

it(
  'registers /sw.js, which controls the page with no console error or failed request',
  async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${origin()}/concepts/`);
    await waitForApp(page);
    await waitForControl(page);
    const registration = await page.evaluate(async () => {
      const found = await navigator.serviceWorker.getRegistration();
      return { scope: found?.scope, script: found?.active?.scriptURL };
    });
    expect(registration).toEqual({ scope: `${origin()}/`, script: `${origin()}/sw.js` });
    // Pages opened after the worker took over come through it.
    await page.click('.sidebar a[href="/concepts/modules/"]');
    await waitForPage(page, '/concepts/modules/', 'Modules');
    await waitForArticleImages(page);
    await page.goto(`${origin()}/concepts/loaders/`);
    await waitForApp(page);
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await context.close();
  },
  TEST_TIMEOUT,
);

it(
  'skips registration, and removes a registered worker, when localStorage sw-disabled is "true"',
  async () => {
    const context = await browser().newContext();
    const page = await openControlled(context, origin(), '/concepts/');
    await page.evaluate((key) => window.localStorage.setItem(key, 'true'), SW_DISABLED_KEY);
    // From the reload on: a clock the test moves, and every script the page adds to itself, noted.
    await context.clock.install();
    await context.addInitScript(() => {
      const added: string[] = [];
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => [...record.addedNodes]))
          if (node instanceof HTMLScriptElement) added.push(node.src);
      }).observe(document, { childList: true, subtree: true });
      Object.assign(window, { __addedScripts: added });
    });
    await page.reload();
    await waitForApp(page);
    await until(
      page,
      () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined),
      'the worker to be unregistered',
    );
    // Registration would come REGISTER_DELAY_MS after load, by loading its own chunk: run every timer of
    // twice that, and the page has asked for no more code (the mobile drawer's chunk came before).
    await page.waitForSelector('#sidebar-mobile', { state: 'attached' });
    const addedScripts = () => page.evaluate(() => (window as unknown as { __addedScripts: string[] }).__addedScripts);
    const before = await addedScripts();
    await page.clock.fastForward(2 * REGISTER_DELAY_MS);
    expect(await addedScripts()).toEqual(before);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined)).toBe(true);
    // Kept in the layout so nothing shifts, but out of sight and out of reach.
    expect(await page.locator('button:text("Save for offline")').isVisible()).toBe(false);
    await context.close();
  },
  TEST_TIMEOUT,
);

it(
  'offline, saving data: reloads a visited page and follows a link to another; an unvisited page shows the shell',
  async () => {
    const context = await savingDataContext();
    const page = await openControlled(context, origin(), '/concepts/');
    // Read through the worker: this page's HTML and chunks are cached as they are used.
    await page.goto(`${origin()}/concepts/loaders/`);
    await waitForApp(page);
    expect(await page.locator('.offline-banner').count()).toBe(0);

    await context.setOffline(true);
    await page.reload();
    await waitForApp(page);
    expect(await page.textContent('h1')).toBe('Loaders');
    await page.waitForSelector('.offline-banner:text("You are offline")');

    await page.click('.sidebar a[href="/concepts/"]');
    await waitForPage(page, '/concepts/', 'Concepts');

    // Never opened, never saved: the app shell with the error and why, no hydration error.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (/React error|hydrat/i.test(message.text())) errors.push(message.text());
    });
    await page.goto(`${origin()}/configuration/output/`);
    await waitForApp(page);
    await page.waitForSelector('text=Error loading content.');
    expect(await page.textContent('main')).toContain('You are offline, and this page has not been saved');
    expect(await page.isVisible('header')).toBe(true);
    expect(errors).toEqual([]);

    // Back online, retry loads it.
    await context.setOffline(false);
    await page.click('button:text("Try again")');
    await page.waitForSelector('main h2:text("output.filename")');
    await page.waitForSelector('.offline-banner', { state: 'detached' });
    await context.close();
  },
  TEST_TIMEOUT,
);

it(
  'after "Save for offline", a page never opened loads offline',
  async () => {
    const context = await browser().newContext();
    const page = await openControlled(context, origin(), '/');
    const manifest = (await (await fetch(`${origin()}/offline-manifest.json`)).json()) as { pages: string[] };
    expect(manifest.pages).toContain('/configuration/output/');
    await page.click('button:text("Save for offline")');
    await page.waitForSelector(`text=Saved ${manifest.pages.length} pages for offline reading.`, { timeout: 60000 });

    await context.setOffline(true);
    await page.goto(`${origin()}/configuration/output/`);
    await waitForApp(page);
    expect(await page.textContent('main')).toContain('output.filename');
    // And by link, client-side, to another page never opened.
    await page.click('.sidebar a[href="/configuration/cache/"]');
    await waitForPage(page, '/configuration/cache/', 'Cache');
    await context.close();
  },
  TEST_TIMEOUT,
);

it(
  'a page chunk that fails shows "Error loading content." and retry recovers, under the worker',
  async () => {
    const context = await savingDataContext();
    const page = await openControlled(context, origin(), '/concepts/');
    // The worker serves chunks, so page.route cannot block them: cut the network instead.
    await context.setOffline(true);
    await page.click('.sidebar a[href="/concepts/modules/"]');
    await page.waitForSelector('text=Error loading content.');
    expect(await page.isVisible('header')).toBe(true);
    await context.setOffline(false);
    await page.click('button:text("Try again")');
    await waitForPage(page, '/concepts/modules/', 'Modules');
    await context.close();
  },
  TEST_TIMEOUT,
);

it(
  'a blocked chunk without the worker shows "Error loading content." and retry recovers',
  async () => {
    const page = await browser().newPage({ serviceWorkers: 'block' });
    await page.goto(`${origin()}/concepts/`);
    await waitForApp(page);
    let block = true;
    await page.route(/\/[^/]+\.js$/, (route) => (block ? route.abort() : route.continue()));
    await page.click('.sidebar a[href="/concepts/modules/"]');
    await page.waitForSelector('text=Error loading content.');
    block = false;
    await page.click('button:text("Try again")');
    await waitForPage(page, '/concepts/modules/', 'Modules');
    await page.close();
  },
  TEST_TIMEOUT,
);

describe('deploys (a private copy of the site, changed while a reader has it open)', () => {
  let root: string;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-site-'));
    fs.cpSync(FIXTURE.out, root, { recursive: true });
    server = createStaticServer(root);
    base = await listen(server);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(root, { recursive: true, force: true });
  });

  it(
    'a waiting worker says so in the console, offers "Reload to update", and the page reloads on takeover',
    async () => {
      const context = await browser().newContext();
      const page = await openControlled(context, base, '/concepts/');
      const problems = watchProblems(page);
      const info: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'info') info.push(message.text());
      });
      fs.appendFileSync(path.join(root, 'sw.js'), '\n/* the next deploy */\n');
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      await page.waitForSelector('button:text("Reload to update")');
      expect(info.some((line) => line.includes('cannot activate until all tabs of this site are closed'))).toBe(true);
      const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
      await page.evaluate(() => Object.assign(window, { __beforeUpdate: true }));
      await Promise.all([page.waitForEvent('load'), page.click('button:text("Reload to update")')]);
      await waitForApp(page);
      expect(await page.evaluate(() => (window as { __beforeUpdate?: boolean }).__beforeUpdate)).toBeUndefined();
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(before);
      expect(await page.locator('button:text("Reload to update")').count()).toBe(0);
      expect(problems).toEqual({ console: [], failedRequests: [] });
      await context.close();
    },
    TEST_TIMEOUT,
  );

  it(
    'a chunk a deploy removed (404) reloads the page once, which then shows from its own HTML',
    async () => {
      const removed = await scriptsFetchedGoing(browser(), base, '/concepts/', '/concepts/modules/');
      expect(removed.length).toBeGreaterThan(0);
      const page = await browser().newPage({ serviceWorkers: 'block' });
      await page.goto(`${base}/concepts/`);
      await waitForApp(page);
      for (const src of removed) fs.rmSync(path.join(root, src));
      let loads = 0;
      page.on('domcontentloaded', () => (loads += 1));
      await Promise.all([page.waitForEvent('domcontentloaded'), page.click('.sidebar a[href="/concepts/modules/"]')]);
      // The reloaded page needs none of its chunks: it hydrates from its HTML.
      await waitForApp(page);
      await waitForPage(page, '/concepts/modules/', 'Modules');
      expect(await page.locator('text=Error loading content.').count()).toBe(0);
      const asked = (await scriptsRequested(page)).map((url) => new URL(url).pathname);
      expect(asked.filter((src) => removed.includes(src))).toEqual([]);
      expect(loads).toBe(1);
      expect(await page.evaluate(() => window.sessionStorage.getItem('chunk-reload-at'))).toMatch(/^\d+$/);
      await page.close();
    },
    TEST_TIMEOUT,
  );
});

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

it(
  'serves a web app manifest whose icons exist at their stated sizes',
  async () => {
    const response = await fetch(`${origin()}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', theme_color: THEME_COLOR });
    expect(manifest.name).toBeTruthy();
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    for (const icon of manifest.icons) {
      const file = await fetch(`${origin()}${icon.src}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');
      const { width, height } = pngSize(Buffer.from(await file.arrayBuffer()));
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
    const sizes = (purpose: string) =>
      manifest.icons.filter((icon) => (icon.purpose ?? 'any').split(' ').includes(purpose)).map((icon) => icon.sizes);
    for (const size of ICON_SIZES) expect(sizes('any')).toContain(`${size}x${size}`);
    expect(sizes('maskable').length).toBeGreaterThan(0);
    // The head links the same files.
    const html = await (await fetch(`${origin()}/`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  },
  TEST_TIMEOUT,
);
