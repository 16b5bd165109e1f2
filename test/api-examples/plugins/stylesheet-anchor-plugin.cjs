const PLUGIN_NAME = 'StylesheetAnchorPlugin';

// Inserts the stylesheets of lazily loaded chunks before a
// <meta name="css-anchor"> tag when the page has one, so the page's own
// styles after the anchor keep precedence.
class StylesheetAnchorPlugin {
  apply(compiler) {
    const { css, Template } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      const hooks = css.CssLoadingRuntimeModule.getCompilationHooks(compilation);
      hooks.linkInsert.tap(PLUGIN_NAME, (source, chunk) =>
        Template.asString([
          'const anchor = document.querySelector(\'meta[name="css-anchor"]\');',
          'if (needAttach && anchor) {',
          Template.indent('anchor.parentNode.insertBefore(link, anchor);'),
          '} else {',
          Template.indent(source),
          '}',
        ]),
      );
    });
  }
}

module.exports = StylesheetAnchorPlugin;
