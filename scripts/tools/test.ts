import { ensureChromium } from './browser/chromium.ts';
import { runCommand, seconds, stopAll } from './testing/run-command.ts';
import { buildStamp, isUpToDate, writeStamp } from './testing/build-stamp.ts';
import { FIXTURE, SITE, siteBuildEnv, type SiteBuild } from './testing/fixture-site.ts';
import { closeTempRoot, openTempRoot } from './testing/temp-root.ts';

/**
 * `npm test`: types, lint, the two builds (the fixture site and the real one), then unit and
 * integration tests beside the browser tests. The steps of a stage run side by side (most of them use
 * one core); the first failing step stops the run. A build whose sources have not changed since its
 * last successful build here is not repeated (scripts/tools/testing/build-stamp.ts). Everything the run puts
 * in the temp folder goes into one folder, removed at the end. The time of each step is printed last.
 */

interface Step {
  name: string;
  command: string;
  env?: NodeJS.ProcessEnv;
  /** For builds: whose stamp to check before and write after. */
  build?: SiteBuild;
}

interface Timing {
  name: string;
  ms: number;
  cpuMs?: number;
  note?: string;
}

const jest = 'node --experimental-vm-modules node_modules/jest/bin/jest.js';
const timings: Timing[] = [];

function build(site: SiteBuild): Step {
  return { name: `build ${site.name}`, command: 'npx tsx scripts/build.ts', env: siteBuildEnv(site), build: site };
}

async function runStep(step: Step): Promise<void> {
  const stamp = step.build && buildStamp(step.build.content, { ...process.env, ...step.env });
  if (step.build && stamp && isUpToDate(step.build.work, step.build.out, stamp)) {
    console.log(`✔ ${step.name}: up to date (its sources have not changed since it was last built)`);
    timings.push({ name: step.name, ms: 0, note: 'up to date' });
    return;
  }
  console.log(`▶ ${step.name}: ${step.command}`);
  const result = await runCommand(step.command, step.env);
  if (result.stopped) {
    timings.push({ name: step.name, ms: result.ms, note: 'stopped' });
    return;
  }
  timings.push({ name: step.name, ms: result.ms, cpuMs: result.cpuMs });
  const mark = result.code === 0 ? '✔' : '✖';
  console.log(`\n${mark} ${step.name} (${seconds(result.ms)})\n${result.output.trimEnd()}\n`);
  if (result.code !== 0) throw new Error(`${step.name} failed`);
  if (step.build && stamp) writeStamp(step.build.work, stamp);
}

/** Runs `steps` side by side; the first to fail stops the others. */
async function stage(name: string, steps: Step[]): Promise<void> {
  const started = performance.now();
  const results = await Promise.allSettled(
    steps.map((step) =>
      runStep(step).catch((error: unknown) => {
        stopAll();
        throw error;
      }),
    ),
  );
  timings.push({ name: `(stage: ${name})`, ms: performance.now() - started });
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

function printTimings(total: number): void {
  const width = Math.max(...timings.map((timing) => timing.name.length));
  console.log('\nTime of each step (a stage runs its steps side by side):');
  for (const { name, ms, note } of timings) console.log(`  ${name.padEnd(width)}  ${note ?? seconds(ms).padStart(8)}`);
  console.log(`  ${'total'.padEnd(width)}  ${seconds(total).padStart(8)}`);
}

async function main(): Promise<void> {
  const started = performance.now();
  const chromium = ensureChromium();
  openTempRoot();
  // Started without tsx's cache so that nothing was written to the temp folder before the run's own
  // folder existed; the steps may cache inside that one.
  delete process.env.TSX_DISABLE_CACHE;
  const interrupted = () => {
    stopAll();
    closeTempRoot();
    process.exit(130);
  };
  process.on('SIGINT', interrupted);
  process.on('SIGTERM', interrupted);
  try {
    await stage('types, lint and builds', [
      { name: 'types', command: 'npx tsc -b' },
      { name: 'lint', command: 'npx oxlint && npx prettier --check .' },
      build(FIXTURE),
      build(SITE),
    ]);
    await stage('tests', [
      {
        name: 'browser tests and whole-site crawl',
        command: `${jest} --selectProjects browser --maxWorkers=2`,
        env: { CHROME_PATH: chromium },
      },
      { name: 'unit and integration tests', command: `${jest} --selectProjects node dom` },
    ]);
    printTimings(performance.now() - started);
    console.log('\n✔ all tests passed');
  } catch (error) {
    stopAll();
    printTimings(performance.now() - started);
    console.error(`\n✖ ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    closeTempRoot();
  }
}

await main();
