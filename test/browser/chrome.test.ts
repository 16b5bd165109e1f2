import type { BrowserContext, Page } from 'playwright-core';
import {
  trackRequests,
  useBrowser,
  origin,
  waitForApp,
  waitForPage,
  waitForPendingRenders,
  watchProblems,
} from './support/browser.ts';
import { scriptsFetchedGoing } from './support/navigation.ts';

/** The site chrome: header, language menu, theme, sidebar, mobile sidebar, banner, metadata, 404. */

const browser = useBrowser();

async function open(path: string, context?: BrowserContext): Promise<Page> {
  const page = await (context ?? browser()).newPage();
  await page.goto(`${origin()}${path}`);
  await waitForApp(page);
  return page;
}

/** The `<script defer src>` and `<link rel="preload" as="script">` addresses of an HTML document. */
const scriptsOf = (html: string) => [...html.matchAll(/<script defer src="([^"]+)"/g)].map((match) => match[1]);
const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map((match) => match[1]);

const activeNav = (page: Page) =>
  page.$$eval('nav[aria-label="Main"] a.header__link[aria-current="true"]', (links) =>
    links.map((link) => link.textContent),
  );

describe('header', () => {
  // One tab for the pages below, as a reader going from one to the next: a new tab costs a renderer
  // process, which takes longer than what each check reads.
  let tab: Page;
  beforeAll(async () => {
    tab = await browser().newPage();
  });
  afterAll(async () => {
    await tab.context().close();
  });

  it.each([
    ['/concepts/', ['Documentation']],
    ['/configuration/output/', ['Documentation']],
    ['/guides/caching/', ['Documentation']],
    ['/api/', ['Documentation']],
    ['/loaders/', ['Documentation']],
    ['/migrate/', ['Documentation']],
    ['/plugins/', ['Documentation']],
    ['/blog/', ['Blog']],
    ['/vote/', ['Vote']],
    // Not a page of the fixture site: the shared 404 page, whose chrome follows the address once hydrated.
    ['/contribute/', ['Contribute']],
    ['/glossary/', []],
    ['/', []],
  ])('marks the active nav item on %s', async (path, expected) => {
    const response = await fetch(`${origin()}${path}`);
    // A real page of the fixture site (its own prerendered HTML), except the one noted above.
    expect(response.status).toBe(path === '/contribute/' ? 404 : 200);
    const html = await response.text();
    await tab.goto(`${origin()}${path}`);
    await waitForApp(tab);
    expect(await activeNav(tab)).toEqual(expected);
    // The same in the prerendered HTML, before any script runs.
    if (path !== '/contribute/')
      for (const name of expected) expect(html).toMatch(new RegExp(`aria-current="true"[^>]*>${name}<`));
  });

  it('hydrates the shared 404 page at a path inside a section without a mismatch', async () => {
    const page = await browser().newPage();
    const problems = watchProblems(page);
    await page.goto(`${origin()}/concepts/no-such-page/`);
    await waitForApp(page);
    expect(await page.textContent('main')).toContain('Page Not Found');
    expect(await activeNav(page)).toEqual(['Documentation']);
    await page.waitForSelector('nav[aria-label="Concepts section"]');
    expect(await page.getAttribute('header [role="menuitem"][lang="ko"]', 'href')).toBe(
      'https://webpack.kr/concepts/no-such-page/',
    );
    // The document itself is a 404 response; anything else (a hydration error) is a problem.
    expect(problems.console.filter((message) => !message.includes('status of 404'))).toEqual([]);
    await page.close();
  });

  it('follows client-side navigation between sections', async () => {
    const page = await open('/blog/');
    await page.click('nav[aria-label="Main"] a:text("Documentation")');
    await waitForPage(page, '/concepts/', 'Concepts');
    expect(await activeNav(page)).toEqual(['Documentation']);
    // The section's sub-navigation arrives with its data.
    await page.waitForSelector('nav[aria-label="Concepts section"] a[href="/concepts/modules/"]');
    await page.close();
  });

  it('links the code host, Twitter and StackOverflow by name', async () => {
    const page = await open('/');
    for (const [name, href] of [
      ['webpack on GitHub', 'https://github.com/webpack/webpack'],
      ['webpack on Twitter', 'https://twitter.com/webpack'],
      ['webpack on StackOverflow', 'https://stackoverflow.com/questions/tagged/webpack'],
    ]) {
      const link = page.locator(`header a[aria-label="${name}"]`);
      expect(await link.getAttribute('href')).toBe(href);
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    await page.close();
  });
});

describe('accessibility and analytics', () => {
  it('makes the skip link the first stop of the keyboard, landing on the content', async () => {
    const page = await open('/guides/caching/');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    expect(await page.isVisible('.skip-link')).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${origin()}/guides/caching/#main-content`);
    expect(await page.$('#main-content')).not.toBeNull();
    await page.close();
  });

  it('ships no analytics without ANALYTICS_ID', async () => {
    const html = await (await fetch(`${origin()}/concepts/`)).text();
    expect(html).not.toContain('googletagmanager');
    expect(html).not.toContain('dataLayer');
  });
});

describe('language menu', () => {
  const hrefs = (page: Page) =>
    page.$$eval('header [role="menuitem"]', (items) => items.map((item) => item.getAttribute('href')));

  it('points every language at the same path and hash on its mirror', async () => {
    const page = await open('/guides/caching/#step-5');
    expect(await hrefs(page)).toEqual([
      'https://webpack.js.org/guides/caching/#step-5',
      'https://webpack.docschina.org/guides/caching/#step-5',
      'https://webpack.kr/guides/caching/#step-5',
    ]);
    await page.hover('header .language-menu__button');
    await page.waitForSelector('header [role="menu"]', { state: 'visible' });
    await page.keyboard.press('Escape');
    await page.click('nav[aria-label="Main"] a:text("Blog")');
    // The header re-renders with the page it belongs to: once the blog's own heading shows.
    await waitForPage(page, '/blog/', 'Blog');
    expect(await hrefs(page)).toEqual([
      'https://webpack.js.org/blog/',
      'https://webpack.docschina.org/blog/',
      'https://webpack.kr/blog/',
    ]);
    await page.close();
  });

  it('opens from the keyboard (not on focus alone) and moves with the arrow keys', async () => {
    const page = await open('/concepts/');
    const focused = (name: string) =>
      page.waitForFunction((name) => document.activeElement?.textContent === name, name);
    await page.focus('header .language-menu__button');
    expect(await page.getAttribute('header .language-menu__button', 'aria-expanded')).toBe('false');
    await page.keyboard.press('ArrowDown');
    await page.waitForSelector('header .language-menu__button[aria-expanded="true"]');
    await focused('English');
    await page.keyboard.press('ArrowDown');
    await focused('Chinese');
    await page.keyboard.press('Escape');
    await page.waitForSelector('header .language-menu__button[aria-expanded="false"]');
    await page.close();
  });
});

describe('theme', () => {
  it('paints a stored dark theme from the first frame, before any script of the app runs', async () => {
    const context = await browser().newContext();
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const page = await context.newPage();
    // No app JS at all: only the inline head script can have set the theme.
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(`${origin()}/concepts/`, { waitUntil: 'domcontentloaded' });
    const first = await page.evaluate(() => ({
      dark: document.documentElement.classList.contains('dark'),
      theme: document.documentElement.dataset.theme,
      background: getComputedStyle(document.body).backgroundColor,
    }));
    expect(first).toEqual({ dark: true, theme: 'dark', background: 'rgb(18, 25, 29)' });
    await context.close();
  });

  it('toggles, persists across a reload and hydrates without a mismatch', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const problems = watchProblems(page);
    const requests = trackRequests(page);
    await page.goto(`${origin()}/concepts/`);
    await waitForApp(page);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
    await page.click('header .theme-toggle');
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    expect(
      await page.evaluate(() => [
        document.documentElement.className,
        document.documentElement.dataset.theme,
        localStorage.getItem('theme'),
      ]),
    ).toEqual([expect.stringContaining('dark'), 'dark', 'dark']);
    // A reload aborts what is still loading (a prefetched chunk on a slow machine): let it finish first.
    await requests.settled();
    await page.reload();
    await waitForApp(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.getAttribute('header .theme-toggle', 'aria-pressed')).toBe('true');
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await context.close();
  });
});

