const { MultiHook, SyncHook } = require('tapable');

const hooks = {
  fileAdded: new SyncHook(['file']),
  fileChanged: new SyncHook(['file']),
};

// One tap, registered on both hooks at once.
const anyFileEvent = new MultiHook([hooks.fileAdded, hooks.fileChanged]);
anyFileEvent.tap('Logger', (file) => console.log(`touched ${file}`));

hooks.fileAdded.call('src/new.js');
hooks.fileChanged.call('src/index.js');
console.log(hooks.fileAdded.taps.length, hooks.fileChanged.taps.length);
