// Test helper: writes the names of every property of its loader context
// to context-keys.json in the output, and passes the source on.
module.exports = function contextKeysLoader(source) {
  const keys = [];
  for (const key in this) keys.push(key);
  this.emitFile('context-keys.json', JSON.stringify(keys.sort()));
  return source;
};
