const path = require('path');

// Gives an imported asset the value webpack gives it: the text of a .txt file (asset/source),
// the file name of anything else (asset/resource gives a URL ending in a hashed file name).
module.exports = {
  process(sourceText, sourcePath) {
    const value = sourcePath.endsWith('.txt') ? sourceText : path.basename(sourcePath);
    return { code: `module.exports = ${JSON.stringify(value)};` };
  },
};
