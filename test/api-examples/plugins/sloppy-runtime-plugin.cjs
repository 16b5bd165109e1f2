const PLUGIN_NAME = 'SloppyRuntimePlugin';

// Keeps "use strict" out of the runtime of the chunks named in `chunks`,
// for code that only works in sloppy mode.
class SloppyRuntimePlugin {
  constructor({ chunks }) {
    this.chunks = new Set(chunks);
  }

  apply(compiler) {
    const { javascript } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      const hooks = javascript.JavascriptModulesPlugin.getCompilationHooks(compilation);
      hooks.strictRuntimeBailout.tap(PLUGIN_NAME, (renderContext) => {
        if (this.chunks.has(renderContext.chunk.name)) {
          return 'SloppyRuntimePlugin was asked to leave it sloppy';
        }
      });
    });
  }
}

module.exports = SloppyRuntimePlugin;
