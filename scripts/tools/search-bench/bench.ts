import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { expandIndex, SEARCH_INDEX_FILE, type SearchIndexFile } from '../../../src/shared/search/index-format.ts';
import { createEngine, runSearch } from '../../../src/shared/search/rank.ts';
import { CHROMIUM_FLAGS, ensureChromium } from '../browser/chromium.ts';
import { evaluate, formatEvaluation } from './evaluate.ts';
import { QUERIES } from './queries.ts';
import { createStaticServer, listen } from '../server/static-server.ts';

/**
 * Benchmarks the local search on a built site: index size (raw and gzip) and its ratio to the content
 * it indexes, the time to load it (parse + index, what the browser does on first open), query time
 * p50/p95 and the top-1/top-3 hit rates, class by class, of the evaluation set (`queries.ts`), and,
 * in Chromium against the build served on 127.0.0.1, the time from Ctrl+K to the first result.
 * A benchmark, not a test: figures depend on the machine and its load.
 *
 *   npx tsx scripts/tools/search-bench/bench.ts [dist folder] [--content DIR] [--runs N] [--no-browser] [--verbose]
 *   (defaults: .build/search-real/dist, content/, 5 runs)
 */

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
            (
              globalThis as unknown as {
                __searchTiming: { opened: number; input: number; typed: number; shown: number };
              }
            ).__searchTiming,
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
  const name = fs.readdirSync(dist).find((file) => SEARCH_INDEX_FILE.test(file));
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
  const cases = Object.values(QUERIES).flat();
  // The timing loop goes on past a query the engine throws on; the evaluation reports those.
  const attempt = (query: string) => {
    try {
      runSearch(engine!, query, 20);
    } catch {
      // counted by evaluate()
    }
  };
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (const { query } of cases) {
    // Every keystroke of the query, as the modal sends them, then the full query 10 times.
    for (let length = 1; length < query.length; length += 1) attempt(query.slice(0, length));
    for (let run = 0; run < 10; run += 1) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      attempt(query);
      times.push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      cpuTimes.push((used.user + used.system) / 1000);
    }
  }
  const evaluation = evaluate(
    QUERIES,
    (query) => runSearch(engine!, query, 20).map((hit) => hit.doc.url),
    new Set(docs.map((doc) => doc.url)),
  );
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
  console.log(`queries      ${cases.length}, every prefix of each typed first, then ${times.length} timed runs`);
  console.log(
    `query time   p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms wall; p50 ${percentile(cpuTimes, 50).toFixed(2)} ms, p95 ${percentile(cpuTimes, 95).toFixed(2)} ms CPU`,
  );
  console.log(
    `hit rate     class by class (a hit: an expected page or section in the top 1 / top 3)\n${formatEvaluation(evaluation)}`,
  );
  if (evaluation.failures.length > 0) console.log(`search threw on\n  ${evaluation.failures.join('\n  ')}`);
  if (evaluation.unknown.length > 0)
    console.log(`not in this build (their queries count as misses): ${evaluation.unknown.join(', ')}`);
  if (verbose || evaluation.misses.length <= 40)
    console.log(
      `misses\n${evaluation.misses
        .map(
          ({ name, query, expected, got }) =>
            `  [${name}] ${query}\n    expected ${expected.join(' | ')}\n    got ${got.join(', ') || '(nothing)'}`,
        )
        .join('\n')}`,
    );
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
