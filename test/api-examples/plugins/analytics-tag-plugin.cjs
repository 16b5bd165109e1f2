const PLUGIN_NAME = 'AnalyticsTagPlugin';

// Adds the script tag of an analytics service to every HTML page webpack
// emits. The tag is written as given: webpack does not bundle its src.
class AnalyticsTagPlugin {
  constructor({ src, site }) {
    this.src = src;
    this.site = site;
  }

  apply(compiler) {
    const { html } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      const hooks = html.HtmlModulesPlugin.getCompilationHooks(compilation);
      hooks.injectTags.tap(PLUGIN_NAME, (tags, context) => {
        tags.push({
          tag: 'script',
          attrs: { src: this.src, defer: true, 'data-site': this.site },
          injectTo: 'head',
        });
        return tags;
      });
    });
  }
}

module.exports = AnalyticsTagPlugin;
