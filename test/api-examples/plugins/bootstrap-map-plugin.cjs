const PLUGIN_NAME = 'BootstrapMapPlugin';

// Leaves webpack's bootstrap and startup code out of the source maps of
// the chunks that carry a runtime: only your own modules are mapped.
class BootstrapMapPlugin {
  apply(compiler) {
    const { javascript } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      const hooks = javascript.JavascriptModulesPlugin.getCompilationHooks(compilation);
      hooks.useSourceMap.tap(PLUGIN_NAME, (chunk, renderContext) => false);
    });
  }
}

module.exports = BootstrapMapPlugin;
