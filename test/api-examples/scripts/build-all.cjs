const path = require('node:path');
const webpack = require('webpack');

const multiCompiler = webpack([
  { name: 'client', mode: 'none', entry: './src/index.js', output: { path: path.resolve('dist/client') } },
  { name: 'server', mode: 'none', entry: './src/hello.js', target: 'node', output: { path: path.resolve('dist/server') } },
]);

// a MultiHook: this tap runs once for each compiler
multiCompiler.hooks.run.tap('BuildLog', (compiler) => {
  console.log(`${compiler.name}: started`);
});
// the MultiCompiler's own hook: runs once, when every compiler is done
multiCompiler.hooks.done.tap('BuildLog', (multiStats) => {
  console.log(`${multiStats.stats.length} builds done`);
});

multiCompiler.run((err, multiStats) => {
  if (err || multiStats.hasErrors()) process.exitCode = 1;
  multiCompiler.close(() => {});
});
