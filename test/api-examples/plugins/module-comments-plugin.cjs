const PLUGIN_NAME = 'ModuleCommentsPlugin';

// Adds a comment to each of the three layers webpack renders for a
// JavaScript module, which shows how the three hooks nest.
class ModuleCommentsPlugin {
  apply(compiler) {
    const { javascript, sources } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      const hooks = javascript.JavascriptModulesPlugin.getCompilationHooks(compilation);
      const label = (layer, module) =>
        `/* ${layer} of ${module.readableIdentifier(compilation.requestShortener)} */\n`;

      hooks.renderModuleContent.tap(PLUGIN_NAME, (source, module, renderContext) => {
        return new sources.ConcatSource(label('content', module), source);
      });
      hooks.renderModuleContainer.tap(PLUGIN_NAME, (source, module, renderContext) => {
        return new sources.ConcatSource(label('container', module), source);
      });
      hooks.renderModulePackage.tap(PLUGIN_NAME, (source, module, renderContext) => {
        return new sources.ConcatSource(label('package', module), source);
      });
    });
  }
}

module.exports = ModuleCommentsPlugin;
