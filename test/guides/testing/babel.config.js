// Only Jest uses this file: it runs the tests in Node.js, which needs CommonJS modules.
// webpack reads the ES modules in src/ as they are.
module.exports = {
  presets: [['@babel/preset-env', { targets: { node: 'current' } }]],
};
