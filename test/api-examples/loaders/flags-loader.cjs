// Replaces `__FLAG_name__` with `true` or `false`, read from the
// `this.featureFlags` object that FeatureFlagsPlugin adds.
module.exports = function flagsLoader(source) {
  const flags = this.featureFlags ?? {};
  return source.replace(/__FLAG_(\w+)__/g, (token, name) => String(flags[name] === true));
};
