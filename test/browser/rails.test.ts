import { jest } from '@jest/globals';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { useBrowser, siteOrigin, waitForApp } from './support/browser.ts';

/**
 * Reading a long page of the real site: the table of contents follows a jump, keeps its highlighted
 * entry in sight and is not repeated by the sidebar; phones get it above the article; the drawer
 * opens at the current page; a page still loading keeps the layout; a mistyped address suggests the
 * page meant.
 */

jest.setTimeout(30000);

const LONG_PAGE = '/configuration/optimization/';
const browser = useBrowser();

async function open(route: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser().newContext({ viewport: { width: 1440, height: 900 }, ...options });
  const page = await context.newPage();
  await page.goto(`${siteOrigin()}${route}`);
  await waitForApp(page);
  return page;
}

/** The heading the reader is in, by the rule the table of contents follows (see activeHeading). */
const headingRead = (page: Page) =>
  page.evaluate(() => {
    const line = window.innerHeight / 5;
    const headings = [...document.querySelectorAll('.page__body :is(h2, h3)[id]')];
    return headings.filter((heading) => heading.getBoundingClientRect().top <= line).pop()?.id;
  });

const highlighted = (page: Page) =>
  page.evaluate(() => document.querySelector('.toc--rail a[aria-current]')?.getAttribute('href'));

describe('the table of contents of a long page', () => {
  it('follows a jump that crosses no heading line, and keeps the entry in sight', async () => {
    const page = await open(LONG_PAGE);
    // Somewhere in the longest section, its heading well above the top fifth and the next one well below:
    // no heading crosses the observed line on the way there, nor is on it after.
    const target = await page.evaluate(() => {
      const tops = [...document.querySelectorAll('.page__body :is(h2, h3)[id]')].map(
        (heading) => heading.getBoundingClientRect().top + window.scrollY,
      );
      let best = 0;
      for (let index = 1; index < tops.length; index += 1) {
        if (tops[index] - tops[index - 1] > tops[best + 1] - tops[best]) best = index - 1;
      }
      return (tops[best] + tops[best + 1]) / 2 - window.innerHeight / 10;
    });
    await page.evaluate((y) => window.scrollTo(0, y), target);
    const expected = await headingRead(page);
    expect(expected).toBeDefined();
    await page.waitForFunction(
      (id) => document.querySelector('.toc--rail a[aria-current]')?.getAttribute('href') === `#${id}`,
      expected,
    );
    const inSight = await page.evaluate(() => {
      const rail = document.querySelector('.toc--rail')!.getBoundingClientRect();
      const entry = document.querySelector('.toc--rail a[aria-current]')!.getBoundingClientRect();
      return entry.top >= rail.top && entry.bottom <= rail.bottom;
    });
    expect(inSight).toBe(true);
    // Outlined: the sections, and the entries of the section being read only.
    const entries = await page.locator('.toc--rail a').count();
    expect(entries).toBeLessThan(80);
    expect(await highlighted(page)).toBe(`#${expected}`);
    await page.context().close();
  });

  it('is not repeated under the current page in the sidebar while the rail shows it', async () => {
    const page = await open('/configuration/output/');
    const listedInSidebar = () => page.locator('.sidebar a[href^="/configuration/output/#"]').first().isVisible();
    expect(await page.locator('.toc--rail a').first().isVisible()).toBe(true);
    expect(await listedInSidebar()).toBe(false);
    await page.setViewportSize({ width: 1100, height: 900 });
    expect(await page.locator('.toc--rail').isVisible()).toBe(false);
    expect(await listedInSidebar()).toBe(true);
    await page.context().close();
  });
});

describe('on a phone', () => {
  const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

  it('lists the sections above the article, and closes the list on a pick', async () => {
    const page = await open(LONG_PAGE, phone);
    const control = page.locator('.toc-inline');
    expect(await control.isVisible()).toBe(true);
    await page.locator('.toc-inline__summary').click();
    const entry = page.locator('.toc-inline a').nth(3);
    const href = await entry.getAttribute('href');
    await entry.click();
    await page.waitForURL(`${siteOrigin()}${LONG_PAGE}${href}`);
    expect(await control.getAttribute('open')).toBeNull();
    await page.context().close();
  });

  it('opens the drawer at the current page', async () => {
    const page = await open('/plugins/split-chunks-plugin/', phone);
    await page.locator('#sidebar-toggle').click();
    await page.waitForSelector('.sidebar-mobile--open', { state: 'attached' });
    await page.waitForFunction(() => {
      const panel = document.querySelector('#sidebar-mobile')!.getBoundingClientRect();
      const current = document
        .querySelector('#sidebar-mobile .sidebar__item--current > .sidebar__row')
        ?.getBoundingClientRect();
      return current !== undefined && current.top >= panel.top && current.bottom <= panel.bottom;
    });
    await page.context().close();
  });
});

describe('a page whose content is still loading', () => {
  it('keeps the sidebar and the article column where the page will have them', async () => {
    const page = await open('/concepts/', { serviceWorkers: 'block' });
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Hold every script requested from now on: the next page's content chunk among them.
    await page.route(/\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('.docs .sidebar a[href="/concepts/output/"]').click();
    await page.waitForSelector('.content-placeholder');
    const loading = await page.evaluate(() => ({
      sidebar: document.querySelector('.docs .sidebar')?.getBoundingClientRect().width ?? 0,
      column: document.querySelector('.content-placeholder')!.getBoundingClientRect().left,
    }));
    release();
    await page.waitForSelector('.page__body');
    const loaded = await page.evaluate(() => document.querySelector('.page__body')!.getBoundingClientRect().left);
    expect(loading.sidebar).toBeGreaterThan(200);
    expect(loading.column).toBe(loaded);
    await page.context().close();
  });
});

describe('a mistyped address', () => {
  it('suggests the page meant', async () => {
    const page = await open('/guides/code-spliting/');
    await page.waitForSelector('text=Perhaps you were looking for');
    expect(await page.getAttribute('.not-found__pages a >> nth=0', 'href')).toBe('/guides/code-splitting/');
    await page.context().close();
  });
});
