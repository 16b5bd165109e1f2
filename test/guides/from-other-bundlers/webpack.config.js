const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CopyPlugin = require('copy-webpack-plugin');

module.exports = {
  mode: 'production',
  entry: './src/main.js',
  output: {
    path: path.resolve(__dirname, 'dist'),
    publicPath: '/',
    filename: 'assets/[name].[contenthash:8].js',
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    clean: true,
  },
  devtool: 'source-map',
  // Read .env, .env.local, .env.[mode] and .env.[mode].local, and expose VITE_* variables.
  dotenv: { prefix: 'VITE_' },
  resolve: {
    alias: { '@': path.resolve(__dirname, 'src') },
  },
  module: {
    rules: [
      { test: /\.css$/i, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
      // `import text from './file.txt?raw'`: the file's content as a string.
      { resourceQuery: /raw/, type: 'asset/source' },
      // `import url from './file.png?url'`: always a URL, never inlined.
      { resourceQuery: /url/, type: 'asset/resource' },
      {
        test: /\.(png|jpe?g|gif|svg|webp|avif|woff2?)$/i,
        resourceQuery: { not: [/raw/, /url/] },
        type: 'asset',
        parser: { dataUrlCondition: { maxSize: 4096 } },
      },
    ],
  },
  plugins: [
    new HtmlWebpackPlugin({ template: './index.html' }),
    new MiniCssExtractPlugin({ filename: 'assets/[name].[contenthash:8].css' }),
    new CopyPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
  ],
  devServer: {
    port: 5173,
    historyApiFallback: true,
    proxy: [{ context: ['/api'], target: 'http://localhost:3000' }],
  },
};
