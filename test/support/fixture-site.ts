import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

/** The fixture site: a small content folder exercising every engine feature, built once per run. */
export const FIXTURE_CONTENT = path.resolve('test/fixtures/site/content');
export const FIXTURE_WORK = path.resolve('.build/fixture');
export const FIXTURE_DIST = path.join(FIXTURE_WORK, 'dist');

/** A strict build of `content` (whatever the shell's CONTENT_CHECKS says), unless `extra` relaxes it. */
export function buildEnv(content: string, work: string, out: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return { ...process.env, CONTENT_CHECKS: 'strict', CONTENT_DIR: content, WORK_DIR: work, OUT_DIR: out, ...extra };
}

/** Runs `npm run build` (with `args`, such as `--warn`) as a writer would; returns its exit status and output. */
export function runBuild(env: NodeJS.ProcessEnv, args: string[] = []): { status: number | null; output: string } {
  const result = spawnSync('npx', ['tsx', 'scripts/build.ts', ...args], { env, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Builds the fixture site unless this test run already did (`npm test` builds it first). */
export function ensureFixtureBuilt(): string {
  if (!fs.existsSync(path.join(FIXTURE_DIST, '404.html'))) {
    const { status, output } = runBuild(buildEnv(FIXTURE_CONTENT, FIXTURE_WORK, FIXTURE_DIST));
    if (status !== 0) throw new Error(`fixture build failed:\n${output}`);
  }
  return FIXTURE_DIST;
}
