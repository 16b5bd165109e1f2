import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { buildStamp, isUpToDate, writeStamp } from './build-stamp.ts';

/** A site the tests build: its content, the build's work folder and its output. */
export interface SiteBuild {
  name: string;
  content: string;
  work: string;
  out: string;
  /** What the build needs beyond its folders. */
  env?: NodeJS.ProcessEnv;
}

/** The fixture site: a small content folder exercising every engine feature. */
export const FIXTURE: SiteBuild = {
  name: 'the fixture site',
  content: path.resolve('test/fixtures/site/content'),
  work: path.resolve('.build/fixture'),
  out: path.resolve('.build/fixture/dist'),
  // Its own sponsors, so that it never waits for Open Collective and the home page tests know the list.
  env: { SUPPORTERS_FILE: path.resolve('test/fixtures/supporters.json') },
};

/** The real site, built from `content/` into `dist/` as `npm run build` does. */
export const SITE: SiteBuild = {
  name: 'the site',
  content: path.resolve('content'),
  work: path.resolve('.build'),
  out: path.resolve('dist'),
};

export const FIXTURE_CONTENT = FIXTURE.content;
export const FIXTURE_WORK = FIXTURE.work;
export const FIXTURE_DIST = FIXTURE.out;

/** A strict build of `content` (whatever the shell's CONTENT_CHECKS says), unless `extra` relaxes it. */
export function buildEnv(content: string, work: string, out: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return { ...process.env, CONTENT_CHECKS: 'strict', CONTENT_DIR: content, WORK_DIR: work, OUT_DIR: out, ...extra };
}

/** The environment `npm run build` of `site` runs in. */
export const siteBuildEnv = (site: SiteBuild): NodeJS.ProcessEnv =>
  buildEnv(site.content, site.work, site.out, site.env);

/** Runs `npm run build` (with `args`, such as `--warn`) as a writer would; returns its exit status and output. */
export function runBuild(env: NodeJS.ProcessEnv, args: string[] = []): { status: number | null; output: string } {
  const result = spawnSync('npx', ['tsx', 'scripts/build.ts', ...args], { env, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/**
 * Builds `site` unless its output is a finished build of the current sources (see build-stamp.ts);
 * a stale build is never reused. Returns whether it built.
 */
export function ensureBuilt(site: SiteBuild, log: (line: string) => void = () => undefined): boolean {
  const env = siteBuildEnv(site);
  const stamp = buildStamp(site.content, env);
  if (isUpToDate(site.work, site.out, stamp)) return false;
  log(`building ${site.name}: its sources changed since it was last built`);
  const { status, output } = runBuild(env);
  if (status !== 0) throw new Error(`${site.name} failed to build:\n${output}`);
  writeStamp(site.work, stamp);
  return true;
}

/** The fixture site's output, built first if missing or stale. */
export function ensureFixtureBuilt(): string {
  ensureBuilt(FIXTURE);
  return FIXTURE.out;
}

/** Whether `dir` holds a finished build. */
export const isBuilt = (dir: string): boolean => fs.existsSync(path.join(dir, '404.html'));
