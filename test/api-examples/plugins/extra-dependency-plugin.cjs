const path = require('node:path');

const PLUGIN_NAME = 'ExtraDependencyPlugin';

// Makes the modules that match `test` depend on one more file, so that
// watch mode and the cache rebuild them when that file changes.
class ExtraDependencyPlugin {
  constructor({ test, file }) {
    this.test = test;
    this.file = file;
  }

  apply(compiler) {
    const { NormalModule } = compiler.webpack;
    const file = path.resolve(compiler.context, this.file);
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      const hooks = NormalModule.getCompilationHooks(compilation);
      hooks.beforeSnapshot.tap(PLUGIN_NAME, (module) => {
        const { buildInfo } = module;
        if (buildInfo.cacheable && this.test.test(module.resource)) {
          buildInfo.fileDependencies.add(file);
        }
      });
    });
  }
}

module.exports = ExtraDependencyPlugin;
