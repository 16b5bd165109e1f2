const path = require('path');

const packagesDir = path.resolve(__dirname, 'packages');

function appConfig(name) {
  const packageDir = path.join(packagesDir, name);
  return {
    name,
    mode: 'production',
    entry: { [name]: path.join(packageDir, 'src/index.js') },
    output: {
      path: path.join(packageDir, 'dist'),
      filename: '[name].js',
    },
    module: {
      rules: [
        {
          test: /\.js$/,
          // Every workspace package, and nothing from the registry.
          include: packagesDir,
          use: {
            loader: 'babel-loader',
            options: {
              presets: [['@babel/preset-env', { targets: 'chrome 70, firefox 68, safari 12' }]],
            },
          },
        },
      ],
    },
  };
}

module.exports = [appConfig('web'), appConfig('admin')];
