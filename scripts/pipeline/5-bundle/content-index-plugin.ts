import path from 'node:path';
import type { Compiler } from 'webpack';
import { INDEX_CACHE_FILE, indexContent } from '../3-content-index/index-content.ts';
import { AnalysisCache } from '../3-content-index/analysis-cache.ts';
import { DeferredParse } from './deferred-parse.ts';
import { pageTimes } from './page-times.ts';
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
 *
 * A page added or saved while a compilation runs is not always reported by webpack's watcher when it
 * restarts after it: the watcher compares file times with the compilation's start, and the kernel's
 * coarse clock can stamp a file written just after that start as older. The plugin therefore reads the
 * pages' times before each index and again when the compilation is done, and asks for another
 * compilation when they differ.
 */
export class ContentIndexPlugin {
  constructor(private readonly options: Options) {}

  apply(compiler: Compiler): void {
    let messages: string[] = [];
    // Kept for the whole session, so a save costs the parse of the page saved and nothing else: the
    // analyses in memory, and the dates of git history (a commit made meanwhile shows after a restart).
    const cache = new AnalysisCache(path.join(GENERATED, INDEX_CACHE_FILE));
    let lastUpdated: ReadonlyMap<string, string> | undefined;
    const deferred = new DeferredParse(cache, () => compiler.watching?.invalidate());
    const run = (watching: boolean) => {
      lastUpdated ??= lastUpdatedDates(this.options.contentDir);
      const defer = watching ? deferred.defer : undefined;
      const index = indexContent({
        ...this.options,
        rootDir: compiler.context,
        outDir: GENERATED,
        cache,
        lastUpdated,
        defer,
      });
      messages = [...index.errors, ...index.warnings].map(formatProblem);
      const report = deferred.indexed(index.pending);
      if (report) console.log(report);
    };
    const inContent = (error: Error) => {
      const resource = (error as { module?: { resource?: string } }).module?.resource;
      return resource !== undefined && !path.relative(this.options.contentDir, resource).startsWith('..');
    };
    compiler.hooks.beforeRun.tap('ContentIndexPlugin', () => run(false));
    let timesIndexed = '';
    compiler.hooks.watchRun.tap('ContentIndexPlugin', () => {
      timesIndexed = pageTimes(this.options.contentDir);
      run(true);
    });
    compiler.hooks.afterDone.tap('ContentIndexPlugin', () => {
      if (!compiler.watching || pageTimes(this.options.contentDir) === timesIndexed) return;
      // After the watcher restarts (webpack restarts it on the next tick), so the invalidation pauses it.
      setImmediate(() => compiler.watching?.invalidate());
    });
    compiler.hooks.thisCompilation.tap('ContentIndexPlugin', (compilation) => {
      compilation.contextDependencies.add(this.options.contentDir);
      for (const message of messages) compilation.warnings.push(new compiler.webpack.WebpackError(message));
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
