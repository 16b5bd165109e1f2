import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface Weight {
  raw: number;
  gzip: number;
}

export interface PageWeight {
  route: string;
  html: Weight;
  js: Weight;
  css: Weight;
}

/** Sizes by file: every page links the same entry files, and each is compressed once. */
const weights = new Map<string, Weight>();

function weighFile(file: string): Weight {
  let weight = weights.get(file);
  if (!weight) {
    const bytes = fs.readFileSync(file);
    weight = { raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
    weights.set(file, weight);
  }
  return weight;
}

function weigh(files: string[]): Weight {
  return files
    .map(weighFile)
    .reduce((total, weight) => ({ raw: total.raw + weight.raw, gzip: total.gzip + weight.gzip }), {
      raw: 0,
      gzip: 0,
    });
}

/** What a first visit to a route downloads, as its prerendered HTML references it. */
export function pageWeight(dist: string, route: string): PageWeight {
  const htmlFile = path.join(dist, route, 'index.html');
  const html = fs.readFileSync(htmlFile, 'utf8');
  const refs = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => path.join(dist, match[1]));
  return {
    route,
    html: weigh([htmlFile]),
    js: weigh(refs(/<script[^>]+src="([^"]+)"/g)),
    css: weigh(refs(/<link rel="stylesheet" href="([^"]+)"/g)),
  };
}

/** Every route with its own HTML file (`/`, `/concepts/`, ...), the combined printable copies left out. */
export function routesOf(dist: string, dir = dist): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'printable' ? [] : routesOf(dist, full);
    if (entry.name !== 'index.html') return [];
    const relative = path.relative(dist, dir).split(path.sep).join('/');
    return [relative ? `/${relative}/` : '/'];
  });
}

/** The page with the most HTML: the longest article, the most for the browser to parse and hydrate. */
export function largestPage(dist: string): string {
  const size = (route: string) => fs.statSync(path.join(dist, route, 'index.html')).size;
  return routesOf(dist).reduce((largest, route) => (size(route) > size(largest) ? route : largest));
}

export interface JsSpread {
  pages: number;
  min: { route: string; gzip: number };
  median: { route: string; gzip: number };
  max: { route: string; gzip: number };
}

/** The first-load JS (gzip) of every page: the lightest, the median and the heaviest, by name. */
export function firstLoadJsSpread(dist: string): JsSpread {
  const sorted = routesOf(dist)
    .map((route) => ({ route, gzip: pageWeight(dist, route).js.gzip }))
    .sort((a, b) => a.gzip - b.gzip || a.route.localeCompare(b.route));
  return {
    pages: sorted.length,
    min: sorted[0],
    median: sorted[Math.floor(sorted.length / 2)],
    max: sorted[sorted.length - 1],
  };
}

export function folderSize(dir: string): { files: number; bytes: number } {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce(
    (total, entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        const inner = folderSize(full);
        return { files: total.files + inner.files, bytes: total.bytes + inner.bytes };
      }
      return { files: total.files + 1, bytes: total.bytes + fs.statSync(full).size };
    },
    { files: 0, bytes: 0 },
  );
}
