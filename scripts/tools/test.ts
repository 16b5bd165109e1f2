import { ensureChromium } from './browser/chromium.ts';
import { runCommand, seconds, stopAll } from './testing/run-command.ts';
import { buildStamp, isUpToDate, writeStamp } from './testing/build-stamp.ts';
import { FIXTURE, SITE, siteBuildEnv, type SiteBuild } from './testing/fixture-site.ts';
import { closeTempRoot, openTempRoot } from './testing/temp-root.ts';

/**
 * `npm test`: types, lint, the two builds (the fixture site and the real one), the unit and integration
 * tests, and the browser tests. Every step starts as soon as the steps it needs have passed (both kinds
 * of tests start once both sites are built); the first failing step stops the run. A build whose
 * sources have not changed since its last successful build here is not repeated
 * (scripts/tools/testing/build-stamp.ts). Everything the run puts in the temp folder goes into one
 * folder, removed at the end. When each step started, its time and its CPU time are printed last.
 */

interface Step {
  name: string;
  command: string;
  env?: NodeJS.ProcessEnv;
  /** For builds: whose stamp to check before and write after. */
  build?: SiteBuild;
  /** Steps that must have passed before this one starts. */
  after?: Step[];
}

interface Timing {
  name: string;
  startMs: number;
  ms: number;
  /** CPU time of everything the step ran (its processes and theirs). */
  cpuMs?: number;
  note?: string;
}

const jest = 'node --experimental-vm-modules node_modules/jest/bin/jest.js';
const timings: Timing[] = [];
const runStarted = performance.now();

function build(site: SiteBuild): Step {
  return { name: `build ${site.name}`, command: 'npx tsx scripts/build.ts', env: siteBuildEnv(site), build: site };
}

async function runStep(step: Step): Promise<void> {
  const startMs = performance.now() - runStarted;
  const stamp = step.build && buildStamp(step.build.content, { ...process.env, ...step.env });
  if (step.build && stamp && isUpToDate(step.build.work, step.build.out, stamp)) {
    console.log(`✔ ${step.name}: up to date (its sources have not changed since it was last built)`);
    timings.push({ name: step.name, startMs, ms: 0, note: 'up to date' });
    return;
  }
  console.log(`▶ ${step.name}: ${step.command}`);
  const result = await runCommand(step.command, step.env);
  timings.push({
    name: step.name,
    startMs,
    ms: result.ms,
    cpuMs: result.cpuMs,
    note: result.stopped ? 'stopped' : undefined,
  });
  if (result.stopped) return;
  const mark = result.code === 0 ? '✔' : '✖';
  console.log(`\n${mark} ${step.name} (${seconds(result.ms)})\n${result.output.trimEnd()}\n`);
  if (result.code !== 0) throw new Error(`${step.name} failed`);
  if (step.build && stamp) writeStamp(step.build.work, stamp);
}

/** Runs every step once the steps it needs have passed; the first to fail stops the others. */
async function runAll(steps: Step[]): Promise<void> {
  const done = new Map<Step, Promise<void>>();
  let failing = false;
  // A step whose needs were stopped by another's failure returns without error: it must not start.
  const start = (step: Step): Promise<void> => {
    if (!failing) return runStep(step);
    timings.push({ name: step.name, startMs: performance.now() - runStarted, ms: 0, note: 'not started' });
    return Promise.resolve();
  };
  const run = (step: Step): Promise<void> => {
    let promise = done.get(step);
    if (!promise) {
      promise = Promise.all((step.after ?? []).map(run)).then(() => start(step));
      done.set(step, promise);
    }
    return promise;
  };
  const results = await Promise.allSettled(
    steps.map((step) =>
      run(step).catch((error: unknown) => {
        failing = true;
        stopAll();
        throw error;
      }),
    ),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

function printTimings(total: number): void {
  const width = Math.max(...timings.map((timing) => timing.name.length));
  console.log('\nWhen each step started, its time and its CPU time (steps run side by side):');
  for (const { name, startMs, ms, cpuMs, note } of timings) {
    const cpu = cpuMs === undefined ? '' : `  ${seconds(cpuMs).padStart(8)} CPU`;
    console.log(
      `  ${name.padEnd(width)}  at ${seconds(startMs).padStart(7)}  ${note ?? seconds(ms).padStart(8)}${cpu}`,
    );
  }
  console.log(`  ${'total'.padEnd(width)}  ${''.padStart(10)}  ${seconds(total).padStart(8)}`);
}

async function main(): Promise<void> {
  const chromium = ensureChromium();
  openTempRoot();
  const interrupted = () => {
    stopAll();
    closeTempRoot();
    process.exit(130);
  };
  process.on('SIGINT', interrupted);
  process.on('SIGTERM', interrupted);
  const fixture = build(FIXTURE);
  const site = build(SITE);
  try {
    await runAll([
      { name: 'types', command: 'npx tsc -b' },
      { name: 'lint', command: 'npx oxlint && npx prettier --check .' },
      fixture,
      site,
      {
        name: 'unit and integration tests',
        command: `${jest} --selectProjects node dom`,
        // Started beside the site's build, they slowed it and the browser tests after it: 316 and 342 s
        // in all, against 298 and 314 s when they start with the browser tests.
        after: [fixture, site],
      },
      {
        name: 'browser tests and whole-site crawl',
        command: `${jest} --selectProjects browser --maxWorkers=2`,
        env: { CHROME_PATH: chromium },
        after: [fixture, site],
      },
    ]);
    printTimings(performance.now() - runStarted);
    console.log('\n✔ all tests passed');
  } catch (error) {
    stopAll();
    printTimings(performance.now() - runStarted);
    console.error(`\n✖ ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    closeTempRoot();
  }
}

await main();
