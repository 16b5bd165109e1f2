const aliases = require('./aliases');

// '@/price-tag.js' → '<rootDir>/src/price-tag.js': the same mapping as resolve.alias in webpack.config.js.
const aliasMapper = Object.fromEntries(
  Object.entries(aliases).map(([prefix, folder]) => [`^${prefix}/(.*)$`, `<rootDir>/${folder}/$1`]),
);

module.exports = {
  testEnvironment: 'jsdom',
  moduleNameMapper: {
    ...aliasMapper,
    '\\.css$': '<rootDir>/test/style-stub.js',
  },
  transform: {
    '\\.js$': 'babel-jest',
    '\\.(svg|txt)$': '<rootDir>/test/asset-transform.js',
  },
};
