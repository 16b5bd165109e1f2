import type { Server } from 'node:http';
import { chromium, type BrowserServer } from 'playwright-core';
import { CHROMIUM_FLAGS, ensureChromium } from '../../../scripts/tools/browser/chromium.ts';
import { createStaticServer, listen } from '../../../scripts/tools/server/static-server.ts';
import { FIXTURE, SITE, ensureBuilt } from '../../../scripts/tools/testing/fixture-site.ts';
import { openTempRoot } from '../../../scripts/tools/testing/temp-root.ts';

/**
 * Before the browser tests: the two builds they drive, each rebuilt first if its sources changed
 * (the fixture site for engine behaviour on known content, the real site for the crawl), served on
 * 127.0.0.1, and one Chromium that every test file connects to.
 */
export default async function globalSetup(): Promise<void> {
  openTempRoot();
  const log = (line: string) => console.log(`\n${line}`);
  const servers: Server[] = [];
  for (const [variable, site] of [
    ['FIXTURE_ORIGIN', FIXTURE],
    ['SITE_ORIGIN', SITE],
  ] as const) {
    ensureBuilt(site, log);
    const server = createStaticServer(site.out);
    process.env[variable] = await listen(server);
    servers.push(server);
  }
  const browser = await chromium.launchServer({
    executablePath: ensureChromium(),
    args: CHROMIUM_FLAGS,
    headless: true,
  });
  process.env.BROWSER_ENDPOINT = browser.wsEndpoint();
  Object.assign(globalThis, { __browserTests: { servers, browser } });
}

export interface BrowserTestsState {
  servers: Server[];
  browser: BrowserServer;
}
