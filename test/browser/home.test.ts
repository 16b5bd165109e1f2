import fs from 'node:fs';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { launchBrowser, origin, waitForApp, watchProblems, type PageProblems } from './support/browser.ts';

const FIXTURE = fs.readFileSync(new URL('../fixtures/supporters.json', import.meta.url), 'utf8');
const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#1d78c1"/></svg>';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Browser tests wait for real timers (the hero's 5 s) and chunk loads. */
const SLOW = 30000;

/** A desktop page where `page.route` sees every request (no service worker answers first). */
async function desktopPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
  return { context, page: await context.newPage() };
}

/** Blocking the service worker (so `page.route` sees every request) logs this warning: not a problem. */
const BLOCKED_WORKER = 'warning: Service Worker registration blocked by Playwright';
function problemsOf(problems: PageProblems): PageProblems {
  return { ...problems, console: problems.console.filter((line) => line !== BLOCKED_WORKER) };
}

/** Script responses, kept with their bodies so a chunk can be recognised by what it contains. */
function watchScripts(page: Page): { url: string; body: Promise<string> }[] {
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on('response', (response: Response) => {
    if (response.url().endsWith('.js')) scripts.push({ url: response.url(), body: response.text() });
  });
  return scripts;
}

async function scriptContaining(scripts: { url: string; body: Promise<string> }[], text: string) {
  const bodies = await Promise.all(scripts.map(async (script) => ({ url: script.url, body: await script.body })));
  return bodies.filter((script) => script.body.includes(text)).map((script) => script.url);
}

