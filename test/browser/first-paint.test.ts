import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { listen } from '../../scripts/tools/server/static-server.ts';
import { FIXTURE } from '../../scripts/tools/testing/fixture-site.ts';
import { origin, trackRequests, useBrowser, waitForApp, watchProblems } from './support/browser.ts';
import { recordShifts, shiftsOf } from './support/layout-shifts.ts';

const browser = useBrowser();

const ROUTE = '/vote/';
/** Where the page is cut: right before the last of the header's tools. */
const CUT = '<button type="button" class="icon-button theme-toggle"';
/** Asked for by the page at its first frame; the rest of the page is sent then. */
const FIRST_FRAME = '/__first-frame';
/**
 * How long the rest waits for a first frame that does not come: a page that blocks rendering until
 * its header is parsed paints nothing in between. Not a wait of the test's: the network stalling.
 */
const STALL_MS = 1500;

/**
 * A server that sends `ROUTE` in two pieces, as a slow network does: the document up to `CUT`, then
 * the rest once the browser has painted a frame of the first piece (or after `STALL_MS`). Anything
 * else comes from the fixture site's server.
 */
function stallingServer(): http.Server {
  let release: () => void = () => undefined;
  return http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (url === FIRST_FRAME) {
      release();
      response.writeHead(204).end();
      return;
    }
    if (url === ROUTE) {
      const html = fs.readFileSync(path.join(FIXTURE.out, ROUTE, 'index.html'), 'utf8');
      const at = html.indexOf(CUT);
      expect(at).toBeGreaterThan(0);
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, at));
      const rest = () => response.end(html.slice(at));
      const stall = setTimeout(rest, STALL_MS);
      release = () => {
        clearTimeout(stall);
        rest();
      };
      return;
    }
    fetch(`${origin()}${url}`).then(async (answer) => {
      response.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? '' });
      response.end(Buffer.from(await answer.arrayBuffer()));
    }, response.destroy.bind(response));
  });
}

let server: http.Server;
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

it('paints the header whole even when the page arrives in pieces: nothing in it moves', async () => {
  server = stallingServer();
  const served = await listen(server);
  const context = await browser().newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  await recordShifts(context);
  await context.addInitScript(
    ([signal]) => {
      if (location.origin === 'null') return; // the blank page a new tab starts with
      requestAnimationFrame(() => {
        Object.assign(window, { __firstFrameHasToggle: document.querySelector('.theme-toggle') !== null });
        void fetch(signal);
      });
    },
    [FIRST_FRAME] as const,
  );
  const page = await context.newPage();
  const problems = watchProblems(page);
  const requests = trackRequests(page);
  await page.goto(`${served}${ROUTE}`);
  await waitForApp(page);
  await page.waitForSelector('text=of 10 votes left');
  const shifts = await shiftsOf(page, requests);
  const firstFrame = await page.evaluate(
    () => (window as unknown as { __firstFrameHasToggle: boolean }).__firstFrameHasToggle,
  );
  expect({ firstFrameHasToggle: firstFrame, ...shifts }).toEqual({ firstFrameHasToggle: true, score: 0, sources: [] });
  expect(problems).toEqual({ console: [], failedRequests: [] });
  await context.close();
});
