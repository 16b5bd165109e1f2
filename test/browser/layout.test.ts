import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { useBrowser, siteOrigin, waitForApp } from './support/browser.ts';
import { OPENS_MID_PAGE_CLASS } from '../../src/shared/first-paint.ts';
import { layoutProblems, subnavSettled, type LayoutChecks } from './layout/in-page-checks.ts';

/**
 * The layout at every width a reader may have, in both themes, on a sample of the real site: the
 * header's controls never overlap, names never wrap inside a word (tables, rails, headings, inline
 * code), nothing pushes the page sideways, the section row fades where it cuts an item, and the Copy
 * button of a code block never covers code. Each page is resized from width to width; every check of
 * a width runs in one evaluation.
 */

const DIST = path.resolve(process.env.SITE_DIST ?? 'dist');
const THEMES = ['light', 'dark'] as const;
/** The header's breakpoints (Header.css, Search.css), each side of them, and common screens. */
const HEADER_WIDTHS = [
  320, 359, 360, 390, 430, 479, 480, 600, 700, 767, 768, 769, 800, 860, 900, 959, 960, 1000, 1024, 1099, 1100, 1150,
  1199, 1200, 1280, 1366, 1440, 1600,
];
/** Phone, large phone, tablet, the sidebar's and the table of contents' breakpoints, wide. */
const CONTENT_WIDTHS = [320, 390, 768, 960, 1100, 1280, 1600];
const HEIGHT = 900;
type Size = { width: number; height: number };
const PHONE: Size = { width: 390, height: 844 };

const ALL: LayoutChecks = { header: true, codeWraps: true, overflow: true, copyButtons: true, subnav: true };
const HEADER_ONLY: LayoutChecks = {
  header: true,
  codeWraps: false,
  overflow: false,
  copyButtons: false,
  subnav: false,
};

function routes(): string[] {
  // No build: the one route left fails in siteOrigin(), with the message saying how to build.
  if (!fs.existsSync(path.join(DIST, 'sitemap.xml'))) return ['/'];
  const sitemap = fs.readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]);
}

const htmlOf = (route: string) => fs.readFileSync(path.join(DIST, route, 'index.html'), 'utf8');

/**
 * The home page, the largest page of each section (the most headings, code and tables; one for the
 * pages at the root) and the three pages with the longest tables.
 */
function samplePages(): string[] {
  const pages = routes().map((route) => {
    const html = htmlOf(route);
    return { route, size: html.length, rows: html.split('<tr').length - 1 };
  });
  const largest = new Map<string, { route: string; size: number }>();
  for (const page of pages) {
    // Pages at the root (`/glossary/`, `/comparison/`, ...) count as one section.
    const segments = page.route.split('/').filter(Boolean);
    const section = segments.length > 1 ? segments[0] : '';
    if (page.size > (largest.get(section)?.size ?? 0)) largest.set(section, page);
  }
  const longestTables = [...pages].sort((a, b) => b.rows - a.rows).slice(0, 3);
  return [...new Set(['/', ...[...largest.values()].map((page) => page.route), ...longestTables.map((p) => p.route)])];
}

async function setTheme(page: Page, theme: (typeof THEMES)[number]): Promise<void> {
  await page.evaluate((dark) => {
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  }, theme === 'dark');
}

/** Every check at every width and theme; returns the problems, each prefixed with where it was seen. */
async function sweep(page: Page, route: string, widths: number[], checks: LayoutChecks): Promise<string[]> {
  const problems: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: HEIGHT });
    // The row's fades follow its size a frame late: wait until they agree with it.
    if (checks.subnav) await page.waitForFunction(subnavSettled, undefined, { timeout: 5000 });
    for (const theme of THEMES) {
      await setTheme(page, theme);
      const found = await page.evaluate(layoutProblems, checks);
      problems.push(...found.map((problem) => `${route} at ${width}px, ${theme}: ${problem}`));
    }
  }
  return problems;
}

async function openTab(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
  return context.newPage();
}

/** Opens `route` in the tab with a window of `size`, as a reader with that window would. */
async function visit(page: Page, route: string, size: Size): Promise<Page> {
  await page.setViewportSize(size);
  await page.goto(`${siteOrigin()}${route}`);
  await waitForApp(page);
  // The sweep measures every block of the article at each width, far ones too: the browser must lay
  // them all out, as it does for a page opened part-way down, not only those near the screen.
  await page.evaluate((name) => document.documentElement.classList.add(name), OPENS_MID_PAGE_CLASS);
  return page;
}

/** A readable failure: how many problems, and the first ones. */
function expectNone(problems: string[]): void {
  expect({ count: problems.length, first: problems.slice(0, 15) }).toEqual({ count: 0, first: [] });
}

const browser = useBrowser();

describe('layout', () => {
  // One tab for every page of a kind of screen, resized as the sweep goes: a new tab costs a renderer
  // process, which took longer than the sweep of most pages.
  let desktop: Page;
  let phone: Page;
  beforeAll(async () => {
    desktop = await openTab(browser(), { viewport: { width: 1280, height: HEIGHT } });
    phone = await openTab(browser(), { viewport: PHONE, isMobile: true, hasTouch: true });
  });
  afterAll(async () => {
    await Promise.all([desktop.context().close(), phone.context().close()]);
  });

  it('keeps every header control clear of the others at every width', async () => {
    // The header is the same on every page; this one has the section row and an active nav link.
    const page = await visit(desktop, '/concepts/', { width: 1280, height: HEIGHT });
    expectNone(await sweep(page, '/concepts/', HEADER_WIDTHS, HEADER_ONLY));
  }, 120000);

  it.each(samplePages())(
    'lays out %s with whole names, no sideways scrolling and uncovered code',
    async (route) => {
      const page = await visit(desktop, route, { width: CONTENT_WIDTHS[0], height: HEIGHT });
      expectNone(await sweep(page, route, CONTENT_WIDTHS, ALL));
    },
    120000,
  );

  it.each(['/guides/getting-started/', '/configuration/optimization/'])(
    'keeps code clear of the Copy button on touch screens, where it always shows: %s',
    async (route) => {
      const page = await visit(phone, route, PHONE);
      expectNone(await sweep(page, route, [360, 390, 768], ALL));
    },
    120000,
  );
});
