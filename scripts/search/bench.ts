import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createEngine, expandIndex, runSearch, type SearchIndexFile } from '../../src/search/engine.ts';

/**
 * Benchmarks the local search on a built site: index size (raw and gzip), the time to load it (parse +
 * index, what the browser does on first open), query time p50/p95 and the top-1/top-3 hit rates over
 * realistic queries with the pages a reader expects.
 *
 *   npx tsx scripts/search/bench.ts [dist folder] [--verbose]   (default: .build/search-real/dist)
 */

interface Case {
  query: string;
  /** A hit matches an expectation with `#` exactly, one without `#` by page (`/guides/caching/` and its sections). */
  expect: string[];
}

const CASES: Case[] = [
  // option paths: their own section must come first
  { query: 'output.filename', expect: ['/configuration/output/#outputfilename'] },
  {
    query: 'splitChunks.chunks',
    expect: [
      '/configuration/optimization/#optimizationsplitchunkschunks',
      '/plugins/split-chunks-plugin/#splitchunkschunks',
    ],
  },
  { query: 'devServer.proxy', expect: ['/configuration/dev-server/#devserverproxy'] },
  { query: 'output.publicPath', expect: ['/configuration/output/#outputpublicpath'] },
  { query: 'output.path', expect: ['/configuration/output/#outputpath'] },
  { query: 'output.clean', expect: ['/configuration/output/#outputclean'] },
  { query: 'output.library.type', expect: ['/configuration/output/#outputlibrarytype'] },
  { query: 'resolve.alias', expect: ['/configuration/resolve/#resolvealias'] },
  { query: 'resolve.extensions', expect: ['/configuration/resolve/#resolveextensions'] },
  { query: 'module.rules', expect: ['/configuration/module/#modulerules'] },
  { query: 'module.noParse', expect: ['/configuration/module/#modulenoparse'] },
  { query: 'optimization.runtimeChunk', expect: ['/configuration/optimization/#optimizationruntimechunk'] },
  { query: 'runtimeChunk', expect: ['/configuration/optimization/#optimizationruntimechunk'] },
  { query: 'moduleIds', expect: ['/configuration/optimization/#optimizationmoduleids'] },
  { query: 'sideEffects', expect: ['/configuration/optimization/#optimizationsideeffects', '/guides/tree-shaking/'] },
  { query: 'cache.type', expect: ['/configuration/cache/#cachetype'] },
  { query: 'historyApiFallback', expect: ['/configuration/dev-server/#devserverhistoryapifallback'] },
  { query: 'devServer.hot', expect: ['/configuration/dev-server/#devserverhot'] },
  { query: 'devServer.port', expect: ['/configuration/dev-server/#devserverport'] },
  { query: 'watchOptions.ignored', expect: ['/configuration/watch/#watchoptionsignored'] },
  // prefixes and typos
  {
    query: 'splitch',
    expect: ['/plugins/split-chunks-plugin/', '/configuration/optimization/#optimizationsplitchunks'],
  },
  { query: 'publicpth', expect: ['/guides/public-path/', '/configuration/output/#outputpublicpath'] },
  { query: 'optimizaton', expect: ['/configuration/optimization/'] },
  { query: 'devtol', expect: ['/configuration/devtool/'] },
  { query: 'histor', expect: ['/configuration/dev-server/#devserverhistoryapifallback'] },
  // code identifiers
  {
    query: '__webpack_public_path__',
    expect: ['/guides/public-path/', '/api/module-variables/', '/configuration/output/#outputpublicpath'],
  },
  {
    query: 'import.meta.webpackHot',
    expect: [
      '/api/module-variables/#importmetawebpackhot',
      '/api/hot-module-replacement/',
      '/concepts/hot-module-replacement/',
      '/guides/hot-module-replacement/',
      '/plugins/hot-module-replacement-plugin/',
    ],
  },
  // pages by topic
  { query: 'devtool source-map', expect: ['/configuration/devtool/'] },
  { query: 'target node', expect: ['/configuration/target/'] },
  { query: 'code splitting', expect: ['/guides/code-splitting/'] },
  { query: 'lazy loading', expect: ['/guides/lazy-loading/'] },
  { query: 'tree shaking', expect: ['/guides/tree-shaking/'] },
  { query: 'getting started', expect: ['/guides/getting-started/'] },
  { query: 'typescript', expect: ['/guides/typescript/'] },
  { query: 'caching contenthash', expect: ['/guides/caching/'] },
  { query: 'asset management', expect: ['/guides/asset-management/'] },
  { query: 'production mode', expect: ['/guides/production/', '/configuration/mode/'] },
  {
    query: 'hot module replacement',
    expect: [
      '/guides/hot-module-replacement/',
      '/concepts/hot-module-replacement/',
      '/api/hot-module-replacement/',
      '/plugins/hot-module-replacement-plugin/',
    ],
  },
  { query: 'module federation', expect: ['/plugins/module-federation-plugin/', '/concepts/module-federation/'] },
  {
    query: 'source map',
    expect: ['/configuration/devtool/', '/loaders/source-map-loader/', '/plugins/source-map-dev-tool-plugin/'],
  },
  { query: 'webpack-dev-server', expect: ['/configuration/dev-server/', '/guides/development/'] },
  { query: 'writing a loader', expect: ['/contribute/writing-a-loader/'] },
  { query: 'writing a plugin', expect: ['/contribute/writing-a-plugin/'] },
  // plugins and loaders by name
  { query: 'HtmlWebpackPlugin', expect: ['/plugins/html-webpack-plugin/'] },
  { query: 'DefinePlugin', expect: ['/plugins/define-plugin/'] },
  { query: 'ProvidePlugin', expect: ['/plugins/provide-plugin/'] },
  { query: 'IgnorePlugin', expect: ['/plugins/ignore-plugin/'] },
  { query: 'MiniCssExtractPlugin', expect: ['/plugins/mini-css-extract-plugin/'] },
  { query: 'mini css extract', expect: ['/plugins/mini-css-extract-plugin/'] },
  { query: 'copy-webpack-plugin', expect: ['/plugins/copy-webpack-plugin/'] },
  { query: 'terser', expect: ['/plugins/terser-webpack-plugin/'] },
  { query: 'css-loader', expect: ['/loaders/css-loader/'] },
  { query: 'sass-loader', expect: ['/loaders/sass-loader/'] },
  { query: 'babel-loader', expect: ['/loaders/babel-loader/'] },
  { query: 'style-loader', expect: ['/loaders/style-loader/'] },
  { query: 'postcss', expect: ['/loaders/postcss-loader/'] },
];

