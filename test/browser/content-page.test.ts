import { useBrowser, origin, waitForApp, waitForIntersectionChecks, watchProblems } from './support/browser.ts';

const browser = useBrowser();

it('does not request contributor avatars before the grid scrolls into view', async () => {
  const page = await browser().newPage({ viewport: { width: 1280, height: 700 } });
  const avatars: string[] = [];
  let bothRequested: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => (bothRequested = resolve));
  await page.route('https://github.com/**', (route) => {
    avatars.push(route.request().url());
    if (avatars.length === 2) bothRequested();
    return route.fulfill({ status: 404 });
  });
  await page.goto(`${origin()}/guides/caching/`);
  await waitForApp(page);
  // The page has checked whether the grid is in view, and rendered what that decided: no images.
  await waitForIntersectionChecks(page, '.contributors');
  expect(await page.locator('.contributors img').count()).toBe(0);
  expect(avatars).toEqual([]);
  expect(await page.textContent('#contributors-title')).toBe('2 Contributors');
  await page.locator('.contributors').scrollIntoViewIfNeeded();
  // The images ask for the avatars (their 404s can turn them into initials before a poll would see them).
  await requested;
  await page.waitForFunction(() => document.querySelectorAll('.contributors__initials').length === 2);
  expect(avatars.sort()).toEqual([
    'https://github.com/another-writer.png?size=90',
    'https://github.com/example-writer.png?size=90',
  ]);
  // Offline or missing avatars fall back to initials, never a broken image.
  expect(await page.locator('.contributors img').count()).toBe(0);
  await page.close();
});

it('lands a hash URL on its heading, below the fixed header', async () => {
  const page = await browser().newPage({ viewport: { width: 1280, height: 700 } });
  await page.goto(`${origin()}/guides/caching/#step-5`);
  await waitForApp(page);
  // Where the heading ends up once nothing above it can still change size: fonts and images loaded,
  // and a frame laid out with them.
  await page.evaluate(async () => {
    await document.fonts.ready;
    const loading = [...document.images].filter((image) => !image.complete);
    await Promise.all(
      loading.map(
        (image) =>
          new Promise((resolve) => {
            image.addEventListener('load', resolve);
            image.addEventListener('error', resolve);
          }),
      ),
    );
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  const headerBottom = await page.locator('header').evaluate((element) => element.getBoundingClientRect().bottom);
  const headingTop = await page.locator('#step-5').evaluate((element) => element.getBoundingClientRect().top);
  expect(headingTop).toBeGreaterThanOrEqual(headerBottom);
  expect(headingTop).toBeLessThan(headerBottom + 80);
  await page.close();
});

it('scrolls to the top when navigating to another page', async () => {
  const page = await browser().newPage({ viewport: { width: 1280, height: 700 } });
  await page.goto(`${origin()}/guides/caching/`);
  await waitForApp(page);
  await page.mouse.wheel(0, 3000);
  await page.waitForFunction(() => window.scrollY > 1000);
  await page.click('.pager a');
  await page.waitForFunction(() => window.scrollY === 0);
  await page.close();
});

it('links "Edit this page" to the source file on the code host', async () => {
  const page = await browser().newPage();
  await page.goto(`${origin()}/guides/caching/`);
  expect(await page.getAttribute('a:text("Edit this page")', 'href')).toBe(
    'https://github.com/webpack/webpack.js.org/edit/main/content/guides/caching.mdx',
  );
  expect(await page.getAttribute('a:text("Edit this page")', 'rel')).toBe('noopener noreferrer');
  await page.close();
});

it('shows previous and next links in sidebar order', async () => {
  const page = await browser().newPage();
  await page.goto(`${origin()}/concepts/loaders/`);
  expect(await page.getAttribute('a.pager__previous', 'href')).toBe('/concepts/');
  expect(await page.getAttribute('a.pager__next', 'href')).toBe('/concepts/modules/');
  await page.close();
});

it('combines a section into one printable page, in sidebar order, with unique anchors', async () => {
  const html = await (await fetch(`${origin()}/guides/printable/`)).text();
  expect(html).toContain('<title>Combined printable page | webpack</title>');
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  const page = await browser().newPage();
  const problems = watchProblems(page);
  await page.addInitScript(() => {
    window.print = () => Object.assign(window, { __printed: true });
  });
  await page.goto(`${origin()}/guides/printable/`);
  await waitForApp(page);
  expect(await page.locator('.printable__page > h1').allTextContents()).toEqual(['Getting Started', 'Caching']);
  await page.waitForFunction(() => (window as { __printed?: boolean }).__printed === true);
  const ids = await page.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id));
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toContain('guides/caching-step-1');
  expect(await page.getAttribute('.printable a:text("the first step")', 'href')).toBe('#guides/caching-step-1');
  expect(problems.console).toEqual([]);
  await page.close();
});

it('lists blog posts newest first with dates and teasers', async () => {
  const page = await browser().newPage();
  await page.goto(`${origin()}/blog/`);
  expect(await page.locator('.blog-posts h2').allTextContents()).toEqual(['Later', 'Release']);
  expect(await page.locator('.blog-posts time').allTextContents()).toEqual(['2021-01-01', '2020-10-10']);
  expect(await page.textContent('.blog-posts')).toContain('Released.');
  await page.close();
});
