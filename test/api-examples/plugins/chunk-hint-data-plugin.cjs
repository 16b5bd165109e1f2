const PLUGIN_NAME = 'ChunkHintDataPlugin';

// Marks the <link rel="prefetch"> and <link rel="preload"> tags the runtime
// adds for chunks with a data-chunk attribute, for script chunks loaded with
// JSONP or import() and for CSS chunks.
class ChunkHintDataPlugin {
  apply(compiler) {
    const { web, esm, css } = compiler.webpack;
    const runtimeModules = [
      web.JsonpChunkLoadingRuntimeModule,
      esm.ModuleChunkLoadingRuntimeModule,
      css.CssLoadingRuntimeModule,
    ];
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      for (const RuntimeModule of runtimeModules) {
        const hooks = RuntimeModule.getCompilationHooks(compilation);
        // `link` and `chunkId` are variables of the code in `source`
        const mark = (source, chunk) => `${source}\nlink.setAttribute("data-chunk", chunkId);`;
        hooks.linkPrefetch.tap(PLUGIN_NAME, mark);
        hooks.linkPreload.tap(PLUGIN_NAME, mark);
      }
    });
  }
}

module.exports = ChunkHintDataPlugin;
