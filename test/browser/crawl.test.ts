import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { devices, type BrowserContext, type BrowserContextOptions, type Page, type Request } from 'playwright-core';
import {
  useBrowser,
  siteOrigin,
  trackRequests,
  waitForApp,
  watchProblems,
  type PageProblems,
} from './support/browser.ts';
import { SITE } from '../../scripts/tools/testing/fixture-site.ts';
import { THEME_KEY } from '../../src/shared/first-paint.ts';

/** Pages open at once; the machine has two cores. */
const PARALLEL = 3;
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface PageReport {
  route: string;
  console: string[];
  failedRequests: string[];
  violations: string[];
  /** What the page's Content-Security-Policy (from `_headers`) refused. */
  csp: string[];
}

function routesOfSite(): string[] {
  const sitemap = fs.readFileSync(path.join(SITE.out, 'sitemap.xml'), 'utf8');
  const routes = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]);
  const printable = fs
    .readdirSync(SITE.out)
    .filter((dir) => fs.existsSync(path.join(SITE.out, dir, 'printable/index.html')))
    .map((dir) => `/${dir}/printable/`);
  return [...routes, ...printable, NOT_FOUND_ROUTE];
}

const NOT_FOUND_ROUTE = '/no-such-page/';

/**
 * A printable page joins the pages of a section, each of which the crawl audits on its own: axe checks
 * its chrome only there (the biggest ones would take most of the crawl's time to audit again). The
 * joined articles are also taken out of the document before axe runs: axe walks every node of the
 * document, excluded or not, and theirs were 40,000 on the largest (a tenth of the crawl's axe time).
 */
const AXE_EXCLUDE = ['.printable__page'];
const REMOVED_BEFORE_AXE = '.printable__page .page__body';

/**
 * What every page of a section shows alike: the announcement, the header, the section row, the sidebar
 * and the footer. Axe checks them on the first page of each section (the header's and sidebar's active
 * links are that section's there) and the rest of each page on every page: the same markup audited
 * again on each of a section's pages took a fifth of the crawl's axe time.
 */
const SITE_CHROME = ['.notification-banner', '.header', '.subnav', '.sidebar', '.footer'];

/** The routes on which the crawl audits the site chrome too: the first of each section. */
function chromeAuditedOn(routes: string[]): Set<string> {
  const firstOfSection = new Map<string, string>();
  for (const route of routes) {
    const section = route.split('/')[1];
    if (!firstOfSection.has(section)) firstOfSection.set(section, route);
  }
  return new Set(firstOfSection.values());
}

/**
 * Every rule axe has for WCAG 2.0 to 2.2 A and AA and its best practices, and the experimental ones
 * (label in name, table headers of every data cell): what Lighthouse's accessibility audit runs too.
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental'];

/**
 * Rules of those that can only ask a person to review, never fail: `hidden-content` lists every hidden
 * element with content (closed menus, the other theme's icon) for a manual look. The crawl reports
 * violations only; leaving this one rule out takes 7% off the crawl.
 */
const AXE_REVIEW_ONLY = { 'hidden-content': { enabled: false } };

/**
 * One tab of the crawl: it opens page after page, as a reader following links in one tab would, so that
 * the browser makes one renderer process for it rather than one a page (a third of the crawl's time).
 * What goes wrong is counted from one page's load to the next: the crawl leaves a page only once every
 * request it made has ended, so nothing of one page is counted as the next one's. A request the page
 * starts after that (a chunk it loads when idle) is aborted by the next page's load, as closing its tab
 * would abort it: the crawl's doing, not the page's.
 */
async function openTab(
  context: BrowserContext,
  axeExclude: (route: string) => string[],
): Promise<(route: string) => Promise<PageReport>> {
  const page = await context.newPage();
  const requests = trackRequests(page);
  const problems = watchProblems(page, abortedByLeaving(page));
  return async (route) => {
    problems.console = [];
    problems.failedRequests = [];
    const { violations, csp } = await audit({ page, problems, requests }, route, axeExclude(route));
    await requests.settled();
    return { route, console: [...problems.console], failedRequests: [...problems.failedRequests], violations, csp };
  };
}

/**
 * Whether a failed request is one the previous page started and the next page's load aborted: it
 * started in an earlier document of the tab, or while the next one was on its way (the old page runs
 * until the new one commits; the new one has started nothing before that).
 */
function abortedByLeaving(page: Page): (request: Request) => boolean {
  let documents = 0;
  let navigating = false;
  const documentOf = new WeakMap<Request, number>();
  page.on('request', (request) => {
    documentOf.set(request, documents);
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigating = true;
  });
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    documents += 1;
    navigating = false;
  });
  return (request) =>
    request.failure()?.errorText === 'net::ERR_ABORTED' &&
    (navigating || (documentOf.get(request) ?? documents) < documents);
}

