import fs from 'node:fs';
import path from 'node:path';
import type { DirectoryEntry, PageEntry } from '../../../src/shared/content/types.ts';
import { PRINTABLE_SECTIONS, printableUrl, sortChildren } from '../../../src/shared/content/navigation.ts';
import { APP_ROUTES } from '../../../src/shared/content/routes.ts';
import { AnalysisCache } from './analysis-cache.ts';
import { MDX_HINT, type AnalysisResult, type PageAnalysis } from './analyse.ts';
import { lastUpdatedDates } from './last-updated.ts';
import { visibleContributors } from './contributors.ts';
import { splitLink, type LinkReference } from './links.ts';
import { problemPath, type Problem } from './problems.ts';
import { isError, STRICT, type CheckLevels } from './checks.ts';
import { routeOf, walkContent, type SourceFile } from './walk.ts';

export interface IndexOptions {
  /** Folder holding the pages. */
  contentDir: string;
  /** Problems name files relative to this folder (the repository root). */
  rootDir: string;
  /** Which relaxable checks only warn (`CONTENT_CHECKS=warn`, `LINKS=warn`); strict when absent. */
  checks?: CheckLevels;
  /** Whether a non-page site path (`/feed.xml`, `/icons/x.png`) is served. */
  isStaticPath?: (pathname: string) => boolean;
  /** Where page analyses are kept between builds; without it every page is parsed. */
  cacheFile?: string;
  /** Analyses already made, by `analysisKey`: those pages are not parsed again. */
  analyses?: ReadonlyMap<string, AnalysisResult>;
  /**
   * A cache a long-running process keeps from one index to the next (the dev server), instead of
   * one read from `cacheFile` each time.
   */
  cache?: AnalysisCache;
  /** When each page last changed (`lastUpdatedDates`), if the caller has them already. */
  lastUpdated?: ReadonlyMap<string, string>;
  /**
   * Which pages the cache lacks to leave unparsed (listed in `pending`, without anchors, links or
   * syntax checks) instead of parsing them now: for the dev server, whose first index would otherwise
   * hold up the first page for a parse of every page.
   */
  defer?: (page: PendingPage) => boolean;
}

/** A page left unparsed (`defer`): what `AnalysisCache.analyse` takes. */
export interface PendingPage {
  text: string;
  extension: '.md' | '.mdx';
}

export interface ContentIndex {
  root: DirectoryEntry;
  /** Every page in sidebar order. */
  pages: PageEntry[];
  /** What the parse of each page gave, by route (pages that did not parse have none). */
  analyses: ReadonlyMap<string, PageAnalysis>;
  errors: Problem[];
  warnings: Problem[];
  /** Pages left unparsed (`defer`); their problems are not known yet. */
  pending: PendingPage[];
}

interface ParsedPage {
  entry: PageEntry;
  file: string;
  /** Ids of every heading, for anchor checks; `undefined` when the page did not parse. */
  ids?: Set<string>;
  links: LinkReference[];
  analysis?: PageAnalysis;
}

const DATED_NAME = /^(\d{4}-\d{2}-\d{2})-/;

interface IndexRun {
  options: IndexOptions;
  cache: AnalysisCache;
  problems: Problem[];
  pending: PendingPage[];
}

function parsePage(source: SourceFile, { options, cache, problems, pending }: IndexRun): ParsedPage {
  const file = problemPath(options.rootDir, source.absolute);
  const text = fs.readFileSync(source.absolute, 'utf8');
  const frontmatter = cache.frontmatter(text);
  problems.push(...frontmatter.problems.map((problem) => ({ file, ...problem })));
  const page: PendingPage = { text, extension: source.extension };
  const result = options.defer?.(page) ? cache.cached(text, page.extension) : cache.analyse(text, page.extension);
  if (!result) pending.push(page);
  else if (!result.ok) {
    problems.push({
      file,
      line: result.line,
      message: `MDX syntax error: ${result.message}`,
      hint: MDX_HINT,
    });
  }
  // A page whose frontmatter or MDX is invalid keeps its route (and its anchors when it parses), so
  // links to it are not reported as broken too: its own error is the one the writer sees.
  const analysis = result?.ok ? result.analysis : undefined;
  for (const problem of analysis?.codeProblems ?? []) {
    problems.push({ file, kind: 'code-block', ...problem });
  }
  const name = path.basename(source.relative, source.extension);
  const data = frontmatter.data ?? { title: name, ...frontmatter.fallback };
  const entry: PageEntry = {
    type: 'file',
    path: source.relative,
    name,
    extension: source.extension,
    size: Buffer.byteLength(text),
    url: routeOf(source.relative),
    title: data.title,
    sort: data.sort ?? 0,
    anchors: analysis?.anchors ?? [],
    contributors: visibleContributors(data.contributors ?? []),
    ...(data.related && { related: data.related }),
    ...(data.description && { description: data.description }),
    ...(data.group && { group: data.group }),
    ...(data.source && { source: data.source }),
    ...(data.edit && { edit: data.edit }),
    ...(data.repo && { repo: data.repo }),
  };
  const date = data.date ?? DATED_NAME.exec(name)?.[1];
  if (date) entry.date = date;
  if (date && analysis) entry.teaser = analysis.teaser;
  if (!analysis) return { entry, file, links: [] };
  return { entry, file, ids: new Set(analysis.ids), links: analysis.links, analysis };
}

