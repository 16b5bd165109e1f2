import fs from 'node:fs';
import path from 'node:path';
import { buildFingerprint } from '../../pipeline/0-check/fingerprint.ts';

/**
 * Whether a build in a work folder is still what its sources would produce. After a build, `npm test`
 * writes a stamp: a hash of everything that shapes the output (the content, the app, the build
 * scripts and configs, the lockfile, and every environment variable the code reads; see
 * scripts/pipeline/0-check/fingerprint.ts). A build whose stamp differs is rebuilt, never reused.
 */

/** The stamp of a build of `contentDir`: the build's own fingerprint of its inputs. */
export const buildStamp = buildFingerprint;

const stampFile = (workDir: string) => path.join(workDir, 'build-stamp.txt');

/** Whether `outDir` holds a finished build of exactly these inputs. */
export function isUpToDate(workDir: string, outDir: string, stamp: string): boolean {
  const file = stampFile(workDir);
  return fs.existsSync(path.join(outDir, '404.html')) && fs.existsSync(file) && fs.readFileSync(file, 'utf8') === stamp;
}

export function writeStamp(workDir: string, stamp: string): void {
  fs.mkdirSync(workDir, { recursive: true });
  fs.writeFileSync(stampFile(workDir), stamp);
}