describe('sidebar', () => {
  it('sends version 4 to the same address on the version-4 host', async () => {
    const page = await open('/configuration/output/#outputfilename');
    await page.route('https://v4.webpack.js.org/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>v4</p>' }),
    );
    expect(await page.inputValue('.sidebar select')).toBe('5');
    await page.selectOption('.sidebar select', '4');
    await page.waitForURL('https://v4.webpack.js.org/configuration/output/#outputfilename');
    await page.close();
  });

  it('links the printable section and opens the current page to its anchors', async () => {
    const page = await open('/configuration/output/');
    // Below 1280px, where the right rail (which lists them there) is hidden.
    await page.setViewportSize({ width: 1100, height: 720 });
    expect(await page.getAttribute('.sidebar a:text("Print Section")', 'href')).toBe('/configuration/printable/');
    expect(await page.getAttribute('.sidebar a[aria-current="page"]', 'href')).toBe('/configuration/output/');
    expect(await page.getAttribute('.sidebar__item--current .sidebar__toggle', 'aria-expanded')).toBe('true');
    expect(await page.isVisible('.sidebar a[href="/configuration/output/#outputfilename"]')).toBe(true);
    await page.close();
  });
});

describe('notification banner', () => {
  it('stays dismissed across reloads, hidden before any script runs', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(`${origin()}/`);
    await waitForApp(page);
    expect(await page.isVisible('.notification-banner')).toBe(true);
    await page.click('button[aria-label="Dismiss announcement"]');
    await page.waitForSelector('.notification-banner', { state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('notification-dismissed'))).toBe('3');

    await page.route(/\.js$/, (route) => route.abort());
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await page.$eval('.notification-banner', (banner) => getComputedStyle(banner).display)).toBe('none');
    await page.unroute(/\.js$/);
    await page.reload();
    await waitForApp(page);
    expect(await page.isVisible('.notification-banner')).toBe(false);
    await context.close();
  });
});

