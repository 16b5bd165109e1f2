module.exports = function byteCountLoader(content) {
  // content is a Buffer because of the raw flag below.
  return `export default ${content.length};\n`;
};

module.exports.raw = true;
