const path = require('path');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    filename: 'main.js',
    path: path.resolve(__dirname, 'dist'),
    assetModuleFilename: 'images/[hash][ext][query]',
  },
  module: {
    rules: [
      {
        resourceQuery: /raw/,
        type: 'asset/source',
      },
      {
        test: /\.png$/i,
        resourceQuery: { not: [/raw/] },
        type: 'asset/resource',
      },
      {
        test: /\.svg$/i,
        resourceQuery: { not: [/raw/] },
        type: 'asset/inline',
      },
      {
        test: /\.txt$/i,
        type: 'asset/source',
      },
      {
        test: /\.(jpe?g|gif|webp)$/i,
        type: 'asset',
        parser: {
          dataUrlCondition: {
            maxSize: 4 * 1024,
          },
        },
      },
      {
        test: /\.woff2?$/i,
        type: 'asset/resource',
        generator: {
          filename: 'fonts/[name].[contenthash:8][ext]',
        },
      },
    ],
  },
};