function duplicateRoutes(pages: ParsedPage[]): Problem[] {
  const byRoute = new Map<string, ParsedPage>();
  const problems: Problem[] = [];
  for (const page of pages) {
    const first = byRoute.get(page.entry.url);
    if (first) {
      problems.push({
        file: page.file,
        line: 1,
        message: `route ${page.entry.url} is already claimed by ${first.file}`,
        hint: 'rename or remove one of the two files: each route comes from exactly one page',
      });
    } else {
      byRoute.set(page.entry.url, page);
    }
  }
  return problems;
}

function brokenLinks(pages: ParsedPage[], options: IndexOptions): Problem[] {
  const byRoute = new Map(pages.map((page) => [page.entry.url, page]));
  const generated = new Set([...APP_ROUTES, ...PRINTABLE_SECTIONS.map(printableUrl)]);
  const problems: Problem[] = [];
  for (const page of pages) {
    for (const link of page.links) {
      const { route, hash } = splitLink(link.url, page.entry.url);
      const target = byRoute.get(route);
      const known = target || generated.has(route) || options.isStaticPath?.(route);
      if (!known) {
        problems.push({
          file: page.file,
          line: link.line,
          message: `broken link ${link.url}: no page has the route ${route}`,
          kind: 'link',
          hint: 'link to an existing page by its absolute path with a trailing slash, e.g. /concepts/loaders/',
        });
      } else if (hash && target?.ids && !target.ids.has(decodeURIComponent(hash))) {
        problems.push({
          file: page.file,
          line: link.line,
          message: `broken anchor ${link.url}: ${target.file} has no heading with the id "${hash}"`,
          kind: 'anchor',
          hint: `use one of its heading ids (GitHub slugs, e.g. "## output.filename" → #outputfilename)${nearIds(target.ids, hash)}`,
        });
      }
    }
  }
  return problems;
}

function nearIds(ids: Set<string>, hash: string): string {
  const near = [...ids].filter((id) => id.includes(hash.slice(0, 4))).slice(0, 5);
  return near.length ? `; close ones: ${near.map((id) => `#${id}`).join(', ')}` : '';
}

function directoryOf(root: DirectoryEntry, relativeDir: string): DirectoryEntry {
  let current = root;
  for (const segment of relativeDir.split('/').filter(Boolean)) {
    let child = current.children.find(
      (entry): entry is DirectoryEntry => entry.type === 'directory' && entry.name === segment,
    );
    if (!child) {
      const childPath = current.path ? `${current.path}/${segment}` : segment;
      child = { type: 'directory', path: childPath, name: segment, url: `/${childPath}/`, size: 0, children: [] };
      current.children.push(child);
    }
    current = child;
  }
  return current;
}

function addSizes(directory: DirectoryEntry): number {
  directory.size = directory.children.reduce(
    (total, child) => total + (child.type === 'file' ? child.size : addSizes(child)),
    0,
  );
  return directory.size;
}

function buildTree(pages: PageEntry[]): DirectoryEntry {
  const root: DirectoryEntry = { type: 'directory', path: '', name: 'content', url: '/', size: 0, children: [] };
  for (const page of pages) directoryOf(root, path.posix.dirname(page.path).replace(/^\.$/, '')).children.push(page);
  addSizes(root);
  sortChildren(root);
  return root;
}

function pagesInOrder(entry: DirectoryEntry): PageEntry[] {
  return entry.children.flatMap((child) => (child.type === 'file' ? [child] : pagesInOrder(child)));
}

/** Walks the content folder into the index, collecting every problem instead of stopping at the first. */
export function buildContentIndex(options: IndexOptions): ContentIndex {
  const cache = options.cache ?? new AnalysisCache(options.cacheFile, options.analyses);
  const run: IndexRun = { options, cache, problems: [], pending: [] };
  const { problems } = run;
  const parsed = walkContent(options.contentDir).map((source) => parsePage(source, run));
  cache.save();
  const updated = options.lastUpdated ?? lastUpdatedDates(options.contentDir);
  for (const { entry } of parsed) {
    const date = updated.get(entry.path);
    if (date) entry.lastUpdated = date;
  }
  problems.push(...duplicateRoutes(parsed), ...brokenLinks(parsed, options));
  const checks = options.checks ?? STRICT;
  const root = buildTree(parsed.map((page) => page.entry));
  const analyses = new Map(parsed.flatMap((page) => (page.analysis ? [[page.entry.url, page.analysis] as const] : [])));
  return {
    root,
    pages: pagesInOrder(root),
    analyses,
    errors: problems.filter((problem) => isError(problem, checks)),
    warnings: problems.filter((problem) => !isError(problem, checks)),
    pending: run.pending,
  };
}
