import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import type { PhaseResult } from '../build/phases.ts';

export interface BuildRun {
  name: string;
  wallMs: number;
  /** Peak resident memory of the whole build process, from /usr/bin/time. */
  peakMb: number;
  phases: PhaseResult[];
}

/** Runs `npm run build` in its own work folder and reads back the phase report it writes. */
export function runBuild(name: string, env: NodeJS.ProcessEnv): BuildRun {
  const started = performance.now();
  const result = spawnSync('/usr/bin/time', ['-f', 'maxrss=%M', 'npx', 'tsx', 'scripts/build.ts'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  const wallMs = Math.round(performance.now() - started);
  if (result.status !== 0) throw new Error(`${name} build failed:\n${result.stdout}${result.stderr}`);
  const maxRssKb = Number(/maxrss=(\d+)/.exec(result.stderr)?.[1] ?? 0);
  const report = JSON.parse(fs.readFileSync(path.join(env.WORK_DIR ?? '.build', 'build-report.json'), 'utf8'));
  return { name, wallMs, peakMb: Math.round(maxRssKb / 1024), phases: report.phases };
}

/** Builds cold (no cache), warm (nothing changed) and after editing one page. */
export function measureBuilds(work: string, pageToEdit: string): BuildRun[] {
  const env = { WORK_DIR: work, OUT_DIR: path.join(work, 'dist') };
  fs.rmSync(work, { recursive: true, force: true });
  const cold = runBuild('cold', env);
  const warm = runBuild('warm', env);
  const original = fs.readFileSync(pageToEdit, 'utf8');
  try {
    fs.writeFileSync(pageToEdit, `${original}\nAn extra paragraph written by the benchmark.\n`);
    const edited = runBuild('one page edited', env);
    return [cold, warm, edited];
  } finally {
    fs.writeFileSync(pageToEdit, original);
  }
}
