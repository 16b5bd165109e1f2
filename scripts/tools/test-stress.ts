import os from 'node:os';
import { stripVTControlCharacters } from 'node:util';
import { spawn, type ChildProcess } from 'node:child_process';
import { ensureChromium } from './browser/chromium.ts';
import { runCommand, seconds, stopAll } from './testing/run-command.ts';
import { FIXTURE, SITE, ensureBuilt } from './testing/fixture-site.ts';
import { closeTempRoot, openTempRoot } from './testing/temp-root.ts';

/**
 * `npm run test:stress [-- --runs N] [--unit]`: the browser tests (with `--unit`, the unit and
 * integration tests instead), run N times (3 by default) in a row while a busy loop keeps every core of
 * the machine busy, as on a contributor's laptop doing other work. Prints the passed and failed tests
 * of each run; exits non-zero if any run had a failure. Run it after changing a test: a test that waits
 * for a condition passes under load, one that sleeps does not.
 */

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const UNIT = process.argv.includes('--unit');
const jest = 'node --experimental-vm-modules node_modules/jest/bin/jest.js';
const TESTS = UNIT ? 'the unit and integration tests' : 'the browser tests';
// The projects as `npm test` runs them.
const COMMAND = UNIT ? `${jest} --selectProjects node dom` : `${jest} --selectProjects browser --maxWorkers=2`;

/** One busy loop per core, each a process of its own that ends if this script is gone. */
const BUSY_LOOP =
  'const parent = process.ppid; for (;;) { for (let i = 0; i < 1e8; i += 1); if (process.ppid !== parent) process.exit(); }';
function startLoad(): ChildProcess[] {
  return Array.from({ length: os.availableParallelism() }, () =>
    spawn(process.execPath, ['-e', BUSY_LOOP], { stdio: 'ignore' }),
  );
}

/** Jest's summary line, `Tests: 2 failed, 120 passed, 122 total`, as counts. */
function testCounts(output: string): { passed: number; failed: number } {
  const line = /^Tests:\s+(.*)$/m.exec(stripVTControlCharacters(output))?.[1] ?? '';
  const count = (word: string) => Number(new RegExp(`(\\d+) ${word}`).exec(line)?.[1] ?? 0);
  return { passed: count('passed'), failed: count('failed') };
}

async function main(): Promise<void> {
  const chromium = ensureChromium();
  openTempRoot();
  for (const site of [FIXTURE, SITE]) ensureBuilt(site, (line) => console.log(line));
  const load = startLoad();
  const stop = () => {
    for (const child of load) child.kill('SIGKILL');
    stopAll();
    closeTempRoot();
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  console.log(`${load.length} busy loops keep every core busy; ${TESTS} run ${RUNS} times`);
  const summary: string[] = [];
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      const result = await runCommand(COMMAND, { CHROME_PATH: chromium });
      const { passed, failed } = testCounts(result.output);
      const ok = result.code === 0 && failed === 0;
      const line = `run ${run}: ${ok ? 'pass' : 'FAIL'}, ${passed} passed, ${failed} failed (${seconds(result.ms)})`;
      console.log(line);
      if (!ok) console.log(result.output.trimEnd());
      summary.push(line);
    }
  } finally {
    stop();
  }
  console.log(`\n${summary.join('\n')}`);
  const failures = summary.filter((line) => !line.includes(': pass,')).length;
  console.log(
    failures === 0 ? `\n✔ ${RUNS} of ${RUNS} runs passed under load` : `\n✖ ${failures} of ${RUNS} runs failed`,
  );
  process.exitCode = failures === 0 ? 0 : 1;
}

await main();
