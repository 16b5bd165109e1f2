// Turns any file into a JavaScript module whose default export is the file's text.
module.exports = function textLoader(source) {
  return `export default ${JSON.stringify(source)};\n`;
};
