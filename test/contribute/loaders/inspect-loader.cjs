module.exports = function inspectLoader(source) {
  const logger = this.getLogger('inspect-loader');
  logger.info(`${this.resourcePath}: ${source.length} characters`);
  return source;
};
