class WaitPlugin {
  apply(compiler) {
    compiler.hooks.emit.tapAsync('WaitPlugin', (compilation, callback) => {
      setTimeout(callback, 100);
    });
  }
}

module.exports = WaitPlugin;
