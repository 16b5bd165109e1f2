import './build/production-env.ts';
import fs from 'node:fs';
import path from 'node:path';
import { buildFingerprint } from './pipeline/0-check/fingerprint.ts';
import { checkLevels } from './pipeline/3-content-index/checks.ts';
import { recordBuild, reusableBuild } from './pipeline/0-check/last-build.ts';
import { formatPhases, phase, type PhaseResult } from './build/phases.ts';
import { buildCpuMs } from './build/cpu-time.ts';
import { CONTENT, DIST, ROOT, WORK } from './pipeline/paths.ts';

/**
 * `npm run build`. The inputs are hashed first: when nothing that decides the output has changed
 * since the last successful build, and its `dist/` is untouched, that output is the answer and the
 * build ends there. Otherwise the whole build runs (loaded only then: it is most of the start-up time).
 */

async function build(): Promise<void> {
  const results: PhaseResult[] = [];
  const { fingerprint, reusable } = await phase(results, 'check', () => {
    // Command-line options count too: a strict build never reuses the output of a `--warn` one.
    const hash = buildFingerprint(CONTENT, process.env, JSON.stringify(checkLevels()));
    return { fingerprint: hash, reusable: reusableBuild(WORK, DIST, hash) };
  });
  let pages: number;
  if (reusable) {
    for (const warning of reusable.warnings) console.warn(warning);
    console.log('nothing changed since the last build: its output is kept');
    pages = reusable.pages;
  } else {
    const { fullBuild } = await import('./build/full-build.ts');
    const built = await fullBuild(results);
    recordBuild(WORK, DIST, { fingerprint, ...built });
    pages = built.pages;
  }
  const cpuMs = buildCpuMs();
  fs.writeFileSync(path.join(WORK, 'build-report.json'), JSON.stringify({ pages, cpuMs, phases: results }));
  console.log(
    `built ${pages} pages into ${path.relative(ROOT, DIST) || '.'} (${cpuMs} ms of CPU)\n${formatPhases(results)}`,
  );
}

build().catch((error: Error) => {
  console.error(`\nbuild failed: ${error.message}`);
  process.exitCode = 1;
});
