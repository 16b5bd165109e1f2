import fs from 'node:fs';
import path from 'node:path';
import { measureBuilds, type BuildRun } from './bench/builds.ts';
import { measureDevServer } from './bench/dev-server.ts';
import { measureLighthouse } from './bench/lighthouse.ts';
import {
  firstLoadJsSpread,
  folderSize,
  largestPage,
  pageWeight,
  type JsSpread,
  type PageWeight,
} from './bench/page-weight.ts';
import { createStaticServer, listen } from './server/static-server.ts';
import { ROOT } from './webpack/paths.ts';

/**
 * `npm run bench`: builds the site from clean and measures it. Not a test: figures depend on the
 * machine and its load. `--quick` skips Lighthouse and the dev server.
 */

const quick = process.argv.includes('--quick');
const WORK = path.join(ROOT, '.build/bench');
const DIST = path.join(WORK, 'dist');
const EDITED_PAGE = path.join(ROOT, 'content/concepts/modules.mdx');
const CONCEPT_PAGE = '/concepts/modules/';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Issue 17: the first load of any page costs about the same, and the longest page stays responsive. */
const TARGETS = { maxJsKb: 105, spreadKb: 3, tbtMs: 100 };
const check = (ok: boolean) => (ok ? '✓' : '✗');

function printBuilds(builds: BuildRun[]): void {
  console.log('\nBuild (wall ms / CPU ms / peak MB of the whole process tree)');
  for (const build of builds) {
    const phases = build.phases
      .map((phase) => {
        const parts = phase.parts?.map((part) => `${part.name} done at ${part.ms}`).join(', ');
        return `${phase.name} ${phase.ms} ms${parts ? ` (${parts})` : ''}`;
      })
      .join(', ');
    console.log(
      `  ${build.name.padEnd(16)} ${String(build.wallMs).padStart(6)} ms ${String(build.cpuMs).padStart(6)} ms ${String(build.peakMb).padStart(5)} MB   ${phases}`,
    );
  }
}

function printWeights(weights: PageWeight[]): void {
  console.log('\nFirst load (raw / gzip)');
  for (const weight of weights) {
    console.log(
      `  ${weight.route.padEnd(32)} html ${kb(weight.html.raw)} / ${kb(weight.html.gzip)}   js ${kb(weight.js.raw)} / ${kb(weight.js.gzip)}   css ${kb(weight.css.raw)} / ${kb(weight.css.gzip)}`,
    );
  }
}

function printSpread(spread: JsSpread): void {
  const spreadBytes = spread.max.gzip - spread.min.gzip;
  const row = (name: string, entry: { route: string; gzip: number }) =>
    `  ${name.padEnd(7)} ${kb(entry.gzip).padStart(9)}  ${entry.route}`;
  console.log(`\nFirst-load JS of all ${spread.pages} pages (gzip -9 of the scripts each page's HTML references)`);
  console.log(row('min', spread.min));
  console.log(row('median', spread.median));
  console.log(row('max', spread.max));
  console.log(
    `  ${check(spread.max.gzip <= TARGETS.maxJsKb * 1024)} every page ≤ ${TARGETS.maxJsKb} KB   ` +
      `${check(spreadBytes <= TARGETS.spreadKb * 1024)} max − min ${kb(spreadBytes)} ≤ ${TARGETS.spreadKb} KB`,
  );
}

async function main(): Promise<void> {
  const builds = await measureBuilds(WORK, EDITED_PAGE);
  printBuilds(builds);

  const size = folderSize(DIST);
  const pages = JSON.parse(fs.readFileSync(path.join(WORK, 'build-report.json'), 'utf8')).pages as number;
  const largest = largestPage(DIST);
  const routes = ['/', CONCEPT_PAGE, largest];
  const weights = routes.map((route) => pageWeight(DIST, route));
  console.log(`\nSite: ${pages} pages, dist/ ${size.files} files, ${kb(size.bytes)}`);
  printWeights(weights);
  const firstLoadJs = firstLoadJsSpread(DIST);
  printSpread(firstLoadJs);

  const results: Record<string, unknown> = {
    date: new Date().toISOString(),
    builds,
    pages,
    dist: size,
    weights,
    firstLoadJs,
  };
  if (!quick) {
    results.devServer = await measureDevServer(path.join(ROOT, '.build/bench-dev'), EDITED_PAGE, CONCEPT_PAGE);
    console.log(`\nDev server: first page after ${JSON.stringify(results.devServer)}`);
    const server = createStaticServer(DIST);
    const lighthouse = await measureLighthouse(await listen(server), routes);
    server.close();
    results.lighthouse = lighthouse;
    console.log('\nLighthouse (median of 3): perf / a11y / best practices / SEO, LCP, TBT, CLS, bytes');
    for (const run of lighthouse) {
      console.log(
        `  ${run.route.padEnd(32)} ${run.formFactor.padEnd(8)} ${run.performance} / ${run.accessibility} / ${run.bestPractices} / ${run.seo}   LCP ${run.lcpMs} ms  TBT ${run.tbtMs} ms  CLS ${run.cls}  ${kb(run.totalBytes)}`,
      );
    }
    const tbt = lighthouse.find((run) => run.route === largest && run.formFactor === 'mobile')?.tbtMs ?? Infinity;
    console.log(
      `  ${check(tbt <= TARGETS.tbtMs)} mobile TBT of the largest page (${largest}) ${tbt} ms ≤ ${TARGETS.tbtMs} ms`,
    );
  }
  fs.mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nwrote bench/results.json');
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
