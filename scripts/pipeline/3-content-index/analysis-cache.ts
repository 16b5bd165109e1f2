import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { analyseMarkdown, type AnalysisResult } from './analyse.ts';

/** Bump when the analysis changes shape, so old cache files are ignored. */
const VERSION = 5;

/** Analyses are keyed by what they depend on: the page's text and whether it is MDX. */
export function analysisKey(text: string, extension: '.md' | '.mdx'): string {
  return createHash('sha1').update(extension).update(text).digest('hex');
}

/**
 * Page analyses keyed by the page's content: a warm build parses only the pages that changed.
 * Without a file it still works, just without memory between builds. Analyses made elsewhere (the
 * build's MDX workers parse every page anyway) are passed in as `known`.
 */
export class AnalysisCache {
  private readonly entries = new Map<string, AnalysisResult>();
  private readonly used = new Map<string, AnalysisResult>();

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
    } catch {
      // An unreadable cache is a cold cache.
    }
  }

  analyse(text: string, extension: '.md' | '.mdx'): AnalysisResult {
    const key = analysisKey(text, extension);
    const result = this.entries.get(key) ?? analyseMarkdown(text, extension);
    this.used.set(key, result);
    return result;
  }

  /** Writes the analyses of this build's pages only, so the file never grows with old versions. */
  save(): void {
    if (!this.file) return;
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    fs.writeFileSync(this.file, JSON.stringify({ version: VERSION, entries: [...this.used] }));
  }
}
