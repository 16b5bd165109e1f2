const PLUGIN_NAME = 'AlwaysRebuildPlugin';

// Rebuilds the modules that match `test` on every run of a compiler in watch
// mode, for modules whose output depends on something webpack cannot watch.
class AlwaysRebuildPlugin {
  constructor({ test }) {
    this.test = test;
  }

  apply(compiler) {
    const { NormalModule } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      const hooks = NormalModule.getCompilationHooks(compilation);
      hooks.needBuild.tap(PLUGIN_NAME, (module, context) => {
        if (this.test.test(module.resource)) return true;
        // returning nothing leaves the decision to webpack
      });
    });
  }
}

module.exports = AlwaysRebuildPlugin;
