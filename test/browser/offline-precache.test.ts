import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import type { BrowserContext, Page } from 'playwright-core';
import { createStaticServer, listen } from '../../scripts/tools/server/static-server.ts';
import { ASSETS_CACHE, HASHED_ASSET, SEARCH_CACHE } from '../../src/shared/service-worker/config.ts';
import { useBrowser, origin, waitForApp, waitForPage, watchProblems } from './support/browser.ts';
import { SERVICE_WORKER_TEST_TIMEOUT, isCached, until, waitForControl } from './support/service-worker.ts';
import { FIXTURE } from '../../scripts/tools/testing/fixture-site.ts';

/**
 * Once a first page has loaded and the browser is idle, the worker fetches the rest of the site in
 * the background: afterwards a page never opened opens offline, by a link or by a reload. A new
 * deploy replaces what it cached.
 */

const browser = useBrowser();

const TEST_TIMEOUT = SERVICE_WORKER_TEST_TIMEOUT;
/** The background fetch starts only after the page's load, the worker's registration and idle time. */
const WARM_TIMEOUT = 45000;

/** Every hashed file of a built site, by path (`/12.abcd1234.js`, `/assets/…`). */
function hashedFilesOf(root: string): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(file) : [`/${path.relative(root, file).split(path.sep).join('/')}`];
    });
  return walk(root).filter((file) => HASHED_ASSET.test(file));
}

const siteDir = () => FIXTURE.out;

/** The paths of the assets cache. */
const cachedAssets = (page: Page) =>
  page.evaluate(async (cacheName) => {
    const cache = await caches.open(cacheName);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, ASSETS_CACHE);

/** Waits until the worker has every hashed file of the build, and the page's search index. */
async function untilWarm(page: Page, root: string): Promise<void> {
  const files = hashedFilesOf(root);
  expect(files.length).toBeGreaterThan(10);
  await until(
    page,
    async () => {
      const cached = new Set(await cachedAssets(page));
      return files.every((file) => cached.has(file));
    },
    'every hashed file of the build in the assets cache',
    WARM_TIMEOUT,
  );
  const index = await page.getAttribute('meta[name="search-index"]', 'content');
  expect(index).toBeTruthy();
  await until(page, () => isCached(page, SEARCH_CACHE, index!), 'the search index in its cache', WARM_TIMEOUT);
}

/** A fresh reader: opens `route`, waits for the worker and for its background fetch to finish. */
async function firstVisit(context: BrowserContext, base: string, root: string, route: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${base}${route}`);
  await waitForApp(page);
  await waitForControl(page);
  await untilWarm(page, root);
  return page;
}

it(
  'offline, a link to a page never opened shows it: its chunks were fetched in the background',
  async () => {
    const context = await browser().newContext();
    const page = await firstVisit(context, origin(), siteDir(), '/concepts/');
    const problems = watchProblems(page);
    await context.setOffline(true);
    await page.click('.sidebar a[href="/concepts/modules/"]');
    await waitForPage(page, '/concepts/modules/', 'Modules');
    await page.waitForSelector('main h2:text("What is a module")');
    expect(await page.locator('text=Error loading content.').count()).toBe(0);
    expect(problems.console.filter((line) => !line.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    await context.close();
  },
  TEST_TIMEOUT,
);

it(
  'offline, a reload of a page never opened shows it: the app shell renders it from its chunks',
  async () => {
    const context = await browser().newContext();
    const page = await firstVisit(context, origin(), siteDir(), '/concepts/');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (/React error|hydrat/i.test(message.text())) errors.push(message.text());
    });
    await context.setOffline(true);
    await page.goto(`${origin()}/configuration/output/`);
    await waitForApp(page);
    await waitForPage(page, '/configuration/output/', 'Output');
    await page.waitForSelector('main h2:text("output.filename")');
    expect(await page.locator('text=Error loading content.').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  },
  TEST_TIMEOUT,
);

describe('a new deploy (a private copy of the site, changed while a reader has it open)', () => {
  let root: string;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-deploy-'));
    fs.cpSync(siteDir(), root, { recursive: true });
    server = createStaticServer(root);
    base = await listen(server);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(root, { recursive: true, force: true });
  });

  /**
   * What a deploy that changed one page does to the site: that page's chunk gets a new name, the old
   * one is gone, and the worker (which lists every file of the build) changes with it.
   */
  function deployChangedChunk(): { removed: string; added: string } {
    const worker = path.join(root, 'sw.js');
    const source = fs.readFileSync(worker, 'utf8');
    const idle = /'idle':true,'revision':null,'url':'(\/(\d+)\.([0-9a-f]{8})\.js)'/.exec(source);
    if (!idle) throw new Error('sw.js lists no chunk fetched in the background');
    const [, removed, id, hash] = idle;
    const added = `/${id}.${hash.split('').reverse().join('')}.js`;
    fs.renameSync(path.join(root, removed), path.join(root, added));
    fs.writeFileSync(worker, source.replace(removed, added));
    return { removed, added };
  }

  it(
    'the new worker removes the files of the old build from the caches, and fetches the new ones',
    async () => {
      const context = await browser().newContext();
      const page = await firstVisit(context, base, root, '/concepts/');
      const { removed, added } = deployChangedChunk();
      expect(await cachedAssets(page)).toContain(removed);

      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      await page.waitForSelector('button:text("Reload to update")');
      await Promise.all([page.waitForEvent('load'), page.click('button:text("Reload to update")')]);
      await waitForApp(page);

      const build = new Set(hashedFilesOf(root));
      await until(
        page,
        async () => {
          const cached = await cachedAssets(page);
          return cached.includes(added) && cached.every((file) => build.has(file));
        },
        'the assets cache to hold this build only',
        WARM_TIMEOUT,
      );
      expect(await cachedAssets(page)).not.toContain(removed);
      await context.close();
    },
    TEST_TIMEOUT,
  );
});
