const fs = require('node:fs/promises');
const path = require('node:path');

const PLUGIN_NAME = 'ArchivePlugin';

// Copies every emitted file into another folder after the build, and tells
// the ProgressPlugin (when it is on) which file it is copying.
class ArchivePlugin {
  constructor({ to }) {
    this.to = to;
  }

  apply(compiler) {
    const { ProgressPlugin } = compiler.webpack;
    compiler.hooks.afterEmit.tapPromise(PLUGIN_NAME, async (compilation) => {
      // undefined when progress is not reported; read it before the first await
      const reportProgress = ProgressPlugin.getReporter(compiler);
      const files = compilation.getAssets().map((asset) => asset.name);

      for (const [index, file] of files.entries()) {
        reportProgress?.(index / files.length, `copying ${file}`);
        const target = path.join(this.to, file);
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.copyFile(path.join(compilation.outputOptions.path, file), target);
      }
    });
  }
}

module.exports = ArchivePlugin;
