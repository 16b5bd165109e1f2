import { useBrowser, origin, waitForApp } from './support/browser.ts';
import { SITE_URL } from '../../src/shared/site.ts';

const browser = useBrowser();

describe('"On this page"', () => {
  it('follows the reader down the page and highlights the last section at the bottom', async () => {
    // The table of contents rail shows from 1280 px; "Summary", the last section, is one line long.
    const page = await browser().newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${origin()}/guides/caching/`);
    await waitForApp(page);
    const current = () => page.locator('.toc--rail a[aria-current="location"]').textContent();
    expect(await current()).toBe('Step 1');

    await page.locator('#step-4').evaluate((heading) => window.scrollTo(0, (heading as HTMLElement).offsetTop - 100));
    await page.waitForFunction(() => document.querySelector('.toc--rail a[aria-current]')?.textContent === 'Step 4');

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => document.querySelector('.toc--rail a[aria-current]')?.textContent === 'Summary');
    // The heading itself never reached the top fifth of the window: only the bottom of the page counts.
    const top = await page.locator('#summary').evaluate((heading) => heading.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(900 / 5);
    expect(await page.locator('.toc--rail a[aria-current]').count()).toBe(1);
    await page.close();
  });
});

describe('printing a page', () => {
  it('shows the absolute address of links within the site, and hides the chrome', async () => {
    const page = await browser().newPage();
    await page.goto(`${origin()}/configuration/`);
    await waitForApp(page);
    await page.emulateMedia({ media: 'print' });
    const target = await page
      .locator('.page__body a[href="/configuration/output/"]')
      .evaluate((link) => getComputedStyle(link, '::after').content);
    expect(target).toBe(`" (${SITE_URL}/configuration/output/)"`);
    expect(await page.locator('header').isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    const onScreen = await page
      .locator('.page__body a[href="/configuration/output/"]')
      .evaluate((link) => getComputedStyle(link, '::after').content);
    expect(onScreen).toBe('none');
    await page.close();
  });
});
