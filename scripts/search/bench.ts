import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { createEngine, expandIndex, runSearch, type SearchIndexFile } from '../../src/search/engine.ts';
import { CHROMIUM_FLAGS, ensureChromium } from '../browser/chromium.ts';
import { createStaticServer, listen } from '../server/static-server.ts';

/**
 * Benchmarks the local search on a built site: index size (raw and gzip) and its ratio to the content
 * it indexes, the time to load it (parse + index, what the browser does on first open), query time
 * p50/p95 and the top-1/top-3 hit rates over realistic queries with the pages a reader expects, and,
 * in Chromium against the build served on 127.0.0.1, the time from Ctrl+K to the first result.
 * A benchmark, not a test: figures depend on the machine and its load.
 *
 *   npx tsx scripts/search/bench.ts [dist folder] [--content DIR] [--runs N] [--no-browser] [--verbose]
 *   (defaults: .build/search-real/dist, content/, 5 runs)
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

/** The aim: the gzip size of the shipped index at most this share of the raw size of the content. */
const AIM_RATIO = 0.15;

/** Bytes of the documentation sources the index is built from: every `.md`/`.mdx` file under `dir`. */
function contentBytes(dir: string): number {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** One open of the modal, in ms after the Ctrl+K key press (page clock). */
interface OpenTiming {
  /** The modal's input on screen. */
  input: number;
  /** The query typed into it (at once, by the benchmark; a reader types slower). */
  typed: number;
  /** The first hit on screen: the figure. */
  shown: number;
}

interface FirstResults {
  /** First open of a fresh page: modal chunk, index fetch, indexing, query. */
  cold: OpenTiming[];
  /** A second open of that page: everything in memory. */
  warm: OpenTiming[];
}

/**
 * Runs in the page before Ctrl+K: records (page clock) the Ctrl+K key press, the modal's input
 * showing, the query typed and the first hit rendered. A string: tsx's helpers do not exist there.
 */
const TIMING_PROBE = `(() => {
  const timing = { opened: 0, input: 0, typed: 0, shown: 0 };
  window.__searchTiming = timing;
  const onKey = (event) => {
    if (event.key !== 'k' || !event.ctrlKey) return;
    timing.opened = performance.now();
    window.removeEventListener('keydown', onKey, true);
  };
  window.addEventListener('keydown', onKey, true);
  window.addEventListener('input', () => { timing.typed = timing.typed || performance.now(); }, true);
  const observer = new MutationObserver(() => {
    if (!timing.input && document.querySelector('.DocSearch-Input')) timing.input = performance.now();
    if (!document.querySelector('.DocSearch-Hit')) return;
    timing.shown = performance.now();
    observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
})()`;

/**
 * Serves `dist`, and in each run opens a content page in a fresh Chromium context (empty cache, no
 * service worker), presses Ctrl+K, types `query` as soon as the input is there and times, in the
 * page's clock, the key press to the first `.DocSearch-Hit` rendered.
 */
async function measureFirstResults(dist: string, runs: number, query = 'output.filename'): Promise<FirstResults> {
  const server = createStaticServer(dist);
  const origin = await listen(server);
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS, headless: true });
  const result: FirstResults = { cold: [], warm: [] };
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(`${origin}/concepts/`);
      await page.waitForSelector('#root[data-hydrated="true"]', { timeout: 30000 });
      for (const times of [result.cold, result.warm]) {
        await page.evaluate(TIMING_PROBE);
        await page.keyboard.press('Control+k');
        await page.waitForSelector('.DocSearch-Input');
        await page.fill('.DocSearch-Input', query);
        await page.waitForSelector('.DocSearch-Hit', { timeout: 30000 });
        const timing = await page.evaluate(
          () =>
            (window as unknown as { __searchTiming: { opened: number; input: number; typed: number; shown: number } })
              .__searchTiming,
        );
        times.push({
          input: timing.input - timing.opened,
          typed: timing.typed - timing.opened,
          shown: timing.shown - timing.opened,
        });
        await page.keyboard.press('Escape');
        await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
  return result;
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const verbose = args.includes('--verbose');
  const contentDir = path.resolve(option(args, '--content') ?? 'content');
  const runs = Number(option(args, '--runs') ?? 5);
  const values = new Set([option(args, '--content'), option(args, '--runs')]);
  const dist = path.resolve(args.find((arg) => !arg.startsWith('--') && !values.has(arg)) ?? '.build/search-real/dist');
  const name = fs.readdirSync(dist).find((file) => /^search-index\.[0-9a-f]+\.json$/.test(file));
  if (!name) throw new Error(`${dist} has no search-index.<hash>.json: build the site first`);
  const json = fs.readFileSync(path.join(dist, name), 'utf8');
  const gzip = zlib.gzipSync(json, { level: 9 }).length;
  const brotli = zlib.brotliCompressSync(json).length;
  const content = contentBytes(contentDir);
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
  console.log(
    `size         ${kb(Buffer.byteLength(json))} raw, ${kb(gzip)} gzip, ${kb(brotli)} brotli (${Buffer.byteLength(json)} / ${gzip} / ${brotli} B)`,
  );
  const ratio = gzip / content;
  console.log(
    `ratio        gzip index / raw content = ${gzip} / ${content} B = ${(100 * ratio).toFixed(1)}% ` +
      `(aim ≤ ${100 * AIM_RATIO}%: ${ratio <= AIM_RATIO ? 'met' : 'missed'}; content = every .md/.mdx file in ${path.relative(process.cwd(), contentDir) || '.'})`,
  );
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
  if (args.includes('--no-browser')) return;
  const first = await measureFirstResults(dist, runs);
  const describe = (opens: OpenTiming[]) =>
    `${median(opens.map((open) => open.shown)).toFixed(0)} ms (modal on screen at ${median(opens.map((open) => open.input)).toFixed(0)} ms, ` +
    `query typed at ${median(opens.map((open) => open.typed)).toFixed(0)} ms; runs ${opens.map((open) => open.shown.toFixed(0)).join(', ')})`;
  console.log(
    `first result Chromium, Ctrl+K to the first hit of "output.filename" on screen, median of ${runs} fresh pages:\n` +
      `             first open ${describe(first.cold)}\n` +
      `             opened again ${describe(first.warm)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
