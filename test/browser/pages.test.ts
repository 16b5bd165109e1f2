import { useBrowser, origin, waitForApp, waitForPage, watchProblems } from './support/browser.ts';

const browser = useBrowser();

describe.each([
  ['/', 'bundle your'],
  ['/concepts/', 'Concepts'],
  ['/configuration/output/', 'output.filename'],
])('prerendered page %s', (route, text) => {
  it('holds its rendered body in the HTML before any script runs', async () => {
    const response = await fetch(`${origin()}${route}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(text);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
  });

  it('hydrates with no console error, hydration warning or failed request', async () => {
    const page = await browser().newPage();
    const problems = watchProblems(page);
    await page.goto(`${origin()}${route}`);
    await waitForApp(page);
    expect(await page.textContent('main')).toContain(text);
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.close();
  });
});

it('navigates client-side between pages without reloading the document', async () => {
  const page = await browser().newPage();
  const problems = watchProblems(page);
  await page.goto(`${origin()}/concepts/`);
  await waitForApp(page);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.click('.sidebar a[href="/concepts/modules/"]');
  await waitForPage(page, '/concepts/modules/', 'Modules');
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(await page.title()).toBe('Modules | webpack');
  expect(problems.console).toEqual([]);
  await page.close();
});

it('shows the not-found page for an unknown route', async () => {
  const response = await fetch(`${origin()}/no-such-page/`);
  expect(response.status).toBe(404);
  const page = await browser().newPage();
  await page.goto(`${origin()}/no-such-page/`);
  await waitForApp(page);
  await expect(page.textContent('main')).resolves.toContain('Page Not Found');
  expect(await page.textContent('main')).toContain('Oops! The page you are looking for has been removed or relocated.');
  expect(await page.getAttribute('a:text("Go to Homepage")', 'href')).toBe('/');
  await page.close();
});

it('redirects a path without its trailing slash, on the server and in the app', async () => {
  const response = await fetch(`${origin()}/concepts`, { redirect: 'manual' });
  expect(response.status).toBe(301);
  expect(response.headers.get('location')).toBe('/concepts/');

  const page = await browser().newPage();
  await page.goto(`${origin()}/concepts/`);
  await waitForApp(page);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/concepts/modules');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await waitForPage(page, '/concepts/modules/', 'Modules');
  await page.close();
});

it('sends #cache anchors of other-options to the cache page', async () => {
  const page = await browser().newPage();
  await page.goto(`${origin()}/configuration/other-options/#cache-type`);
  await waitForApp(page);
  // The address changes first; the page it names renders once its chunk has loaded.
  await waitForPage(page, '/configuration/cache/#cache-type', 'Cache');
  await page.close();
});

it('shows "Error loading content." when a page chunk fails, and recovers on retry', async () => {
  // page.route cannot see requests a service worker answers: keep the worker out of this test.
  const page = await browser().newPage({ serviceWorkers: 'block' });
  await page.goto(`${origin()}/concepts/`);
  await waitForApp(page);
  let block = true;
  await page.route(/\/[^/]+\.js$/, (route) => (block ? route.abort() : route.continue()));
  await page.click('.sidebar a[href="/concepts/modules/"]');
  await page.waitForSelector('text=Error loading content.');
  expect(await page.isVisible('header')).toBe(true);
  block = false;
  await page.click('button:text("Try again")');
  await waitForPage(page, '/concepts/modules/', 'Modules');
  await page.close();
});
