import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import {
  useBrowser,
  origin,
  scriptsRequested,
  trackRequests,
  waitForApp,
  waitForIntersectionChecks,
  waitForPage,
  watchProblems,
} from './support/browser.ts';
import { HASHED_ASSET } from '../../src/shared/service-worker/config.ts';
import { recordShifts, shiftsOf } from './support/layout-shifts.ts';

const FIXTURE = fs.readFileSync(new URL('../fixtures/supporters.json', import.meta.url), 'utf8');
const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#1d78c1"/></svg>';

const browser = useBrowser();

/** A page of that size whose layout shifts, problems and requests are recorded from its first paint. */
async function shiftWatchedPage(width: number, height: number) {
  const context = await browser().newContext({ viewport: { width, height }, serviceWorkers: 'block' });
  await recordShifts(context);
  const page = await context.newPage();
  return { context, page, problems: watchProblems(page), requests: trackRequests(page) };
}

/**
 * A desktop page where `page.route` sees every request (no service worker answers first). The fixture
 * site's build has the fixture supporters, whose logos are served here.
 */
async function desktopPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser().newContext({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
  await context.route('https://logos.example.org/**', (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: LOGO }),
  );
  return { context, page: await context.newPage() };
}

/** Which of the scripts at `urls` contain `text`: a chunk is recognised by what it holds. */
async function scriptsContaining(urls: string[], text: string): Promise<string[]> {
  const bodies = await Promise.all(urls.map(async (url) => ({ url, body: await (await fetch(url)).text() })));
  return bodies.filter((script) => script.body.includes(text)).map((script) => script.url);
}

/**
 * The hero words visible at `time` ms into the rotation: its CSS animations are paused and set to that
 * moment, so what is read does not depend on how fast the page loaded.
 */
function wordsShownAt(page: Page, time: number): Promise<string[]> {
  return page.locator('.rotating-word').evaluate((box, at) => {
    for (const animation of box.getAnimations({ subtree: true })) {
      animation.pause();
      animation.currentTime = at;
    }
    return [...box.children]
      .filter((item) => getComputedStyle(item).visibility === 'visible')
      .map((item) => item.textContent ?? '');
  }, time);
}

const isScriptChunk = (url: URL) => HASHED_ASSET.test(url.pathname) && url.pathname.endsWith('.js');

/**
 * Answers the supporters data with `json`. The data is a chunk of its own (the build's
 * `supporters.json` through a lazy context, see load-supporters.ts): the sponsors chunk maps `"./supporters.json"` to
 * its module and chunk ids, and the data chunk is answered as built, its exported value replaced.
 * Returns the data chunk requests seen.
 */
async function serveSupporters(page: Page, json: string): Promise<string[]> {
  const requests: string[] = [];
  let dataChunk: string | undefined;
  await page.route(isScriptChunk, async (route) => {
    const response = await route.fetch();
    let body = await response.text();
    dataChunk ??= /"\.\/supporters\.json":\[\d+,\[?(\d+)/.exec(body)?.[1];
    if (dataChunk !== undefined && new URL(route.request().url()).pathname.startsWith(`/${dataChunk}.`)) {
      requests.push(route.request().url());
      const replaced = body.replace(
        /(\{\d+\((\w+)\)\{\2\.exports=)(.*)(\}\}\]\);?\s*)$/s,
        (_match, head: string, _name: string, _value: string, tail: string) => `${head}${json}${tail}`,
      );
      if (replaced === body) throw new Error(`Not a JSON data chunk: ${body.slice(0, 200)}`);
      body = replaced;
    }
    await route.fulfill({ response, body });
  });
  return requests;
}

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

