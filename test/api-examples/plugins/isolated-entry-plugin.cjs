const PLUGIN_NAME = 'IsolatedEntryPlugin';

// Wraps an inlined entry module in its own function, so its top-level
// names never share a scope with the webpack runtime.
class IsolatedEntryPlugin {
  apply(compiler) {
    const { javascript } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      const hooks = javascript.JavascriptModulesPlugin.getCompilationHooks(compilation);
      hooks.embedInRuntimeBailout.tap(PLUGIN_NAME, (module, renderContext) => {
        return 'IsolatedEntryPlugin gives each entry its own scope';
      });
    });
  }
}

module.exports = IsolatedEntryPlugin;
