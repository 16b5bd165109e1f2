import fs from 'node:fs';
import path from 'node:path';
import { namesAFile } from '../../src/shared/content/routes.ts';
import { SITE } from '../../scripts/tools/testing/fixture-site.ts';

/** Every internal link and #anchor in the built HTML of the real site points at something that exists. */
const DIST = SITE.out;

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

function routeOf(file: string): string {
  const relative = path.relative(DIST, file).split(path.sep).join('/');
  return `/${relative.replace(/index\.html$/, '')}`;
}

it('has no broken internal link or anchor in the built HTML', () => {
  const files = htmlFiles(DIST).filter((file) => !file.endsWith('404.html'));
  const ids = new Map<string, Set<string>>();
  const hrefs: { from: string; href: string }[] = [];
  for (const file of files) {
    const html = fs.readFileSync(file, 'utf8');
    const route = routeOf(file);
    ids.set(route, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1])));
    for (const match of html.matchAll(/<a [^>]*href="([^"]+)"/g)) hrefs.push({ from: route, href: match[1] });
  }
  const broken = hrefs.filter(({ from, href }) => {
    if (!href.startsWith('/') && !href.startsWith('#')) return false;
    const [pathname, hash] = href.split('#');
    const route = pathname || from;
    if (namesAFile(route)) return !fs.existsSync(path.join(DIST, route));
    const targetIds = ids.get(route);
    return !targetIds || (hash !== undefined && hash !== '' && !targetIds.has(decodeURIComponent(hash)));
  });
  console.log(`links: ${hrefs.length} checked in ${files.length} pages, ${broken.length} broken`);
  expect(broken.map(({ from, href }) => `${from} → ${href}`)).toEqual([]);
});