describe('home page', () => {
  it('prerenders the hero, the code samples and the sponsors placeholders', async () => {
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
    // The sponsors list is client-only: the prerendered section has its shape, not its controls.
    const section = html.slice(html.indexOf('id="sponsors"'));
    expect(section).not.toContain('<input');
    expect(section).not.toContain('Platinum sponsors');
  });

  it('hydrates without the code of its static parts, which client-side navigation to / renders', async () => {
    const { context, page } = await desktopPage();
    const problems = watchProblems(page);
    await page.goto(`${origin()}/`);
    await waitForApp(page);
    // The picture and the code samples stay as prerendered: no script of theirs was fetched.
    const scripts = await scriptsRequested(page);
    expect(await scriptsContaining(scripts, 'module-graph__node')).toEqual([]);
    expect(await scriptsContaining(scripts, 'home-code__file')).toEqual([]);
    // Their site links still navigate client-side.
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await page.click('.home-code a[href="/concepts/"]');
    await waitForPage(page, '/concepts/', 'Concepts');
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    await page.click('header a[href="/"]');
    await page.waitForSelector('.home-hero__visual .module-graph');
    await page.waitForSelector('.home-code .home-code__file');
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await context.close();
  });

  it('shows "assets" first, then the next word from 5 s on, with no layout shift', async () => {
    const { context, page } = await desktopPage();
    const problems = watchProblems(page);
    await page.goto(`${origin()}/`);
    await waitForApp(page);
    const box = await page.locator('.rotating-word').boundingBox();
    expect(await wordsShownAt(page, 0)).toEqual(['assets']);
    expect(await wordsShownAt(page, 4999)).toEqual(['assets']);
    expect(await wordsShownAt(page, 5001)).toEqual(['scripts']);
    expect(await page.locator('.rotating-word').boundingBox()).toEqual(box);
    expect(box?.width).toBeLessThanOrEqual(110);
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await context.close();
  });

  it('loads the sponsors chunk and data only when the section nears the viewport: placeholders, then sponsors', async () => {
    const { context, page } = await desktopPage();
    const problems = watchProblems(page);
    const dataRequests = await serveSupporters(page, FIXTURE);
    await page.route('https://logos.example.org/**', (route) =>
      route.fulfill({ contentType: 'image/svg+xml', body: LOGO }),
    );
    await page.goto(`${origin()}/`);
    await waitForApp(page);
    // The page has checked where the section is, and rendered what that decided.
    await waitForIntersectionChecks(page, '#sponsors');

    expect(dataRequests).toEqual([]);
    expect(await scriptsContaining(await scriptsRequested(page), 'Platinum sponsors')).toEqual([]);
    expect(await page.getAttribute('#sponsors [data-testid="sponsor-placeholders"]', 'aria-busy')).toBe('true');

    await page.locator('#sponsors').scrollIntoViewIfNeeded();
    await page.waitForSelector('#sponsors section.sponsors__rank');
    expect(dataRequests).toHaveLength(1);
    expect(await scriptsContaining(await scriptsRequested(page), 'Platinum sponsors')).toHaveLength(1);
    expect(await page.locator('#sponsors [data-testid="sponsor-placeholders"]').count()).toBe(0);

    const titles = await page.locator('#sponsors h3.sponsors__rank-title').allTextContents();
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

    // The list keeps the placeholders' height until the reader asks for all of it.
    const frame = page.locator('#sponsors .sponsors__frame');
    const backers = page.locator('#sponsors h3.sponsors__rank-title:text("Backers")');
    const backersClipped = async () => {
      const [title, box] = await Promise.all([backers.boundingBox(), frame.boundingBox()]);
      return title!.y >= box!.y + box!.height;
    };
    const closedHeight = (await frame.boundingBox())?.height;
    expect(await backersClipped()).toBe(true);
    await page.getByRole('button', { name: /^Show all \d+ sponsors$/ }).click();
    expect((await frame.boundingBox())?.height).toBeGreaterThan(closedHeight!);
    expect(await backersClipped()).toBe(false);
    await page.getByRole('button', { name: 'Show fewer sponsors' }).click();
    expect((await frame.boundingBox())?.height).toBe(closedHeight);

    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });

  it.each(VIEWPORTS)(
    "reserves the sponsors' space: opening /#sponsors shifts nothing when the list and its data arrive ($name)",
    async ({ width, height }) => {
      const { context, page, problems, requests } = await shiftWatchedPage(width, height);
      const dataRequests = await serveSupporters(page, FIXTURE);
      await page.route('https://logos.example.org/**', (route) =>
        route.fulfill({ contentType: 'image/svg+xml', body: LOGO }),
      );
      await page.goto(`${origin()}/#sponsors`);
      await waitForApp(page);
      await page.waitForSelector('#sponsors section.sponsors__rank');
      expect(dataRequests).toHaveLength(1);
      expect(await shiftsOf(page, requests)).toEqual({ score: 0, sources: [] });
      // …with the section in view and the button after it too, which would have moved had it grown.
      const cta = await page.locator('#sponsors .sponsors__cta').boundingBox();
      expect(cta!.y).toBeLessThan(height);
      expect(problems).toEqual({ console: [], failedRequests: [] });
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.close();
    },
  );

  it('shows the supporters its build was given (the fixture file) and the "Become a sponsor" link', async () => {
    const { context, page } = await desktopPage();
    const problems = watchProblems(page);
    await page.goto(`${origin()}/`);
    await waitForApp(page);
    await page.locator('#sponsors').scrollIntoViewIfNeeded();
    await page.waitForSelector('#sponsors img[alt="Example Platinum Corp"]');
    expect(await page.locator('#sponsors a:text("Become a sponsor")').getAttribute('href')).toBe(
      'https://opencollective.com/webpack',
    );
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await context.close();
  });
});

