const { SyncHook } = require('tapable');

const buildFile = new SyncHook(['file']);

// Deprecated: with `context: true`, a tap receives an object that all the
// taps of one call share, before the hook's own arguments.
buildFile.tap({ name: 'Timer', context: true }, (context, file) => {
  context.startedAt = Date.now();
});
buildFile.tap({ name: 'Reporter', context: true }, (context, file) => {
  console.log(`${file}: shared start time ${typeof context.startedAt}`);
});

buildFile.call('index.js');
