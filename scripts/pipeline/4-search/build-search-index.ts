import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import {
  SEARCH_INDEX_FILE,
  SEARCH_INDEX_VERSION,
  slugOf,
  type SearchIndexFile,
} from '../../../src/shared/search/index-format.ts';
import { extraWords } from './pack.ts';
import type { SearchRecord } from './records.ts';

/**
 * The `search` build phase: turns the records the MDX workers read from each page's parse tree into
 * `search-index.<hash>.json`. It runs before the bundles, so the prerender writes the index URL into
 * every page's `<meta name="search-index">` and this phase only adds a file; the browser fetches the
 * index when search first opens.
 */

export interface IndexedPage {
  url: string;
  title: string;
  description?: string;
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
 * A page's own record: its description to show (else its opening words), searched together with its
 * opening text. Every page has one, so a query naming the page finds the page itself.
 */
function pageRecord(page: IndexedPage, opening: SearchRecord | undefined): SearchRecord {
  const record: SearchRecord = opening ?? { level: 1, heading: '', id: '', snippet: '', words: '' };
  if (!page.description) return record;
  return {
    ...record,
    snippet: page.description,
    words: extraWords(`${record.snippet} ${record.words}`, page.description),
  };
}

/**
 * Builds the index file from pages (in the given order) and the search records of each
 * (`undefined`: the page did not parse, and is left out).
 */
export function buildSearchIndexFile(
  pages: readonly IndexedPage[],
  sections: readonly IndexedSection[],
  recordsOf: (url: string) => readonly SearchRecord[] | undefined,
): SearchIndexFile {
  const file: SearchIndexFile = { version: SEARCH_INDEX_VERSION, sections: [], pages: [], records: [] };
  const sectionIds = new Map<string, number>();
  for (const page of pages) {
    const records = isIndexableUrl(page.url) ? recordsOf(page.url) : undefined;
    if (!records) continue;
    const lvl0 = sectionOf(page.url, page.title, sections);
    const key = lvl0.join('/');
    if (!sectionIds.has(key)) {
      sectionIds.set(key, file.sections.length);
      file.sections.push(lvl0);
    }
    const pageIndex = file.pages.push([page.url, page.title, sectionIds.get(key)!]) - 1;
    const opening = records[0]?.level === 1 ? records[0] : undefined;
    for (const record of [pageRecord(page, opening), ...records.filter((entry) => entry !== opening)]) {
      // Most anchors are the heading slugged; the browser derives those.
      const anchor = record.level === 1 || record.id === slugOf(record.heading) ? '' : record.id;
      file.records.push([pageIndex, record.level, record.heading, anchor, record.snippet, record.words]);
    }
  }
  return file;
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
  pages: readonly IndexedPage[];
  sections: readonly IndexedSection[];
  recordsOf: (url: string) => readonly SearchRecord[] | undefined;
  publicPath?: string;
}

/** Writes the index into `outDir` (replacing an older one) and says where it is. */
export function writeSearchIndex({
  outDir,
  pages,
  sections,
  recordsOf,
  publicPath = '/',
}: WriteSearchIndexOptions): SearchIndexResult {
  const data = buildSearchIndexFile(pages, sections, recordsOf);
  const json = JSON.stringify(data);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 8);
  const file = `search-index.${hash}.json`;
  fs.mkdirSync(outDir, { recursive: true });
  for (const old of fs.readdirSync(outDir).filter((name) => SEARCH_INDEX_FILE.test(name)))
    fs.rmSync(path.join(outDir, old));
  fs.writeFileSync(path.join(outDir, file), json);
  return {
    file,
    url: `${publicPath}${file}`,
    pages: data.pages.length,
    records: data.records.length,
    bytes: Buffer.byteLength(json),
    gzipBytes: zlib.gzipSync(json, { level: 9 }).length,
  };
}
