import { AnalysisCache } from '../3-content-index/analysis-cache.ts';
import { analyseMarkdown } from '../3-content-index/analyse.ts';
import { DeferredParse } from './deferred-parse.ts';

const page = (text: string) => ({ text, extension: '.mdx' as const });

describe('the deferred parse of the dev server', () => {
  it('defers every page on the first index, parses them in the background, then asks for an index again', async () => {
    const cache = new AnalysisCache();
    const pages = [page('---\ntitle: A\n---\n\n## Here\n'), page('---\ntitle: B\n---\n\nText.\n')];
    let parsed!: () => void;
    const whenParsed = new Promise<void>((resolve) => (parsed = resolve));
    const deferred = new DeferredParse(cache, () => parsed());
    const first = { deferred: pages.every(deferred.defer), report: deferred.indexed(pages) };
    // Still being parsed: a second index leaves them to the background too.
    const second = { deferred: pages.every(deferred.defer), report: deferred.indexed(pages) };
    // Waited for before any check can fail: the parse runs in a child process that must not outlive the test.
    await whenParsed;
    expect(first).toEqual({ deferred: true, report: undefined });
    expect(second).toEqual({ deferred: true, report: undefined });
    expect(pages.some(deferred.defer)).toBe(false);
    expect(deferred.indexed([])).toMatch(/^Content index: 2 pages parsed in the background in \d+\.\d s$/);
    expect(deferred.indexed([])).toBeUndefined();
    for (const { text, extension } of pages) {
      expect(cache.cached(text, extension)).toEqual(analyseMarkdown(text, extension));
    }
  });

  it('defers nothing after the first index', () => {
    const deferred = new DeferredParse(new AnalysisCache(), () => undefined);
    deferred.indexed([]);
    expect(deferred.defer(page('---\ntitle: A\n---\n'))).toBe(false);
  });
});
