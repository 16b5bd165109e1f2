const path = require('path');
const webpack = require('webpack');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: 'main.js',
    clean: true,
  },
  // Keep modules, resolved paths and generated code on disk between builds.
  cache: {
    type: 'filesystem',
    buildDependencies: {
      // A change to this file, or to anything it requires, invalidates the cache.
      config: [__filename],
    },
  },
  module: {
    rules: [
      {
        test: /\.js$/,
        // Our code only: installed packages are already compiled for browsers.
        include: path.resolve(__dirname, 'src'),
        use: {
          loader: 'babel-loader',
          options: { presets: ['@babel/preset-env'] },
        },
      },
    ],
  },
  // `npm run build:profile` records a trace of every plugin and loader in profiling/events.json.
  plugins: process.env.WEBPACK_PROFILE
    ? [new webpack.debug.ProfilingPlugin({ outputPath: path.resolve(__dirname, 'profiling/events.json') })]
    : [],
};