interface Tab {
  page: Page;
  problems: PageProblems;
  requests: ReturnType<typeof trackRequests>;
}

/** Opens `route` in the tab and audits it; the tab's `problems` are the page's once it returns. */
async function audit(
  { page, problems, requests }: Tab,
  route: string,
  exclude: string[],
): Promise<Pick<PageReport, 'violations' | 'csp'>> {
  await page.goto(`${siteOrigin()}${route}`);
  await waitForApp(page);
  // The chunk loaded after hydration (the browser-only mobile drawer) is checked too: once it has
  // rendered and every request the page made has ended, the page is complete.
  await page.waitForSelector('#sidebar-mobile', { state: 'attached' });
  await requests.settled();
  // The not-found page is served with status 404 on purpose; Chromium logs that as an error.
  if (route === NOT_FOUND_ROUTE) {
    problems.console = problems.console.filter((line) => !line.includes('status of 404'));
    problems.failedRequests = problems.failedRequests.filter((line) => !line.endsWith(`${NOT_FOUND_ROUTE} 404`));
  }
  await page.evaluate(
    (selector) => document.querySelectorAll(selector).forEach((node) => node.remove()),
    REMOVED_BEFORE_AXE,
  );
  // Evaluated by the browser's tooling, not as a page script: the site's policy allows no inline script.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ([exclude, tags, rules]) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: object,
              options: object,
            ) => Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }>;
          };
        }
      ).axe;
      const result = await axe.run(
        { exclude: exclude.map((selector) => [selector]) },
        { runOnly: tags, rules, resultTypes: ['violations'] },
      );
      return result.violations.map(
        (violation) => `${violation.id} (${violation.impact}, ${violation.nodes.length} nodes)`,
      );
    },
    [exclude, AXE_TAGS, AXE_REVIEW_ONLY] as const,
  );
  const csp = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
  return { violations, csp };
}

const browser = useBrowser();

/** Audits `routes`, a few tabs at a time, in one context made with `options`. */
async function auditAll(routes: string[], options: BrowserContextOptions = {}): Promise<PageReport[]> {
  const queue = [...routes];
  const reports: PageReport[] = [];
  const withChrome = chromeAuditedOn(routes);
  const axeExclude = (route: string) => (withChrome.has(route) ? AXE_EXCLUDE : [...AXE_EXCLUDE, ...SITE_CHROME]);
  const context = await browser().newContext(options);
  await context.addInitScript(() => {
    window.print = () => undefined;
    const violations: string[] = [];
    Object.assign(window, { __cspViolations: violations });
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'}`),
    );
  });
  await Promise.all(
    Array.from({ length: Math.min(PARALLEL, routes.length) }, async () => {
      const visit = await openTab(context, axeExclude);
      for (let route = queue.shift(); route; route = queue.shift()) {
        reports.push(
          await visit(route).catch((error: unknown) => {
            throw new Error(`${route}: ${(error as Error).message}`);
          }),
        );
      }
    }),
  );
  await context.close();
  return reports;
}

function failing(reports: PageReport[]): PageReport[] {
  return reports.filter(
    (report) => report.console.length + report.failedRequests.length + report.violations.length + report.csp.length > 0,
  );
}

it('opens every page of the built site with no console error, failed request, CSP violation or axe violation', async () => {
  const routes = routesOfSite();
  const reports = await auditAll(routes);
  const count = (key: 'console' | 'failedRequests' | 'violations' | 'csp') =>
    reports.reduce((sum, report) => sum + report[key].length, 0);
  console.log(
    `crawl: ${reports.length} pages; console errors ${count('console')}, failed requests ${count('failedRequests')}, CSP violations ${count('csp')}, axe violations ${count('violations')}`,
  );
  expect(reports).toHaveLength(routes.length);
  expect(failing(reports)).toEqual([]);
}, 900000);

/** A page of each kind, and the longest: what a phone shows differently (heading anchors, drawers). */
const PHONE_SAMPLE = ['/', '/concepts/modules/', '/api/cli/', '/comparison/', '/vote/', '/blog/', NOT_FOUND_ROUTE];

it.each(['light', 'dark'] as const)(
  'passes axe on a touch phone in the %s theme',
  async (theme) => {
    const reports = await auditAll(PHONE_SAMPLE, {
      ...devices['Pixel 7'],
      colorScheme: theme,
      // The stored choice is what the head script applies before the first paint.
      storageState: {
        cookies: [],
        origins: [{ origin: siteOrigin(), localStorage: [{ name: THEME_KEY, value: theme }] }],
      },
    });
    expect(failing(reports)).toEqual([]);
  },
  300000,
);
