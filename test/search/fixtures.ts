import { slugOf, type RecordLevel, type SearchIndexFile } from '../../src/shared/search/index-format.ts';
import { packSection } from '../../scripts/pipeline/4-search/pack.ts';

type Record = SearchIndexFile['records'][number];

/** A record as the build writes it from a section's anchor, headings and text. */
function record(page: number, anchor: string, level: RecordLevel, lvl2: string, lvl3: string, text: string): Record {
  const { snippet, words } = packSection(text);
  const heading = level === 3 ? lvl3 : level === 2 ? lvl2 : '';
  return [page, level, heading, anchor === slugOf(heading) ? '' : anchor, snippet, words];
}

/**
 * A small index in the shape the build writes: option sections, a guide full of distracting mentions
 * of the same options, and pages with code identifiers.
 */
export const INDEX: SearchIndexFile = {
  version: 3,
  sections: [
    ['configuration', 'Configuration'],
    ['guides', 'Guides'],
    ['api', 'Introduction'],
    ['plugins', 'Plugins'],
  ],
  pages: [
    ['/configuration/output/', 'Output', 0],
    ['/configuration/optimization/', 'Optimization', 0],
    ['/configuration/dev-server/', 'DevServer', 0],
    ['/guides/code-splitting/', 'Code Splitting', 1],
    ['/guides/public-path/', 'Public Path', 1],
    ['/api/hot-module-replacement/', 'Hot Module Replacement', 2],
    ['/plugins/split-chunks-plugin/', 'SplitChunksPlugin', 3],
  ],
  records: [
    record(0, '', 1, '', '', 'The output options tell webpack where and how to write bundles.'),
    record(
      0,
      'outputfilename',
      2,
      'output.filename',
      '',
      'Name of each output bundle, for example [name].[contenthash].js.',
    ),
    record(
      0,
      'outputpublicpath',
      2,
      'output.publicPath',
      '',
      'The public URL of the output folder as the browser sees it.',
    ),
    record(0, 'outputpath', 2, 'output.path', '', 'The output folder as an absolute path.'),
    record(1, '', 1, '', '', 'Optimizations that webpack runs depending on the mode.'),
    record(
      1,
      'optimizationsplitchunks',
      2,
      'optimization.splitChunks',
      '',
      'Settings of the SplitChunksPlugin. Names follow output.filename.',
    ),
    record(
      1,
      'optimizationsplitchunkschunks',
      3,
      'optimization.splitChunks',
      'optimization.splitChunks.chunks',
      "Which chunks are split: 'all', 'async' or 'initial'.",
    ),
    record(
      1,
      'optimizationruntimechunk',
      2,
      'optimization.runtimeChunk',
      '',
      'Moves the runtime into a chunk of its own.',
    ),
    record(2, '', 1, '', '', 'Options of webpack-dev-server.'),
    record(2, 'devserverproxy', 2, 'devServer.proxy', '', 'Forwards requests such as /api to a backend server.'),
    record(
      2,
      'devserverhot',
      2,
      'devServer.hot',
      '',
      'Turns hot module replacement on. Unlike devServer.proxy it needs no backend.',
    ),
    record(3, '', 1, '', '', 'Split code into chunks loaded on demand.'),
    record(
      3,
      'splitchunksplugin',
      2,
      'SplitChunksPlugin',
      '',
      'Set splitChunks.chunks to all, then check output.filename and output.publicPath; devServer.proxy and devServer.hot help in development. splitChunks.chunks again: splitChunks.chunks.',
    ),
    record(4, '', 1, '', '', 'The publicPath setting says where the browser finds the files of the build.'),
    record(
      4,
      'on-the-fly',
      2,
      'On the fly',
      '',
      'Set __webpack_public_path__ at runtime, before other modules load. The public path of the page.',
    ),
    record(5, '', 1, '', '', 'Modules accept updates through import.meta.webpackHot.accept() or module.hot.accept().'),
    record(
      5,
      'hot-updates',
      2,
      'Hot updates',
      '',
      'Webpack applies hot updates without a reload; a hot path of updates.',
    ),
    record(
      6,
      '',
      1,
      '',
      '',
      'The plugin behind optimization.splitChunks. Markup such as <script>alert(1)</script> is shown as text.',
    ),
  ],
};
