import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { analyseMarkdown, type AnalysisResult } from './analyse.ts';
import { readFrontmatter, type FrontmatterResult } from './frontmatter.ts';
import { analysisKey } from './analysis-key.ts';

/** Bump when the analysis changes shape, so old cache files are ignored. */
const VERSION = 5;

/**
 * Page analyses keyed by the page's content: a warm build parses only the pages that changed.
 * Without a file it still works, just without memory between builds. Analyses made elsewhere (the
 * build's MDX workers parse every page anyway) are passed in as `known`.
 */
export class AnalysisCache {
  private entries = new Map<string, AnalysisResult>();
  private used = new Map<string, AnalysisResult>();
  /** Frontmatter by page text: kept in memory only, for a process that indexes again and again. */
  private frontmatters = new Map<string, FrontmatterResult>();
  private usedFrontmatters = new Map<string, FrontmatterResult>();
  /** Whether the file does not hold what `save` would write. */
  private stale = true;

  constructor(
    private readonly file?: string,
    known?: ReadonlyMap<string, AnalysisResult>,
  ) {
    for (const [key, value] of known ?? []) this.entries.set(key, value);
    if (!file || !fs.existsSync(file)) return;
    try {
      const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as {
        version: number;
        entries: [string, AnalysisResult][];
      };
      if (saved.version !== VERSION) return;
      for (const [key, value] of saved.entries) if (!this.entries.has(key)) this.entries.set(key, value);
      this.stale = (known?.size ?? 0) > 0;
    } catch {
      // An unreadable cache is a cold cache.
    }
  }

  analyse(text: string, extension: '.md' | '.mdx'): AnalysisResult {
    const cached = this.cached(text, extension);
    if (cached) return cached;
    const key = analysisKey(text, extension);
    const result = analyseMarkdown(text, extension);
    this.entries.set(key, result);
    this.used.set(key, result);
    this.stale = true;
    return result;
  }

  /** The page's analysis if the cache has it, else `undefined` (and nothing is parsed). */
  cached(text: string, extension: '.md' | '.mdx'): AnalysisResult | undefined {
    const key = analysisKey(text, extension);
    const result = this.entries.get(key);
    if (result) this.used.set(key, result);
    return result;
  }

  /** Adds an analysis made elsewhere (in the background) for the next index to use. */
  add(text: string, extension: '.md' | '.mdx', result: AnalysisResult): void {
    this.entries.set(analysisKey(text, extension), result);
    this.stale = true;
  }

  frontmatter(text: string): FrontmatterResult {
    const key = createHash('sha1').update(text).digest('hex');
    const result = this.frontmatters.get(key) ?? readFrontmatter(text);
    this.usedFrontmatters.set(key, result);
    return result;
  }

  /**
   * Ends a build: keeps (and writes) the analyses of its pages only, so neither the cache nor its
   * file grows with old versions of pages. The file is rewritten only when that changes it.
   */
  save(): void {
    if (this.used.size !== this.entries.size) this.stale = true;
    this.entries = this.used;
    this.used = new Map();
    this.frontmatters = this.usedFrontmatters;
    this.usedFrontmatters = new Map();
    if (!this.file || !this.stale) return;
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    fs.writeFileSync(this.file, JSON.stringify({ version: VERSION, entries: [...this.entries] }));
    this.stale = false;
  }
}
