import { spawnSync } from 'node:child_process';
import { ensureChromium } from './browser/chromium.ts';

/**
 * `npm test`: types, unit and integration tests, a production build of the real site, then the
 * browser tests against it. Stops at the first failing step.
 */

function step(name: string, command: string, env: NodeJS.ProcessEnv = {}): void {
  console.log(`\n▶ ${name}: ${command}`);
  const result = spawnSync(command, { stdio: 'inherit', shell: '/bin/bash', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
}

const chromium = ensureChromium();
const jest = 'node --experimental-vm-modules node_modules/jest/bin/jest.js';
const fixture = {
  CONTENT_DIR: 'test/fixtures/site/content',
  SUPPORTERS_FILE: 'test/fixtures/supporters.json',
  WORK_DIR: '.build/fixture',
  OUT_DIR: '.build/fixture/dist',
};
step('types', 'npx tsc --noEmit -p .');
step('lint', 'npx eslint . && npx prettier --check .');
step('build the fixture site', 'npx tsx scripts/build.ts', fixture);
step('unit and integration tests', `${jest} --selectProjects node dom`);
step('build the site', 'npx tsx scripts/build.ts');
step('browser tests and whole-site crawl', `${jest} --selectProjects browser --runInBand`, {
  CHROME_PATH: chromium,
  FIXTURE_DIST: fixture.OUT_DIR,
});
console.log('\n✔ all tests passed');
