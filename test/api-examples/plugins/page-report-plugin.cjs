const PLUGIN_NAME = 'PageReportPlugin';

// Stamps each emitted HTML page with the build time, then logs its name
// and size once the page is final.
class PageReportPlugin {
  apply(compiler) {
    const { html } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      const logger = compilation.getLogger(PLUGIN_NAME);
      const hooks = html.HtmlModulesPlugin.getCompilationHooks(compilation);
      const builtAt = new Date().toISOString();

      hooks.transformHtml.tap(PLUGIN_NAME, (content, context) => {
        return content.replace('</head>', `  <meta name="built-at" content="${builtAt}">\n  </head>`);
      });
      hooks.htmlEmitted.tap(PLUGIN_NAME, (context) => {
        const bytes = compilation.getAsset(context.outputName).source.size();
        logger.log(`${context.outputName}: ${bytes} bytes`);
      });
    });
  }
}

module.exports = PageReportPlugin;
