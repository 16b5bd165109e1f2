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

function weigh(files: string[]): Weight {
  return files.reduce(
    (total, file) => {
      const bytes = fs.readFileSync(file);
      return { raw: total.raw + bytes.length, gzip: total.gzip + zlib.gzipSync(bytes, { level: 9 }).length };
    },
    { raw: 0, gzip: 0 },
  );
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

/** The configuration page with the most HTML: the heaviest page of the site. */
export function largestPage(dist: string, section: string): string {
  const dir = path.join(dist, section);
  const sizes = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'printable')
    .filter((entry) => fs.existsSync(path.join(dir, entry.name, 'index.html')))
    .map((entry) => ({
      route: `/${section}/${entry.name}/`,
      size: fs.statSync(path.join(dir, entry.name, 'index.html')).size,
    }));
  return sizes.sort((a, b) => b.size - a.size)[0].route;
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