describe('not-found page', () => {
  it('is prerendered with its texts and a button home', async () => {
    const response = await fetch(`${origin()}/no-such-page/`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page Not Found');
    expect(html).toContain('Oops! The page you are looking for has been removed or relocated.');
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Go to Homepage<\/a>/);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
});

describe('metadata', () => {
  const head = async (path: string) => {
    const html = await (await fetch(`${origin()}${path}`)).text();
    return html.slice(0, html.indexOf('</head>'));
  };
  const description =
    'webpack bundles JavaScript files for browsers, and it can also transform or package any other asset your application uses.';

  it.each([
    ['/', 'webpack', description, 'https://webpack.js.org/'],
    [
      '/guides/caching/',
      'Caching | webpack',
      'Keep returning visitors fast with content hashes.',
      'https://webpack.js.org/guides/caching/',
    ],
    ['/glossary/', 'Glossary | webpack', description, 'https://webpack.js.org/glossary/'],
    // Printable pages are noindex: they declare no canonical address.
    ['/concepts/printable/', 'Combined printable page | webpack', description, undefined],
  ])('%s has its title, description and canonical link in the HTML', async (path, title, text, canonical) => {
    const tags = await head(path);
    expect(tags).toContain(`<title>${title}</title>`);
    expect(tags).toContain(`<meta name="description" content="${text}"/>`);
    if (canonical) expect(tags).toContain(`<link rel="canonical" href="${canonical}"/>`);
    expect(tags.split('<link rel="canonical"')).toHaveLength(canonical ? 2 : 1);
    expect(tags.match(/<title>/g)).toHaveLength(1);
  });

  it('declares no canonical link on noindex pages', async () => {
    for (const path of ['/no-such-page/', '/concepts/printable/']) {
      const html = await (await fetch(`${origin()}${path}`)).text();
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).not.toContain('rel="canonical"');
    }
  });

  it.each(['/', '/concepts/modules/', '/configuration/output/', '/no-such-page/'])(
    '%s writes every page tag into <head>, once',
    async (path) => {
      const html = await (await fetch(`${origin()}${path}`)).text();
      const [headPart, bodyPart] = html.split('</head>');
      for (const tag of [
        '<title>',
        '<meta name="description"',
        '<meta property="og:title"',
        '<meta property="og:image"',
        '<meta name="twitter:card"',
        '<meta name="theme-color"',
      ]) {
        expect(headPart.split(tag)).toHaveLength(2);
        expect(bodyPart).not.toContain(tag);
      }
    },
  );

  it('preloads the chunks of the views a page renders ahead of the stylesheets; content pages need none', async () => {
    const entry = scriptsOf(await (await fetch(`${origin()}/app-shell/`)).text());
    for (const path of ['/', '/concepts/printable/', '/blog/', '/vote/', '/no-such-page/']) {
      const html = await (await fetch(`${origin()}${path}`)).text();
      const own = scriptsOf(html).filter((src) => !entry.includes(src));
      expect(own.length).toBeGreaterThan(0);
      expect(preloadsOf(html)).toEqual(own);
      expect(html.indexOf('<link rel="preload" as="script"')).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    }
    // A content page, however long, hydrates from its HTML: the entry is all it loads first. (A missing
    // one is `404.html`, whose not-found view is a chunk of its own.)
    const html = await (await fetch(`${origin()}/configuration/output/`)).text();
    expect(scriptsOf(html)).toEqual(entry);
    expect(preloadsOf(html)).toEqual([]);
  });

  it('sets social, theme and app metadata with real files behind them', async () => {
    const html = await (await fetch(`${origin()}/concepts/`)).text();
    expect(html).toMatch(/^<!doctype html><html lang="en"/);
    for (const tag of [
      '<meta property="og:type" content="website"/>',
      '<meta property="og:site_name" content="webpack"/>',
      '<meta property="og:image" content="https://webpack.js.org/og-image.png"/>',
      '<meta name="twitter:card" content="summary"/>',
      '<meta name="theme-color" content="#2B3A42"/>',
      '<link rel="manifest" href="/manifest.webmanifest">',
    ]) {
      expect(html).toContain(tag);
    }
    const icons = [
      ...html.matchAll(
        /<link rel="(?:icon|apple-touch-icon)" (?:type="image\/png" )?sizes="(\d+)x\1" href="([^"]+)">/g,
      ),
    ];
    expect(icons.map((match) => Number(match[1]))).toEqual([150, 180, 192, 512]);
    for (const [, , href] of icons) {
      const response = await fetch(`${origin()}${href}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/png');
    }
    expect((await fetch(`${origin()}/og-image.png`)).status).toBe(200);
    const manifest = await (await fetch(`${origin()}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', theme_color: '#2B3A42' });
  });

  const headTags = (page: Page) =>
    page.evaluate(() => ({
      title: document.title,
      titles: document.querySelectorAll('title').length,
      descriptions: document.querySelectorAll('meta[name="description"]').length,
      canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
      inHead: [...document.querySelectorAll('title, meta[name="description"], link[rel="canonical"]')].every(
        (tag) => tag.parentElement === document.head,
      ),
    }));

  it('updates the head on client-side navigation, keeping one of each tag, with no hydration warning', async () => {
    const page = await browser().newPage();
    const problems = watchProblems(page);
    await page.goto(`${origin()}/concepts/`);
    await waitForApp(page);
    await page.click('.sidebar a[href="/concepts/modules/"]');
    await waitForPage(page, '/concepts/modules/', 'Modules');
    expect(await headTags(page)).toEqual({
      title: 'Modules | webpack',
      titles: 1,
      descriptions: 1,
      canonicals: ['https://webpack.js.org/concepts/modules/'],
      inHead: true,
    });
    await page.click('header a:text("Blog")');
    await waitForPage(page, '/blog/', 'Blog');
    await page.goBack();
    await waitForPage(page, '/concepts/modules/', 'Modules');
    expect(await headTags(page)).toMatchObject({ title: 'Modules | webpack', titles: 1, descriptions: 1 });
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.close();
  });

  /** The chunk files only `path`'s content needs: what going there fetches that going to `sibling` does not. */
  async function pageChunks(from: string, path: string, sibling: string): Promise<string[]> {
    const own = await scriptsFetchedGoing(browser(), origin(), from, path);
    const other = await scriptsFetchedGoing(browser(), origin(), from, sibling);
    return own.filter((src) => !other.includes(src));
  }

  it.each([
    ['within a section', '/concepts/', '/concepts/modules/', '/concepts/loaders/', 'Modules | webpack'],
    ['across sections', '/concepts/', '/configuration/output/', '/configuration/cache/', 'Output | webpack'],
    // A page at the content root; the shared 404 page links the same root section data.
    ['at the content root', '/concepts/', '/glossary/', '/no-such-page/', 'Glossary | webpack'],
  ])('keeps the new page’s head while its content loads or fails (%s)', async (_, from, to, sibling, title) => {
    const chunks = await pageChunks(from, to, sibling);
    expect(chunks.length).toBeGreaterThan(0);
    const page = await browser().newPage({ serviceWorkers: 'block' });
    let release: (outcome: 'continue' | 'abort') => void = () => undefined;
    const held = new Promise<'continue' | 'abort'>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => chunks.includes(url.pathname),
      async (route) => ((await held) === 'abort' ? route.abort() : route.continue()),
    );
    await page.goto(`${origin()}${from}`);
    await waitForApp(page);
    await page.evaluate((url) => document.querySelector<HTMLAnchorElement>(`a[href="${url}"]`)?.click(), to);
    // The new route's placeholder (the page it leaves was loaded, so it shows none).
    await page.waitForFunction(
      (to) => window.location.pathname === to && document.querySelector('.content-placeholder'),
      to,
    );
    await page.waitForFunction((expected) => document.title === expected, title);
    expect(await headTags(page)).toMatchObject({
      titles: 1,
      descriptions: 1,
      canonicals: [`https://webpack.js.org${to}`],
    });
    expect(await page.getAttribute('#main-content', 'class')).toBe('content-placeholder');
    release('abort');
    await page.waitForSelector('text=Error loading content.');
    expect(await headTags(page)).toMatchObject({ title, titles: 1, canonicals: [`https://webpack.js.org${to}`] });
    expect(await page.getAttribute('#main-content', 'class')).toBe('content-error');
    await page.close();
  });
});

