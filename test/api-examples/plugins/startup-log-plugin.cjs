const PLUGIN_NAME = 'StartupLogPlugin';

// Logs a line once the entry module of a chunk has run.
class StartupLogPlugin {
  apply(compiler) {
    const { javascript, sources } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      const hooks = javascript.JavascriptModulesPlugin.getCompilationHooks(compilation);
      hooks.renderStartup.tap(PLUGIN_NAME, (source, module, startupRenderContext) => {
        const name = module.readableIdentifier(compilation.requestShortener);
        return new sources.ConcatSource(source, `console.log(${JSON.stringify(`started ${name}`)});\n`);
      });
    });
  }
}

module.exports = StartupLogPlugin;
