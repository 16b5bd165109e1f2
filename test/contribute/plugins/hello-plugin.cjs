class HelloPlugin {
  // webpack calls apply() once, with the compiler, when it starts.
  apply(compiler) {
    compiler.hooks.done.tap('HelloPlugin', (stats) => {
      const logger = compiler.getInfrastructureLogger('HelloPlugin');
      const { startTime, endTime } = stats;
      logger.info(`Build finished in ${endTime - startTime} ms`);
    });
  }
}

module.exports = HelloPlugin;
