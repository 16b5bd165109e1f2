const PLUGIN_NAME = 'ExternalsInPlacePlugin';

// Lets external modules stay in the chunk that imports them. By default,
// webpack moves most externals into the entry chunks.
class ExternalsInPlacePlugin {
  apply(compiler) {
    const { ExternalModule } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      const hooks = ExternalModule.getCompilationHooks(compilation);
      hooks.chunkCondition.tap(PLUGIN_NAME, (chunk, compilation) => true);
    });
  }
}

module.exports = ExternalsInPlacePlugin;