describe('home page', () => {
  it(
    'prerenders the hero, the code samples and the sponsors placeholders',
    async () => {
      const html = await (await fetch(`${origin()}/`)).text();
      expect(html).toContain('bundle your');
      expect(html).toContain('>assets</span>');
      expect(html).toContain('Write Your Code');
      expect(html).toContain('Bundle It');
      expect(html).toContain('Awesome isn&#x27;t it? Let&#x27;s dive in!');
      expect(html).toContain('id="sponsors"');
      expect(html).toContain('Support the Team');
      expect(html).toContain('data-testid="sponsor-placeholders"');
      expect(html).toContain('href="https://opencollective.com/webpack"');
      // The sponsors list is client-only.
      expect(html).not.toContain('Rank sponsors by');
    },
    SLOW,
  );

  it(
    'changes the hero word about 5 s after loading, with no layout shift',
    async () => {
      const { context, page } = await desktopPage();
      const problems = watchProblems(page);
      await page.goto(`${origin()}/`);
      await waitForApp(page);
      const started = Date.now();
      const word = page.getByTestId('rotating-word');
      expect(await word.textContent()).toBe('assets');
      const box = await page.locator('.rotating-word').boundingBox();
      await page.waitForFunction(
        () => document.querySelector('[data-testid="rotating-word"]')?.textContent === 'scripts',
        undefined,
        { timeout: 9000 },
      );
      expect(Date.now() - started).toBeGreaterThan(3500);
      expect(await page.locator('.rotating-word').boundingBox()).toEqual(box);
      expect(box?.width).toBeLessThanOrEqual(110);
      expect(problemsOf(problems)).toEqual({ console: [], failedRequests: [] });
      await context.close();
    },
    SLOW,
  );

  it(
    'loads the sponsors chunk and data only when the section nears the viewport: placeholders, then sponsors',
    async () => {
      const { context, page } = await desktopPage();
      const problems = watchProblems(page);
      const dataRequests: string[] = [];
      await page.route('**/assets/supporters.*.json', (route) => {
        dataRequests.push(route.request().url());
        return route.fulfill({ contentType: 'application/json', body: FIXTURE });
      });
      await page.route('https://logos.example.org/**', (route) =>
        route.fulfill({ contentType: 'image/svg+xml', body: LOGO }),
      );
      const scripts = watchScripts(page);
      await page.goto(`${origin()}/`);
      await waitForApp(page);
      await page.waitForTimeout(500);

      expect(dataRequests).toEqual([]);
      expect(await scriptContaining(scripts, 'Rank sponsors by')).toEqual([]);
      expect(await page.getAttribute('#sponsors [data-testid="sponsor-placeholders"]', 'aria-busy')).toBe('true');
      const before = scripts.length;

      await page.locator('#sponsors').scrollIntoViewIfNeeded();
      await page.waitForSelector('#sponsors .sponsors__rank');
      expect(dataRequests).toHaveLength(1);
      const chunk = await scriptContaining(scripts.slice(before), 'Rank sponsors by');
      expect(chunk).toHaveLength(1);
      expect(await page.locator('#sponsors [data-testid="sponsor-placeholders"]').count()).toBe(0);

      const titles = await page.locator('#sponsors .sponsors__rank-title').allTextContents();
      const order = [
        'Latest sponsors',
        'Platinum sponsors',
        'Gold sponsors',
        'Silver sponsors',
        'Bronze sponsors',
        'Backers',
      ];
      expect(titles.length).toBeGreaterThanOrEqual(5);
      expect([...titles].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(titles);

      // The switch re-ranks: the monthly view leaves out who gave nothing over the last year.
      const box = page.getByRole('checkbox', { name: /average monthly amount over the last year/ });
      if (await box.isChecked()) await box.uncheck();
      const formerBacker = page.locator('#sponsors img[alt="Example Former Backer"]');
      expect(await formerBacker.count()).toBe(1);
      await box.check();
      expect(await formerBacker.count()).toBe(0);
      // A supporter without a logo is shown by name; logos are sized lazy images.
      await expect(page.locator('#sponsors').textContent()).resolves.toContain('Example Backer Without Logo');
      const logo = page.locator('#sponsors img[alt="Example Platinum Corp"]');
      expect(await logo.getAttribute('loading')).toBe('lazy');
      expect(await logo.getAttribute('width')).toBe('96');

      expect(problemsOf(problems)).toEqual({ console: [], failedRequests: [] });
      await context.close();
    },
    SLOW,
  );

  it(
    'keeps its placeholders and the "Become a sponsor" link when the data file is empty',
    async () => {
      const { context, page } = await desktopPage();
      const problems = watchProblems(page);
      await page.goto(`${origin()}/`);
      await waitForApp(page);
      await page.locator('#sponsors').scrollIntoViewIfNeeded();
      await page.waitForSelector('#sponsors [data-testid="sponsor-placeholders"][aria-busy="false"]');
      expect(await page.locator('#sponsors a:text("Become a sponsor")').getAttribute('href')).toBe(
        'https://opencollective.com/webpack',
      );
      expect(problemsOf(problems)).toEqual({ console: [], failedRequests: [] });
      await context.close();
    },
    SLOW,
  );
});

describe('vote page', () => {
  it(
    'prerenders only the shell; the voting app is its own chunk, loaded on /vote/ only',
    async () => {
      const html = await (await fetch(`${origin()}/vote/`)).text();
      expect(html).toContain('Your votes are stored in this browser only.');
      expect(html).not.toContain('votes left');

      const { context, page } = await desktopPage();
      const problems = watchProblems(page);
      const scripts = watchScripts(page);
      await page.goto(`${origin()}/`);
      await waitForApp(page);
      await page.locator('#sponsors').scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      expect(await scriptContaining(scripts, 'Take back all my votes')).toEqual([]);

      await page.goto(`${origin()}/vote/`);
      await waitForApp(page);
      await page.waitForSelector('text=of 10 votes left');
      expect(await scriptContaining(scripts, 'Take back all my votes')).toHaveLength(1);
      expect(await page.locator('.vote__topic').count()).toBeGreaterThanOrEqual(10);

      const first = page.locator('.vote__topic').first();
      await first.locator('button[aria-label^="Vote up"]').click();
      await page.waitForSelector('text=9 of 10 votes left');
      await page.reload();
      await waitForApp(page);
      await page.waitForSelector('text=9 of 10 votes left');
      expect(problemsOf(problems)).toEqual({ console: [], failedRequests: [] });
      await context.close();
    },
    SLOW,
  );
});
