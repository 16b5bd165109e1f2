const path = require('node:path');
const { promisify } = require('node:util');

const PLUGIN_NAME = 'VersionTokenPlugin';
const TOKEN = '__PACKAGE_VERSION__';

// Replaces __PACKAGE_VERSION__ in the output of the loaders with the version
// from package.json, which it reads asynchronously.
class VersionTokenPlugin {
  apply(compiler) {
    const { NormalModule } = compiler.webpack;
    const packageFile = path.join(compiler.context, 'package.json');
    const readFile = promisify(compiler.inputFileSystem.readFile);

    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      const hooks = NormalModule.getCompilationHooks(compilation);
      hooks.processResult.tapPromise(PLUGIN_NAME, async (result, module) => {
        if (!module.type.startsWith('javascript')) return result;
        // without loaders, the source is still the Buffer read from disk
        const [content, ...rest] = result;
        const source = Buffer.isBuffer(content) ? content.toString('utf8') : content;
        if (!source.includes(TOKEN)) return result;

        const { version } = JSON.parse(await readFile(packageFile));
        // rebuild this module when package.json changes
        module.buildInfo.fileDependencies.add(packageFile);
        return [source.replaceAll(TOKEN, JSON.stringify(version)), ...rest];
      });
    });
  }
}

module.exports = VersionTokenPlugin;