function matches(url: string, expected: string): boolean {
  return expected.includes('#') ? url === expected : url.split('#')[0] === expected;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function main(): void {
  const args = process.argv.slice(2);
  const verbose = args.includes('--verbose');
  const dist = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? '.build/search-real/dist');
  const name = fs.readdirSync(dist).find((file) => /^search-index\.[0-9a-f]+\.json$/.test(file));
  if (!name) throw new Error(`${dist} has no search-index.<hash>.json: build the site first`);
  const json = fs.readFileSync(path.join(dist, name), 'utf8');
  const gzip = zlib.gzipSync(json, { level: 9 }).length;
  const brotli = zlib.brotliCompressSync(json).length;

  const loadTimes: number[] = [];
  let engine = null as ReturnType<typeof createEngine> | null;
  let docs = [] as ReturnType<typeof expandIndex>;
  const cpuLoadTimes: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const file = JSON.parse(json) as SearchIndexFile;
    docs = expandIndex(file);
    engine = createEngine(docs);
    loadTimes.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpuLoadTimes.push((used.user + used.system) / 1000);
  }
  const pages = new Set(docs.map((doc) => doc.url.split('#')[0]));
  const known = (expected: string) =>
    pages.has(expected.split('#')[0]) && (!expected.includes('#') || docs.some((doc) => doc.url === expected));

  const times: number[] = [];
  const cpuTimes: number[] = [];
  let top1 = 0;
  let top3 = 0;
  let counted = 0;
  const misses: string[] = [];
  const skipped: string[] = [];
  for (const { query, expect } of CASES) {
    // Every keystroke of the query, as the modal sends them, then the full query 10 times.
    for (let length = 1; length < query.length; length += 1) runSearch(engine!, query.slice(0, length), 20);
    let hits = runSearch(engine!, query, 20);
    for (let run = 0; run < 10; run += 1) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      hits = runSearch(engine!, query, 20);
      times.push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      cpuTimes.push((used.user + used.system) / 1000);
    }
    const expected = expect.filter(known);
    if (expected.length === 0) {
      skipped.push(query);
      continue;
    }
    counted += 1;
    const urls = hits.map((hit) => hit.doc.url);
    if (expected.some((url) => matches(urls[0] ?? '', url))) top1 += 1;
    else if (verbose) console.log(`not first: ${query} → ${urls.slice(0, 3).join(', ')}`);
    if (urls.slice(0, 3).some((hit) => expected.some((url) => matches(hit, url)))) top3 += 1;
    else
      misses.push(
        `  ${query}: expected ${expected.join(' | ')}\n    got ${urls.slice(0, 3).join(', ') || '(nothing)'}`,
      );
  }
  times.sort((a, b) => a - b);
  loadTimes.sort((a, b) => a - b);
  cpuLoadTimes.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`index        ${name}: ${pages.size} pages, ${docs.length} sections`);
  console.log(`size         ${kb(Buffer.byteLength(json))} raw, ${kb(gzip)} gzip, ${kb(brotli)} brotli`);
  console.log(
    `load         parse + index p50 ${percentile(loadTimes, 50).toFixed(1)} ms wall, ${percentile(cpuLoadTimes, 50).toFixed(1)} ms CPU (node; a phone browser is slower)`,
  );
  console.log(
    `queries      ${CASES.length} (${counted} with their expected page in this build), ${times.length} timed runs`,
  );
  console.log(
    `query time   p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms wall; p50 ${percentile(cpuTimes, 50).toFixed(2)} ms, p95 ${percentile(cpuTimes, 95).toFixed(2)} ms CPU`,
  );
  console.log(
    `hit rate     top-1 ${top1}/${counted} (${((100 * top1) / counted).toFixed(0)}%), top-3 ${top3}/${counted} (${((100 * top3) / counted).toFixed(0)}%)`,
  );
  if (skipped.length > 0) console.log(`skipped      (expected page not built yet): ${skipped.join(', ')}`);
  if (misses.length > 0) console.log(`misses\n${misses.join('\n')}`);
}

main();
