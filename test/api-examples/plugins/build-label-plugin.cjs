const PLUGIN_NAME = 'BuildLabelPlugin';

// Starts every JavaScript file with a comment naming the build, and makes the
// label part of the chunk hashes, so [contenthash] changes with the label.
class BuildLabelPlugin {
  constructor(label) {
    this.label = label;
  }

  apply(compiler) {
    const { javascript, sources } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      const hooks = javascript.JavascriptModulesPlugin.getCompilationHooks(compilation);

      hooks.render.tap(PLUGIN_NAME, (source, renderContext) => {
        return new sources.ConcatSource(`/*! build: ${this.label} */\n`, source);
      });
      hooks.chunkHash.tap(PLUGIN_NAME, (chunk, hash, context) => {
        hash.update(`${PLUGIN_NAME} ${this.label}`);
      });
    });
  }
}

module.exports = BuildLabelPlugin;
