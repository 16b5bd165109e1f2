const PLUGIN_NAME = 'ReferrerPolicyPlugin';

// Sets the referrer policy of the <script> and <link rel="stylesheet">
// tags that the runtime creates to load chunks.
class ReferrerPolicyPlugin {
  constructor(policy = 'no-referrer') {
    this.policy = JSON.stringify(policy);
  }

  apply(compiler) {
    const { runtime, css } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      const scriptHooks = runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation);
      scriptHooks.createScript.tap(PLUGIN_NAME, (source, chunk) => {
        return `${source}\nscript.referrerPolicy = ${this.policy};`;
      });

      const cssHooks = css.CssLoadingRuntimeModule.getCompilationHooks(compilation);
      cssHooks.createStylesheet.tap(PLUGIN_NAME, (source, chunk) => {
        return `${source}\nlink.referrerPolicy = ${this.policy};`;
      });
    });
  }
}

module.exports = ReferrerPolicyPlugin;
