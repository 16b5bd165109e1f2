class FileListPlugin {
  static defaultOptions = { filename: 'filelist.md' };

  constructor(options = {}) {
    this.options = { ...FileListPlugin.defaultOptions, ...options };
  }

  apply(compiler) {
    const pluginName = FileListPlugin.name;
    // Use the webpack instance that runs this compiler, not require('webpack').
    const { Compilation, sources } = compiler.webpack;

    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: pluginName,
          // Summarize once every other plugin has added its assets.
          stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE,
        },
        (assets) => {
          const lines = Object.keys(assets)
            .sort()
            .map((name) => `- ${name} (${assets[name].size()} bytes)`);
          const content = `# Files in this build\n\n${lines.join('\n')}\n`;

          compilation.emitAsset(this.options.filename, new sources.RawSource(content));
        },
      );
    });
  }
}

module.exports = FileListPlugin;
