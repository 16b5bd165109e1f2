const PLUGIN_NAME = 'MemorySchemePlugin';
const SCHEME = 'memory';

// Serves `import x from 'memory:name.js'` from an object of file contents
// instead of the disk.
class MemorySchemePlugin {
  constructor(files) {
    this.files = files;
  }

  apply(compiler) {
    const { NormalModule } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation, { normalModuleFactory }) => {
      // accept `memory:` requests without looking for them on disk
      normalModuleFactory.hooks.resolveForScheme.for(SCHEME).tap(PLUGIN_NAME, (resourceData) => {
        resourceData.path = resourceData.resource;
        resourceData.query = '';
        resourceData.fragment = '';
        return true;
      });

      const hooks = NormalModule.getCompilationHooks(compilation);
      hooks.readResource.for(SCHEME).tap(PLUGIN_NAME, (loaderContext) => {
        const name = loaderContext.resourcePath.slice(SCHEME.length + 1);
        if (!Object.hasOwn(this.files, name)) {
          throw new Error(`${PLUGIN_NAME}: no file named ${name}`);
        }
        return this.files[name];
      });
    });
  }
}

module.exports = MemorySchemePlugin;