describe('vote page', () => {
  it('prerenders only the shell; the voting app is its own chunk, loaded on /vote/ only', async () => {
    const html = await (await fetch(`${origin()}/vote/`)).text();
    expect(html).toContain('Your votes are stored in this browser only.');
    expect(html).not.toContain('votes left');

    const { context, page } = await desktopPage();
    const problems = watchProblems(page);
    const requests = trackRequests(page);
    await page.goto(`${origin()}/`);
    await waitForApp(page);
    // Everything the home page loads once read down to its end: the sponsors section, done loading.
    await page.locator('#sponsors').scrollIntoViewIfNeeded();
    await page.waitForSelector('#sponsors section.sponsors__rank');
    await requests.settled();
    expect(await scriptsContaining(await scriptsRequested(page), 'Take back all my votes')).toEqual([]);

    await page.goto(`${origin()}/vote/`);
    await waitForApp(page);
    await page.waitForSelector('text=of 10 votes left');
    expect(await scriptsContaining(await scriptsRequested(page), 'Take back all my votes')).toHaveLength(1);
    expect(await page.locator('.vote__topic').count()).toBeGreaterThanOrEqual(10);

    const first = page.locator('.vote__topic').first();
    await first.locator('button[aria-label^="Vote up"]').click();
    await page.waitForSelector('text=9 of 10 votes left');
    await page.reload();
    await waitForApp(page);
    await page.waitForSelector('text=9 of 10 votes left');
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await context.close();
  });

  it.each(VIEWPORTS)(
    "reserves the voting app's space: nothing in view moves when it replaces its skeleton ($name)",
    async ({ width, height }) => {
      const { context, page, problems, requests } = await shiftWatchedPage(width, height);
      await page.goto(`${origin()}/vote/`);
      await waitForApp(page);
      await page.waitForSelector('text=of 10 votes left');
      expect(await shiftsOf(page, requests)).toEqual({ score: 0, sources: [] });
      expect(problems).toEqual({ console: [], failedRequests: [] });
      await context.close();
    },
  );
});

describe('home hero', () => {
  const WORDS = ['assets', 'scripts', 'images', 'styles'];

  it.each(VIEWPORTS.flatMap((viewport) => ['light', 'dark'].map((theme) => ({ ...viewport, theme }))))(
    'fits every rotating word in its 110 px box, the box never moving ($name, $theme)',
    async ({ width, height, theme }) => {
      const context = await browser().newContext({ viewport: { width, height }, serviceWorkers: 'block' });
      await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      const page = await context.newPage();
      await page.goto(`${origin()}/`);
      await waitForApp(page);
      const measure = () =>
        page.locator('.rotating-word').evaluate((box) => ({
          box: box.getBoundingClientRect().toJSON() as DOMRect,
          scrollWidth: box.scrollWidth,
          clientWidth: box.clientWidth,
          itemScrollWidths: [...box.children].map((item) => item.scrollWidth),
        }));
      const first = await measure();
      expect(first.box.width).toBeLessThanOrEqual(110);
      // Each word in the middle of its step, then the first again as the cycle starts over.
      for (const [step, word] of [...WORDS, WORDS[0]].entries()) {
        expect(await wordsShownAt(page, step * 5000 + 2500)).toEqual([word]);
        const now = await measure();
        expect(now.scrollWidth).toBeLessThanOrEqual(now.clientWidth);
        for (const width of now.itemScrollWidths) expect(width).toBeLessThanOrEqual(now.clientWidth);
        expect(now.box).toEqual(first.box);
      }
      await context.close();
    },
  );

  it.each(['light', 'dark'])('prints as dark text on white (%s theme)', async (theme) => {
    const context = await browser().newContext({ serviceWorkers: 'block' });
    await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    const page = await context.newPage();
    await page.goto(`${origin()}/`);
    await waitForApp(page);
    await page.emulateMedia({ media: 'print' });
    const styles = await page.evaluate(() =>
      ['.home-hero', '.home-hero__title', '.rotating-word__item', '.home-hero__lead'].map((selector) => {
        const style = getComputedStyle(document.querySelector(selector)!);
        return { selector, color: style.color, background: `${style.backgroundColor} ${style.backgroundImage}` };
      }),
    );
    const luminance = (color: string) => {
      const [r, g, b] = (color.match(/[\d.]+/g) ?? []).map(Number);
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    };
    for (const { selector, color } of styles)
      expect({ selector, dark: luminance(color) < 0.35 }).toEqual({ selector, dark: true });
    expect(styles[0].background).toMatch(/^(rgba\(0, 0, 0, 0\)|rgb\(255, 255, 255\)) none$/);
    await context.close();
  });
});

describe('machine-readable copies of the home and vote pages', () => {
  it.each(['/', '/vote/'])(
    'lists %s in llms.txt with its meta description, and serves its markdown copy',
    async (url) => {
      const html = await (await fetch(`${origin()}${url}`)).text();
      const description = /<meta name="description" content="([^"]*)"/
        .exec(html)![1]
        .replace(/&#x27;/g, "'")
        .replace(/&amp;/g, '&');
      const llms = await (await fetch(`${origin()}/llms.txt`)).text();
      expect(llms).toContain(`https://webpack.js.org${url}index.md): ${description}\n`);
      const copy = await fetch(`${origin()}${url}index.md`);
      expect(copy.status).toBe(200);
      expect(await copy.text()).toContain(`\n\n> ${description}\n`);
    },
  );
});
