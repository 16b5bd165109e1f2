import webpack, { type Configuration, type Stats } from 'webpack';

/** Runs one webpack compilation to the end; rejects with webpack's own error text when it fails. */
export function runWebpack(config: Configuration): Promise<Stats> {
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) return reject(error);
        if (!stats) return reject(new Error('webpack returned no stats'));
        if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
        resolve(stats);
      });
    });
  });
}
