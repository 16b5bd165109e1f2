const path = require('node:path');

// Normal phase: pass the content through unchanged.
module.exports = function skipLoader(source) {
  return source;
};

// Pitching phase: runs left to right, before any loader reads the file.
module.exports.pitch = function skipLoaderPitch() {
  if (this.resourceQuery === '?skip') {
    // Returning a value skips the loaders to the right and the file itself.
    const file = path.basename(this.resourcePath);
    return `export default ${JSON.stringify(`${file} was skipped`)};\n`;
  }
  // Returning nothing lets the chain go on as usual.
};
