const fs = require('node:fs/promises');
const path = require('node:path');

class VersionFilePlugin {
  constructor(options = {}) {
    this.options = options;
  }

  apply(compiler) {
    const pluginName = VersionFilePlugin.name;
    const { Compilation, sources } = compiler.webpack;
    const packageJson = this.options.packageJson ?? path.resolve(compiler.context, 'package.json');

    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      // tapPromise: webpack waits for the returned promise before going on.
      compilation.hooks.processAssets.tapPromise(
        { name: pluginName, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const { name, version } = JSON.parse(await fs.readFile(packageJson, 'utf8'));
          // Rebuild in watch mode when package.json changes.
          compilation.fileDependencies.add(packageJson);
          compilation.emitAsset(
            'version.json',
            new sources.RawSource(JSON.stringify({ name, version }, null, 2)),
          );
        },
      );
    });
  }
}

module.exports = VersionFilePlugin;
