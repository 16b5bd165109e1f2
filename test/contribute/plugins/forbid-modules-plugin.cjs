class ForbidModulesPlugin {
  constructor({ test, reason }) {
    this.test = test;
    this.reason = reason;
  }

  apply(compiler) {
    const pluginName = ForbidModulesPlugin.name;
    const { WebpackError } = compiler.webpack;

    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      // finishModules runs when every module of the build has been built.
      compilation.hooks.finishModules.tap(pluginName, (modules) => {
        for (const module of modules) {
          if (module.resource && this.test.test(module.resource)) {
            const error = new WebpackError(`${pluginName}: ${this.reason}`);
            // Attach the module so webpack prints where the error comes from.
            error.module = module;
            compilation.errors.push(error);
          }
        }
      });
    });
  }
}

module.exports = ForbidModulesPlugin;
