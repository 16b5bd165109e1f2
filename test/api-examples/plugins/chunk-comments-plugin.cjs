const PLUGIN_NAME = 'ChunkCommentsPlugin';

// Says at the top of each JavaScript chunk whether it carries the runtime,
// and closes every chunk with a comment.
class ChunkCommentsPlugin {
  apply(compiler) {
    const { javascript, sources } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      const hooks = javascript.JavascriptModulesPlugin.getCompilationHooks(compilation);

      hooks.renderMain.tap(PLUGIN_NAME, (source, renderContext) => {
        const { chunk } = renderContext;
        return new sources.ConcatSource(`/* ${chunk.name}: runtime and entry */\n`, source);
      });
      hooks.renderChunk.tap(PLUGIN_NAME, (source, renderContext) => {
        const { chunk } = renderContext;
        return new sources.ConcatSource(`/* ${chunk.name}: modules only */\n`, source);
      });
      hooks.renderContent.tap(PLUGIN_NAME, (source, renderContext) => {
        return new sources.ConcatSource(source, `\n/* end of ${renderContext.chunk.name} */`);
      });
    });
  }
}

module.exports = ChunkCommentsPlugin;
