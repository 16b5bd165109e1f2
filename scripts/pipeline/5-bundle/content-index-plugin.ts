import path from 'node:path';
import webpack, { type Compiler } from 'webpack';
import { indexContent } from '../3-content-index/index-content.ts';
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
 */
export class ContentIndexPlugin {
  constructor(private readonly options: Options) {}

  apply(compiler: Compiler): void {
    let messages: string[] = [];
    const run = () => {
      const index = indexContent({ ...this.options, rootDir: compiler.context, outDir: GENERATED });
      messages = [...index.errors, ...index.warnings].map(formatProblem);
    };
    const inContent = (error: Error) => {
      const resource = (error as { module?: { resource?: string } }).module?.resource;
      return resource !== undefined && !path.relative(this.options.contentDir, resource).startsWith('..');
    };
    compiler.hooks.beforeRun.tap('ContentIndexPlugin', run);
    compiler.hooks.watchRun.tap('ContentIndexPlugin', run);
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
