const PLUGIN_NAME = 'RegistryEntryPlugin';

// Keeps entry modules in the module registry instead of inlining them into
// the runtime, so tools that look modules up by id find them.
class RegistryEntryPlugin {
  apply(compiler) {
    const { javascript } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      const hooks = javascript.JavascriptModulesPlugin.getCompilationHooks(compilation);
      hooks.inlineInRuntimeBailout.tap(PLUGIN_NAME, (module, renderContext) => {
        return 'RegistryEntryPlugin keeps entries in the registry';
      });
    });
  }
}

module.exports = RegistryEntryPlugin;
