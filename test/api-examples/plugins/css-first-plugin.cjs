const PLUGIN_NAME = 'CssFirstPlugin';

// Moves the CSS modules that match `test` (a reset, say) to the start of
// every stylesheet, whatever the import order.
class CssFirstPlugin {
  constructor({ test }) {
    this.test = test;
  }

  apply(compiler) {
    const { css } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      const hooks = css.CssModulesPlugin.getCompilationHooks(compilation);
      const plugin = new css.CssModulesPlugin();

      hooks.orderModules.tap(PLUGIN_NAME, (chunk, modules, compilation) => {
        if (!modules.some((module) => this.test.test(module.resource))) return undefined;
        // start from webpack's own order, then move the matches to the front
        const ordered = plugin.getModulesInOrder(chunk, modules, compilation);
        const first = ordered.filter((module) => this.test.test(module.resource));
        return [...first, ...ordered.filter((module) => !first.includes(module))];
      });
    });
  }
}

module.exports = CssFirstPlugin;
