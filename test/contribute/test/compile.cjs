const os = require('node:os');
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');

// Bundles `entry` with the given rules for Node.js into a temporary folder,
// then loads the bundle so a test can inspect what the entry exports.
module.exports = function compile({ entry, rules }) {
  const outputPath = fs.mkdtempSync(path.join(os.tmpdir(), 'loader-test-'));
  const compiler = webpack({
    mode: 'none',
    target: 'node',
    context: path.dirname(entry),
    entry,
    output: { path: outputPath, filename: 'main.js', library: { type: 'commonjs2' } },
    module: { rules },
  });

  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) return reject(error);
        if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
        const bundle = require(path.join(outputPath, 'main.js'));
        resolve({ stats, bundle });
      });
    });
  });
};
