const path = require('path');
const aliases = require('./aliases');

module.exports = {
  mode: 'development',
  devtool: 'source-map',
  entry: './src/index.js',
  output: {
    filename: 'main.js',
    path: path.resolve(__dirname, 'dist'),
    clean: true,
  },
  resolve: {
    alias: Object.fromEntries(
      Object.entries(aliases).map(([prefix, folder]) => [prefix, path.resolve(__dirname, folder)]),
    ),
  },
  module: {
    rules: [
      { test: /\.css$/i, use: ['style-loader', 'css-loader'] },
      { test: /\.svg$/i, type: 'asset/resource' },
      { test: /\.txt$/i, type: 'asset/source' },
    ],
  },
};
