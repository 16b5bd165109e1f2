const path = require('node:path');

class ChunkReportPlugin {
  apply(compiler) {
    const pluginName = ChunkReportPlugin.name;
    const { Compilation, sources } = compiler.webpack;

    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: pluginName, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const report = {};

          for (const chunk of compilation.chunks) {
            const modules = [];
            // The chunk graph knows which modules ended up in which chunk.
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              // Normal modules have a resource (the file); runtime modules do not.
              if (module.resource) {
                modules.push(path.relative(compiler.context, module.resource));
              }
            }
            report[chunk.name ?? String(chunk.id)] = {
              files: [...chunk.files].sort(),
              modules: modules.sort(),
            };
          }

          compilation.emitAsset(
            'chunk-report.json',
            new sources.RawSource(JSON.stringify(report, null, 2)),
          );
        },
      );
    });
  }
}

module.exports = ChunkReportPlugin;
