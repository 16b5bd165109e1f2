import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, siteOrigin, waitForApp } from './support/browser.ts';
import { SITE } from '../../scripts/tools/testing/fixture-site.ts';

/**
 * The combined printable pages of the real site (`dist/`, as the browser tests serve it): every page
 * of a section in one document, so every id must stay unique across pages. Builds nothing: it reads
 * and opens the build the browser tests already use.
 */
const DIST = SITE.out;
const SECTIONS = ['api', 'concepts', 'configuration', 'contribute', 'guides', 'loaders', 'migrate', 'plugins'];

function duplicates(ids: string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) repeated.add(id);
    seen.add(id);
  }
  return [...repeated];
}

function decode(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

const browser = useBrowser();

it('builds a printable page for each of the eight sections', () => {
  expect(SECTIONS.filter((section) => !fs.existsSync(path.join(DIST, section, 'printable/index.html')))).toEqual([]);
});

describe.each(SECTIONS)('/%s/printable/', (section) => {
  it('has unique ids in its prerendered HTML', () => {
    const html = fs.readFileSync(path.join(DIST, section, 'printable/index.html'), 'utf8');
    const ids = [...html.matchAll(/<[a-z][\w-]*\s[^>]*?\bid="([^"]*)"/g)].map((match) => decode(match[1]));
    expect(ids.length).toBeGreaterThan(10);
    expect(duplicates(ids)).toEqual([]);
  });

  it('has unique ids once hydrated, and every same-page link finds its target', async () => {
    const page = await browser().newPage();
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    await page.goto(`${siteOrigin()}/${section}/printable/`);
    await waitForApp(page);
    await page.waitForSelector('.printable__page');
    const { ids, sections, missing } = await page.evaluate(() => ({
      ids: [...document.querySelectorAll('[id]')].map((element) => element.id),
      sections: [...document.querySelectorAll('.printable__page')].map((element) => element.id),
      missing: [...document.querySelectorAll<HTMLAnchorElement>('.printable a[href^="#"]')]
        .map((link) => decodeURIComponent(link.getAttribute('href')!.slice(1)))
        .filter((id) => id !== '' && document.getElementById(id) === null),
    }));
    expect(duplicates(ids)).toEqual([]);
    // Each page's own id is its route: the kind of id no heading can have.
    for (const id of sections) expect(id).toMatch(new RegExp(`^${section}/([\\w-]+/)*$`));
    expect(missing).toEqual([]);
    await page.close();
  });
});