describe('mobile sidebar', () => {
  const phone = () => browser().newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const isOpen = (page: Page) =>
    page.evaluate(() => document.querySelector('.sidebar-mobile')?.classList.contains('sidebar-mobile--open'));

  async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, steps = 5) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
    for (let step = 1; step <= steps; step += 1) {
      const point = {
        x: from.x + ((to.x - from.x) * step) / steps,
        y: from.y + ((to.y - from.y) * step) / steps,
      };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }

  it('is not in the prerendered HTML', async () => {
    const html = await (await fetch(`${origin()}/concepts/`)).text();
    expect(html).not.toContain('id="sidebar-mobile"');
  });

  it('opens with the header control and closes on an outside tap', async () => {
    const context = await phone();
    const page = await open('/concepts/modules/', context);
    expect(await page.isVisible('header #sidebar-toggle')).toBe(true);
    expect(await page.isVisible('#sidebar-mobile')).toBe(false);
    await page.tap('header #sidebar-toggle');
    await page.waitForFunction(() => document.activeElement?.classList.contains('sidebar-mobile__close'));
    expect(await isOpen(page)).toBe(true);
    expect(await page.getAttribute('header #sidebar-toggle', 'aria-expanded')).toBe('true');
    expect(await page.isVisible('#sidebar-mobile a[aria-current="page"]:text("Modules")')).toBe(true);
    await page.touchscreen.tap(370, 600);
    await page.waitForFunction(() => !document.querySelector('.sidebar-mobile--open'));
    // Focus goes back to the control that opened it.
    await page.waitForFunction(() => document.activeElement?.id === 'sidebar-toggle');
    await context.close();
  });

  it('opens with a swipe right and closes with a swipe left or Escape', async () => {
    const context = await phone();
    const page = await open('/concepts/', context);
    // Too short (below 20 px) or too vertical: nothing happens.
    await swipe(page, { x: 20, y: 400 }, { x: 35, y: 400 });
    await swipe(page, { x: 20, y: 300 }, { x: 80, y: 500 });
    await waitForPendingRenders(page);
    expect(await isOpen(page)).toBe(false);
    await swipe(page, { x: 20, y: 400 }, { x: 200, y: 420 });
    await page.waitForFunction(() => document.querySelector('.sidebar-mobile--open'));
    await swipe(page, { x: 250, y: 400 }, { x: 100, y: 410 });
    await page.waitForFunction(() => !document.querySelector('.sidebar-mobile--open'));
    await page.tap('header #sidebar-toggle');
    await page.waitForFunction(() => document.querySelector('.sidebar-mobile--open'));
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('.sidebar-mobile--open'));
    await context.close();
  });

  /** Resolves once the panel has finished sliding (in or out). */
  const settled = (page: Page) =>
    page.waitForFunction(() => {
      const panel = document.getElementById('sidebar-mobile');
      return panel !== null && panel.getAnimations().length === 0;
    });

  it('closes with the same header control that opened it', async () => {
    const context = await phone();
    const page = await open('/concepts/modules/', context);
    await page.waitForSelector('#sidebar-mobile', { state: 'attached' });
    const box = await page.locator('header #sidebar-toggle').boundingBox();
    if (!box) throw new Error('no sidebar toggle');
    const center = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.touchscreen.tap(center.x, center.y);
    await page.waitForFunction(() => document.querySelector('.sidebar-mobile--open'));
    await settled(page);
    // The toggle is still what a tap at its place reaches, not a link of the drawer over it.
    expect(
      await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('#sidebar-toggle') !== null, center),
    ).toBe(true);
    await page.touchscreen.tap(center.x, center.y);
    await page.waitForFunction(() => !document.querySelector('.sidebar-mobile--open'));
    expect(page.url()).toBe(`${origin()}/concepts/modules/`);
    expect(await page.getAttribute('header #sidebar-toggle', 'aria-expanded')).toBe('false');
    await context.close();
  });

  it('opens with a long swipe instead of the browser going back', async () => {
    const context = await phone();
    const page = await open('/concepts/', context);
    // One client-side navigation: there is a page to go back to.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('main a[href="/concepts/modules/"]')?.click());
    await waitForPage(page, '/concepts/modules/', 'Modules');
    await page.waitForSelector('#sidebar-mobile', { state: 'attached' });
    await swipe(page, { x: 10, y: 400 }, { x: 385, y: 410 }, 12);
    await page.waitForFunction(() => document.querySelector('.sidebar-mobile--open'));
    expect(page.url()).toBe(`${origin()}/concepts/modules/`);
    expect(await isOpen(page)).toBe(true);
    // Chromium would start its own back navigation only after its overscroll animation, so its absence
    // cannot be awaited: check what keeps the browser from taking the gesture, where the drawer exists.
    expect(
      await page.evaluate(() =>
        [document.documentElement, document.body].map((element) => getComputedStyle(element).overscrollBehaviorX),
      ),
    ).toEqual(['none', 'none']);
    await context.close();
  });

  it('ignores swipes where the header control is hidden (desktop widths)', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 }, hasTouch: true });
    const page = await open('/concepts/', context);
    await page.waitForSelector('#sidebar-mobile', { state: 'attached' });
    expect(await page.isVisible('header #sidebar-toggle')).toBe(false);
    // Long enough to open the drawer on a phone, short enough not to start the browser's own back swipe,
    // which wide screens keep.
    await swipe(page, { x: 20, y: 400 }, { x: 120, y: 405 });
    // The touch listeners have run (each dispatch waits for the page to handle it): whatever they set
    // has rendered once React's pending work is done.
    await waitForPendingRenders(page);
    expect(await isOpen(page)).toBe(false);
    expect(await page.isVisible('#sidebar-mobile')).toBe(false);
    await context.close();
  });

  it('closes when the window grows past the header breakpoint', async () => {
    const context = await phone();
    const page = await open('/concepts/', context);
    await page.tap('header #sidebar-toggle');
    await page.waitForFunction(() => document.querySelector('.sidebar-mobile--open'));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForFunction(() => !document.querySelector('.sidebar-mobile--open'));
    await context.close();
  });

  it('closes when a link in it is followed', async () => {
    const context = await phone();
    const page = await open('/concepts/', context);
    await page.tap('header #sidebar-toggle');
    await page.waitForFunction(() => document.querySelector('.sidebar-mobile--open'));
    await page.tap('#sidebar-mobile .sidebar a[href="/concepts/modules/"]');
    await waitForPage(page, '/concepts/modules/', 'Modules');
    await page.waitForFunction(() => !document.querySelector('.sidebar-mobile--open'));
    await context.close();
  });
});
