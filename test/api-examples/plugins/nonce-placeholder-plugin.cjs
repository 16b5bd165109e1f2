const PLUGIN_NAME = 'NoncePlaceholderPlugin';

// Gives every script and stylesheet of the emitted pages a nonce attribute
// with a placeholder, which the server replaces with a fresh nonce for each
// response (for a Content-Security-Policy with 'nonce-...').
class NoncePlaceholderPlugin {
  constructor(placeholder = '{{CSP_NONCE}}') {
    this.placeholder = placeholder;
  }

  apply(compiler) {
    const { html } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      const hooks = html.HtmlModulesPlugin.getCompilationHooks(compilation);
      hooks.transformTags.tap(PLUGIN_NAME, (tags, context) => {
        for (const tag of tags) {
          const stylesheet = tag.tag === 'link' && tag.attrs.rel === 'stylesheet';
          if (tag.tag === 'script' || tag.tag === 'style' || stylesheet) {
            tag.attrs.nonce = this.placeholder;
          }
        }
      });
    });
  }
}

module.exports = NoncePlaceholderPlugin;
