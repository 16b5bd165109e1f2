const path = require('path');

const common = {
  mode: 'production',
  entry: './src/index.js',
};

// For CommonJS, AMD and a <script> tag: dist/roman-numerals.js
const umd = {
  ...common,
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: 'roman-numerals.js',
    library: {
      name: 'romanNumerals',
      type: 'umd',
    },
    globalObject: 'this',
  },
  externals: {
    lodash: {
      commonjs: 'lodash',
      commonjs2: 'lodash',
      amd: 'lodash',
      root: '_',
    },
  },
};

// For import statements: dist/roman-numerals.mjs
const esm = {
  ...common,
  output: {
    module: true,
    path: path.resolve(__dirname, 'dist'),
    filename: 'roman-numerals.mjs',
    library: {
      type: 'module',
    },
  },
  externalsType: 'module',
  externals: {
    lodash: 'lodash',
  },
};

module.exports = [umd, esm];
