const fs = require('node:fs/promises');
const path = require('node:path');

// Matches lines such as: @include ./parts/footer.txt
const INCLUDE_LINE = /^@include (.+)$/gm;

module.exports = function includeLoader(source) {
  // Tell webpack the result arrives later, through the callback.
  const callback = this.async();
  const files = [...source.matchAll(INCLUDE_LINE)].map((match) =>
    path.resolve(this.context, match[1].trim()),
  );

  // Rebuild this module when an included file changes (watch mode, caching).
  for (const file of files) this.addDependency(file);

  Promise.all(files.map((file) => fs.readFile(file, 'utf8'))).then(
    (contents) => {
      let index = 0;
      const result = source.replace(INCLUDE_LINE, () => contents[index++].trimEnd());
      callback(null, result);
    },
    (error) => callback(error),
  );
};
