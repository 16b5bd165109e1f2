import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import {
  SEARCH_INDEX_FILE,
  SEARCH_INDEX_META,
  SEARCH_INDEX_VERSION,
  slugOf,
  type SearchIndexFile,
} from '../../src/search/index-format.ts';
import { extractPage } from './extract-html.ts';
import { packSection } from './pack.ts';

/**
 * The `search` build phase: reads every prerendered content page, splits its text at `##`/`###`
 * headings into records, writes them as `search-index.<hash>.json` and points every HTML file at it
 * with `<meta name="search-index">`, so the browser fetches the index only when search first opens.
 * A record ships its section's opening words and its other words once each (`pack.ts`), not its text.
 */

export interface IndexedPage {
  url: string;
  title: string;
}

/** Pages that are not documentation: combined printable copies, the app shell, the not-found page. */
export function isIndexableUrl(url: string): boolean {
  if (url === '/' || url === '/vote/' || url === '/app-shell/' || url === '/404/') return false;
  return !/\/printable\/$/.test(url);
}

export interface IndexedSection {
  /** Directory name: `configuration`. */
  section: string;
  title: string;
}

/**
 * lvl0 of a page: its top-level folder and that section's title (`['configuration', 'Configuration']`;
 * a section without an index page is titled by its folder, capitalized), else, for a page at the
 * content root (`/glossary/`), `['', its own title]`. The browser names a folder as the header and
 * sidebar do (`API`, though `api/index.mdx` is titled `Introduction`).
 */
export function sectionOf(url: string, title: string, sections: readonly IndexedSection[]): [string, string] {
  const top = url.split('/').find(Boolean);
  const section = sections.find((entry) => entry.section === top);
  if (!section) return ['', title];
  return [
    section.section,
    section.title === section.section ? section.title.charAt(0).toUpperCase() + section.title.slice(1) : section.title,
  ];
}

/**
 * Builds the index file from pages and a reader of their rendered HTML (`null`: no such file).
 * Pages are indexed in the given order; sections keep the order of the page.
 */
export function buildSearchIndexFile(
  pages: IndexedPage[],
  sections: readonly IndexedSection[],
  readHtml: (url: string) => string | null,
): SearchIndexFile {
  const file: SearchIndexFile = { version: SEARCH_INDEX_VERSION, sections: [], pages: [], records: [] };
  const sectionIds = new Map<string, number>();
  for (const page of pages) {
    if (!isIndexableUrl(page.url)) continue;
    const html = readHtml(page.url);
    const extracted = html === null ? null : extractPage(html);
    if (!extracted) continue;
    const title = extracted.title || page.title;
    const lvl0 = sectionOf(page.url, title, sections);
    const key = lvl0.join('/');
    if (!sectionIds.has(key)) {
      sectionIds.set(key, file.sections.length);
      file.sections.push(lvl0);
    }
    const pageIndex = file.pages.push([page.url, title, sectionIds.get(key)!]) - 1;
    for (const section of extracted.sections) {
      const { snippet, words } = packSection(section.text, section.code);
      const heading = section.level === 1 ? '' : section.heading;
      // Most anchors are the heading slugged; the browser derives those.
      const anchor = section.level === 1 || section.id === slugOf(heading) ? '' : section.id;
      file.records.push([pageIndex, section.level, heading, anchor, snippet, words]);
    }
  }
  return file;
}

/** Adds (or replaces) the index `<meta>` in a page's head. */
export function withIndexMeta(html: string, indexUrl: string): string {
  const meta = `<meta name="${SEARCH_INDEX_META}" content="${indexUrl}">`;
  const existing = new RegExp(`<meta name="${SEARCH_INDEX_META}" content="[^"]*">`);
  if (existing.test(html)) return html.replace(existing, meta);
  const head = html.indexOf('</head>');
  return head < 0 ? html : html.slice(0, head) + meta + html.slice(head);
}

function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export interface SearchIndexResult {
  /** File name inside the output folder. */
  file: string;
  url: string;
  pages: number;
  records: number;
  bytes: number;
  gzipBytes: number;
}

export interface WriteSearchIndexOptions {
  outDir: string;
  pages: IndexedPage[];
  sections: readonly IndexedSection[];
  publicPath?: string;
}

export function writeSearchIndex({
  outDir,
  pages,
  sections,
  publicPath = '/',
}: WriteSearchIndexOptions): SearchIndexResult {
  const data = buildSearchIndexFile(pages, sections, (url) => {
    const file = path.join(outDir, url, 'index.html');
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  });
  const json = JSON.stringify(data);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 8);
  const file = `search-index.${hash}.json`;
  for (const old of fs.readdirSync(outDir).filter((name) => SEARCH_INDEX_FILE.test(name)))
    fs.rmSync(path.join(outDir, old));
  fs.writeFileSync(path.join(outDir, file), json);
  const url = `${publicPath}${file}`;
  for (const htmlFile of htmlFiles(outDir)) {
    const html = fs.readFileSync(htmlFile, 'utf8');
    const next = withIndexMeta(html, url);
    if (next !== html) fs.writeFileSync(htmlFile, next);
  }
  return {
    file,
    url,
    pages: data.pages.length,
    records: data.records.length,
    bytes: Buffer.byteLength(json),
    gzipBytes: zlib.gzipSync(json, { level: 9 }).length,
  };
}
