// Installed under the name of the package it replaces: say which one, and why it is missing.
const replaced = __dirname.split(/[\\/]node_modules[\\/]/).pop();
throw new Error(
  `${replaced} is not installed: package.json overrides replace it with scripts/stubs/unused-dependency, ` +
    'because nothing this project runs needs it (see README, "overrides"). Remove its override to use it.',
);
