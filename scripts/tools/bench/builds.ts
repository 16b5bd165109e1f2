import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import type { PhaseResult } from '../../build/phases.ts';
import { trackTreeMemory } from './process-tree-memory.ts';
import { treeDifferences } from './compare-trees.ts';
import { WORKER_BUNDLES } from '../../pipeline/2-mdx/worker-bundle.ts';

export interface BuildRun {
  name: string;
  wallMs: number;
  /** CPU time the build used (user + system, its child processes included). */
  cpuMs: number;
  /** Peak resident memory of the build and every process it started, sampled every 50 ms. */
  peakMb: number;
  phases: PhaseResult[];
}

export interface BuildFigures {
  runs: BuildRun[];
  /**
   * How the output of builds that reused earlier work differs from a cold build of the same content:
   * one line per file (missing, extra, differs). Empty when they are byte-identical.
   */
  differences: string[];
}

/** Runs the build (as `npm run build` does, without the npm and tsx wrapper processes) in its own work folder. */
export async function runBuild(name: string, env: NodeJS.ProcessEnv): Promise<BuildRun> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const memory = trackTreeMemory(child.pid!);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const peakMb = memory.stop();
  const wallMs = Math.round(performance.now() - started);
  if (status !== 0) throw new Error(`${name} build failed:\n${output}`);
  const report = JSON.parse(fs.readFileSync(path.join(env.WORK_DIR ?? '.build', 'build-report.json'), 'utf8'));
  return { name, wallMs, cpuMs: report.cpuMs, peakMb, phases: report.phases };
}

/**
 * Builds cold (no cache), warm (nothing changed) and after editing one page. Then, the edit still in
 * place, builds cold again in the same folders (file names depend on where the work folder is) and
 * compares: the output of the build that reused earlier work must be byte-identical. Last, with the
 * edit undone, builds once more, which leaves the folder with the output of the original content.
 */
export async function measureBuilds(work: string, pageToEdit: string): Promise<BuildFigures> {
  const env = { WORK_DIR: work, OUT_DIR: path.join(work, 'dist') };
  const editedOutput = `${work}-edited`;
  fs.rmSync(work, { recursive: true, force: true });
  // The MDX workers' bundle too: a cold build makes it, as on a fresh clone.
  fs.rmSync(WORKER_BUNDLES, { recursive: true, force: true });
  const cold = await runBuild('cold', env);
  const warm = await runBuild('warm', env);
  const original = fs.readFileSync(pageToEdit, 'utf8');
  let edited: BuildRun;
  let differences: string[];
  try {
    fs.writeFileSync(pageToEdit, `${original}\nAn extra paragraph written by the benchmark.\n`);
    edited = await runBuild('one page edited', env);
    fs.rmSync(editedOutput, { recursive: true, force: true });
    fs.renameSync(env.OUT_DIR, editedOutput);
    fs.rmSync(work, { recursive: true, force: true });
    await runBuild('cold, edited', env);
    differences = treeDifferences(env.OUT_DIR, editedOutput);
  } finally {
    fs.writeFileSync(pageToEdit, original);
    fs.rmSync(editedOutput, { recursive: true, force: true });
  }
  const reverted = await runBuild('edit undone', env);
  return { runs: [cold, warm, edited, reverted], differences };
}
