const PLUGIN_NAME = 'RequireTracePlugin';

// Records the id of every module __webpack_require__ is asked for, in
// globalThis.__requireTrace, to see in which order modules load.
class RequireTracePlugin {
  apply(compiler) {
    const { javascript } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      const hooks = javascript.JavascriptModulesPlugin.getCompilationHooks(compilation);
      hooks.renderRequire.tap(PLUGIN_NAME, (code, renderContext) => {
        return `(globalThis.__requireTrace ||= []).push(moduleId);\n${code}`;
      });
    });
  }
}

module.exports = RequireTracePlugin;
