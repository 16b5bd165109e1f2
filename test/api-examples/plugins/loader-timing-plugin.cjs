const path = require('node:path');

const PLUGIN_NAME = 'LoaderTimingPlugin';

// Logs how long the loaders of each module took: from just before the first
// loader runs (beforeLoaders) to just before webpack parses the result (beforeParse).
class LoaderTimingPlugin {
  apply(compiler) {
    const { NormalModule } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      const logger = compilation.getLogger(PLUGIN_NAME);
      const hooks = NormalModule.getCompilationHooks(compilation);
      const startTimes = new WeakMap();

      hooks.beforeLoaders.tap(PLUGIN_NAME, (loaders, module, loaderContext) => {
        if (loaders.length > 0) startTimes.set(module, performance.now());
      });

      hooks.beforeParse.tap(PLUGIN_NAME, (module) => {
        const start = startTimes.get(module);
        if (start === undefined) return;
        const file = path.relative(compiler.context, module.resource);
        const loaders = module.loaders.map((loader) => path.basename(loader.loader));
        const time = (performance.now() - start).toFixed(1);
        logger.log(`${file}: ${loaders.join(', ')} took ${time} ms`);
      });
    });
  }
}

module.exports = LoaderTimingPlugin;
