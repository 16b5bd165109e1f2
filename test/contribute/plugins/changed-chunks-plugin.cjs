class ChangedChunksPlugin {
  constructor() {
    this.hashes = new Map();
    this.changed = [];
  }

  apply(compiler) {
    const pluginName = ChangedChunksPlugin.name;

    // emit runs once per build, after hashes are known and before files are written.
    compiler.hooks.emit.tap(pluginName, (compilation) => {
      const logger = compilation.getLogger(pluginName);
      this.changed = [];

      for (const chunk of compilation.chunks) {
        const key = chunk.name ?? String(chunk.id);
        if (this.hashes.get(key) !== chunk.hash) {
          this.changed.push(key);
          this.hashes.set(key, chunk.hash);
        }
      }

      logger.info(`changed chunks: ${this.changed.join(', ') || 'none'}`);
    });
  }
}

module.exports = ChangedChunksPlugin;
