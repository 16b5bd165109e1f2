const PLUGIN_NAME = 'CssSourceCommentsPlugin';

// Writes the path of each CSS module above its rules in the emitted
// stylesheet, and makes that choice part of the CSS content hash.
class CssSourceCommentsPlugin {
  apply(compiler) {
    const { css, sources } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      const hooks = css.CssModulesPlugin.getCompilationHooks(compilation);

      hooks.renderModulePackage.tap(PLUGIN_NAME, (source, module, renderContext) => {
        const name = compilation.requestShortener.shorten(module.resource);
        return new sources.ConcatSource(`/* ${name} */\n`, source);
      });
      hooks.chunkHash.tap(PLUGIN_NAME, (chunk, hash, context) => {
        hash.update(PLUGIN_NAME);
      });
    });
  }
}

module.exports = CssSourceCommentsPlugin;
