import fs from 'node:fs';
import path from 'node:path';
import { buildContentIndex } from '../../pipeline/3-content-index/build-index.ts';
import { problemPath, type Problem } from '../../pipeline/3-content-index/problems.ts';
import { planImport, targetPath, type ImportedPage, type ImportPlan } from './plan.ts';
import { frontmatterBlock, importFrontmatter } from './frontmatter.ts';
import { splitFrontmatter } from '../../pipeline/3-content-index/frontmatter.ts';
import { rewriteAsides, type AsideCounts } from './asides.ts';
import { explicitHeadingIds, noRewrites, rewriteBody, type RewriteCounts } from './rewrite-body.ts';
import { reviewImportedPage } from './review.ts';

export interface ImportOptions {
  /** The folder of Markdown/MDX written for another site. */
  from: string;
  /** Our content folder. */
  contentDir: string;
  /** Where the pages go, relative to the content folder. */
  to: string;
  /** Problems name files relative to this folder (the repository root). */
  rootDir: string;
  /** Replace pages that already exist. */
  force?: boolean;
}

export interface ImportCounts extends RewriteCounts, AsideCounts {
  titles: number;
  renamedKeys: string[];
}

export interface ImportResult {
  pages: ImportedPage[];
  /** Images copied, relative to the content folder. */
  assets: string[];
  /** Files left out, relative to the source folder, with the reason. */
  skipped: ImportPlan['skipped'];
  counts: ImportCounts;
  /** What is left for a human, with file:line and a hint. */
  needsHuman: Problem[];
}

export class ImportError extends Error {}

/** A source written in MDX (or Markdown with ESM or components): braces and tags are code there. */
function isMdx(source: string, body: string): boolean {
  return source.endsWith('.mdx') || /^(import|export)\s/m.test(body) || /<[A-Z][\w.]*[\s/>]/.test(body);
}

const SCHEME = /^[a-z][a-z\d+.-]*:|^\/\//i;

interface Linker {
  pages: Map<string, ImportedPage>;
  ids: Map<string, Map<string, string>>;
  assets: Map<string, string>;
  options: ImportOptions;
}

function pageAt(linker: Linker, absolute: string): ImportedPage | undefined {
  const candidates = ['', '.md', '.mdx', '/README.md', '/readme.md', '/index.md', '/index.mdx'];
  for (const suffix of candidates) {
    const page = linker.pages.get(absolute + suffix);
    if (page) return page;
  }
  return undefined;
}

/** Maps a link of `page` to our URL: imported pages by route, images copied beside the pages. */
function mapLink(linker: Linker, page: ImportedPage, url: string, image: boolean): string | undefined {
  if (SCHEME.test(url) || url.startsWith('/')) return undefined;
  const [pathPart, hash] = url.split('#') as [string, string | undefined];
  const anchor = (target: ImportedPage) => (hash ? `#${linker.ids.get(target.source)?.get(hash) ?? hash}` : '');
  if (!pathPart) return anchor(page) || undefined;
  const absolute = path.resolve(path.dirname(page.source), decodeURIComponent(pathPart));
  const target = pageAt(linker, absolute);
  if (target) return `${target.route}${anchor(target)}`;
  const inside = !path.relative(linker.options.from, absolute).startsWith('..');
  if (!image || !inside || !fs.existsSync(absolute) || !fs.statSync(absolute).isFile()) return undefined;
  const asset = targetPath(
    path.relative(linker.options.from, absolute).split(path.sep).join('/'),
    linker.options.to,
    true,
  );
  linker.assets.set(absolute, asset);
  const relative = path.posix.relative(path.posix.dirname(page.target), asset);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

function titleOfName(target: string): string {
  const name = path.posix.basename(target, '.mdx');
  const words = (name === 'index' ? path.posix.basename(path.posix.dirname(target)) : name).split('-');
  return words.map((word, index) => (index === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word)).join(' ');
}

/** Pages and images that would overwrite files already in the content folder. */
function collisions(options: ImportOptions, targets: string[]): string[] {
  return targets.filter((target) => fs.existsSync(path.join(options.contentDir, target)));
}

/**
 * Copies a folder of Markdown written for another site into the content folder, rewriting what can
 * be rewritten mechanically, and lists with file:line what a human still has to do.
 */
export function importFolder(options: ImportOptions): ImportResult {
  if (!fs.existsSync(options.from) || !fs.statSync(options.from).isDirectory()) {
    throw new ImportError(`${options.from} is not a folder`);
  }
  const plan = planImport(options.from, options.to);
  if (plan.pages.length === 0) throw new ImportError(`${options.from} holds no .md or .mdx files`);
  const taken = options.force
    ? []
    : collisions(
        options,
        plan.pages.map((page) => page.target),
      );
  if (taken.length > 0) {
    throw new ImportError(
      `these pages exist already: ${taken.join(', ')}; import elsewhere (--to) or replace them (--force)`,
    );
  }
  const counts: ImportCounts = { ...noRewrites(), admonitions: 0, notes: 0, titles: 0, renamedKeys: [] };
  const sources = plan.pages.map((page) => {
    const text = fs.readFileSync(page.source, 'utf8');
    const parts = splitFrontmatter(text);
    return { page, yaml: parts?.yaml, body: rewriteAsides(parts?.body ?? text, counts) };
  });
  const linker: Linker = {
    pages: new Map(plan.pages.map((page) => [page.source, page])),
    ids: new Map(sources.map(({ page, body }) => [page.source, explicitHeadingIds(body)])),
    assets: new Map(),
    options,
  };
  const needsHuman: Problem[] = [];
  for (const { page, yaml, body } of sources) {
    const frontmatter = importFrontmatter(yaml);
    counts.renamedKeys.push(...frontmatter.renamed);
    const link = (url: string, image: boolean) => mapLink(linker, page, url, image);
    const rewritten = rewriteBody(body, { mdx: isMdx(page.source, body), link }, counts);
    const titleFrom = frontmatter.data.title !== undefined ? 'frontmatter' : rewritten.title ? 'heading' : 'name';
    if (titleFrom === 'heading') counts.titles += 1;
    frontmatter.data.title ??= rewritten.title || titleOfName(page.target);
    const text = `${frontmatterBlock(frontmatter)}\n${rewritten.text.replace(/^\s+/, '').replace(/\s*$/, '\n')}`;
    const absolute = path.join(options.contentDir, page.target);
    fs.mkdirSync(path.dirname(absolute), { recursive: true });
    fs.writeFileSync(absolute, text);
    needsHuman.push(...reviewImportedPage(problemPath(options.rootDir, absolute), text, titleFrom === 'name'));
  }
  for (const [source, target] of linker.assets) {
    fs.mkdirSync(path.dirname(path.join(options.contentDir, target)), { recursive: true });
    fs.copyFileSync(source, path.join(options.contentDir, target));
  }
  const files = new Set(
    plan.pages.map((page) => problemPath(options.rootDir, path.join(options.contentDir, page.target))),
  );
  const index = buildContentIndex({ contentDir: options.contentDir, rootDir: options.rootDir });
  needsHuman.push(...index.errors.filter((problem) => files.has(problem.file)));
  needsHuman.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return { pages: plan.pages, assets: [...linker.assets.values()], skipped: plan.skipped, counts, needsHuman };
}
