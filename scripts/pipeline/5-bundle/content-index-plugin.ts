import path from 'node:path';
import webpack, { type Compiler } from 'webpack';
import { INDEX_CACHE_FILE, indexContent } from '../3-content-index/index-content.ts';
import { AnalysisCache } from '../3-content-index/analysis-cache.ts';
import { analyseInBackground } from '../3-content-index/background-analysis.ts';
import type { PendingPage } from '../3-content-index/build-index.ts';
import { lastUpdatedDates } from '../3-content-index/last-updated.ts';
import { formatProblem } from '../3-content-index/problems.ts';
import type { CheckLevels } from '../3-content-index/checks.ts';
import { GENERATED } from '../paths.ts';

interface Options {
  contentDir: string;
  checks: CheckLevels;
}

/**
 * Development: rebuilds the content index before every compilation and watches the content folder,
 * so adding, renaming or retitling a page updates routes and navigation. Content problems show in the
 * terminal and the browser overlay as warnings: the server keeps running.
 *
 * A module error (a page importing a file that does not exist, say) would make the dev server stop
 * sending hot updates for every page until it is fixed; errors of modules under the content folder
 * are therefore shown as warnings too. The broken page fails to load on its own.
 *
 * The first index of a dev server parses only what it needs for routes and navigation when no earlier
 * session left the pages' analyses: the rest (headings, links, code blocks) is parsed in the background
 * while the first page compiles, and a recompilation then brings the tables of contents and problems.
 */
export class ContentIndexPlugin {
  constructor(private readonly options: Options) {}

  apply(compiler: Compiler): void {
    let messages: string[] = [];
    // Kept for the whole session, so a save costs the parse of the page saved and nothing else: the
    // analyses in memory, and the dates of git history (a commit made meanwhile shows after a restart).
    const cache = new AnalysisCache(path.join(GENERATED, INDEX_CACHE_FILE));
    let lastUpdated: ReadonlyMap<string, string> | undefined;
    let first = true;
    /** The pages being parsed in the background, by text: later indexes leave them to it too. */
    let inBackground: Set<string> | undefined;
    /** Set once the background parse has ended, until the index that uses it: what to print then. */
    let parsedInBackground: string | undefined;
    const analyseLater = (pages: PendingPage[]) => {
      const started = performance.now();
      inBackground = new Set(pages.map((page) => page.text));
      analyseInBackground(pages)
        .then((results) => {
          results.forEach((result, i) => cache.add(pages[i].text, pages[i].extension, result));
          const seconds = ((performance.now() - started) / 1000).toFixed(1);
          parsedInBackground = `Content index: ${pages.length} pages parsed in the background in ${seconds} s`;
        })
        // The next index parses them itself.
        .catch((error: Error) => {
          parsedInBackground = `Content index: the background parse failed (${error.message}); parsed now`;
        })
        .finally(() => {
          inBackground = undefined;
          compiler.watching?.invalidate();
        });
    };
    /** The first index of a session defers every page not cached; later ones those still in the background. */
    const deferred = (page: PendingPage) => first || inBackground?.has(page.text) === true;
    const run = (watching: boolean) => {
      lastUpdated ??= lastUpdatedDates(this.options.contentDir);
      const options = { ...this.options, rootDir: compiler.context, outDir: GENERATED, cache, lastUpdated };
      const index = indexContent({ ...options, defer: watching ? deferred : undefined });
      first = false;
      messages = [...index.errors, ...index.warnings].map(formatProblem);
      if (index.pending.length > 0 && !inBackground) analyseLater(index.pending);
      // Printed by the index that has every page's analysis: the compilation after it has every problem.
      if (parsedInBackground) console.log(parsedInBackground);
      parsedInBackground = undefined;
    };
    const inContent = (error: Error) => {
      const resource = (error as { module?: { resource?: string } }).module?.resource;
      return resource !== undefined && !path.relative(this.options.contentDir, resource).startsWith('..');
    };
    compiler.hooks.beforeRun.tap('ContentIndexPlugin', () => run(false));
    compiler.hooks.watchRun.tap('ContentIndexPlugin', () => run(true));
    compiler.hooks.thisCompilation.tap('ContentIndexPlugin', (compilation) => {
      compilation.contextDependencies.add(this.options.contentDir);
      for (const message of messages) compilation.warnings.push(new webpack.WebpackError(message));
      compilation.hooks.processErrors.tap('ContentIndexPlugin', (errors) =>
        errors.filter((error) => !inContent(error)),
      );
      compilation.hooks.processWarnings.tap('ContentIndexPlugin', (warnings) => [
        ...warnings,
        ...compilation.errors.filter(inContent),
      ]);
    });
  }
}
