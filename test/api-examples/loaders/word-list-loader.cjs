// Turns a text file with one word per line into a module exporting a
// function that tells whether a word is in the list, written in the
// syntax the target of the build supports.
module.exports = function wordListLoader(source) {
  const words = JSON.stringify(source.split('\n').filter(Boolean));
  const { arrowFunction, const: hasConst } = this.environment;
  const declaration = hasConst ? 'const' : 'var';
  const check = arrowFunction
    ? '(word) => words.indexOf(word) !== -1'
    : 'function (word) { return words.indexOf(word) !== -1; }';
  return `${declaration} words = ${words};\nmodule.exports = ${check};\n`;
};
