import type { AnalysisCache } from '../3-content-index/analysis-cache.ts';
import { analyseInBackground } from '../3-content-index/background-analysis.ts';
import type { PendingPage } from '../3-content-index/build-index.ts';

/**
 * The dev server's parse of pages it has no analysis of, out of the way of the first page: its first
 * index leaves every such page unparsed (`defer`), they are parsed in the background meanwhile, their
 * analyses go into the cache, and `onParsed` asks for the index again.
 */
export class DeferredParse {
  private first = true;
  /** The pages being parsed in the background, by text: later indexes leave them to it too. */
  private inBackground?: Set<string>;
  /** Set once the background parse has ended, until the index that uses it: what to print then. */
  private report?: string;

  constructor(
    private readonly cache: AnalysisCache,
    private readonly onParsed: () => void,
  ) {}

  /** For `IndexOptions.defer`: every page on the first index, later those still being parsed. */
  readonly defer = (page: PendingPage): boolean => this.first || this.inBackground?.has(page.text) === true;

  /**
   * Called after each index with the pages it left: starts their parse, and returns what to print once
   * an index has every analysis (the compilation after it has every problem).
   */
  indexed(pending: PendingPage[]): string | undefined {
    this.first = false;
    if (pending.length > 0 && !this.inBackground) this.start(pending);
    const report = this.report;
    this.report = undefined;
    return report;
  }

  private start(pages: PendingPage[]): void {
    const started = performance.now();
    this.inBackground = new Set(pages.map((page) => page.text));
    analyseInBackground(pages)
      .then((results) => {
        results.forEach((result, i) => this.cache.add(pages[i].text, pages[i].extension, result));
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        this.report = `Content index: ${pages.length} pages parsed in the background in ${seconds} s`;
      })
      // The next index parses them itself.
      .catch((error: Error) => {
        this.report = `Content index: the background parse failed (${error.message}); parsed now`;
      })
      .finally(() => {
        this.inBackground = undefined;
        this.onParsed();
      });
  }
}
