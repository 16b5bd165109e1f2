const PLUGIN_NAME = 'FeatureFlagsPlugin';

// Gives every loader a `this.featureFlags` object, so loaders can read the
// flags without each one taking its own copy in its options.
class FeatureFlagsPlugin {
  constructor(flags = {}) {
    this.flags = flags;
  }

  apply(compiler) {
    const { NormalModule } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      const hooks = NormalModule.getCompilationHooks(compilation);
      hooks.loader.tap(PLUGIN_NAME, (loaderContext, module) => {
        loaderContext.featureFlags = this.flags;
      });
    });
  }
}

module.exports = FeatureFlagsPlugin;
