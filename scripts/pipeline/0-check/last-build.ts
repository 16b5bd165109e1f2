import fs from 'node:fs';
import path from 'node:path';
import { outputSignature } from './fingerprint.ts';

/** What the last successful build recorded about itself, in the work folder. */
export interface LastBuild {
  /** `buildFingerprint` of its inputs. */
  fingerprint: string;
  /** `outputSignature` of the output folder right after the swap. */
  output: string;
  pages: number;
  /** Content warnings it printed; a build that reuses its output prints them again. */
  warnings: string[];
}

function stateFile(workDir: string): string {
  return path.join(workDir, 'last-build.json');
}

export function readLastBuild(workDir: string): LastBuild | undefined {
  try {
    return JSON.parse(fs.readFileSync(stateFile(workDir), 'utf8')) as LastBuild;
  } catch {
    return undefined;
  }
}

/** The last build's output, if the inputs are the same and nobody has touched the output since. */
export function reusableBuild(workDir: string, outDir: string, fingerprint: string): LastBuild | undefined {
  const last = readLastBuild(workDir);
  if (!last || last.fingerprint !== fingerprint) return undefined;
  return last.output === outputSignature(outDir) ? last : undefined;
}

export function recordBuild(workDir: string, outDir: string, build: Omit<LastBuild, 'output'>): void {
  const state: LastBuild = { ...build, output: outputSignature(outDir) };
  fs.writeFileSync(stateFile(workDir), `${JSON.stringify(state)}\n`);
}
