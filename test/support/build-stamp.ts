import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Whether a build in a work folder is still what its sources would produce. After a build, `npm test`
 * writes a stamp: a hash of everything that shapes the output (the content, the app, the build
 * scripts and configs, the lockfile, and every environment variable the code reads). A
 * build whose stamp differs is rebuilt, never reused.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUILD_INPUTS = ['src', 'scripts', 'public', 'types', 'webpack.config.ts', 'webpack.prod.ts', 'webpack.ssg.ts'];
const ROOT_FILES = ['package-lock.json', 'tsconfig.json'];
/** Code under scripts/ that no build runs: tools around it (tests, benchmarks, the test runner). */
const NOT_BUILD =
  /^scripts\/(bench|browser|lockfile|option-schemas|testing)\/|^scripts\/(bench|serve|test|fetch-supporters)\.ts$|\.test\.tsx?$/;

function filesUnder(entry: string): string[] {
  if (!fs.existsSync(entry)) return [];
  if (!fs.statSync(entry).isDirectory()) return [entry];
  return fs
    .readdirSync(entry)
    .sort()
    .flatMap((name) => filesUnder(path.join(entry, name)));
}

/** The stamp of a build of `contentDir`: changes whenever anything that shapes its output changes. */
export function buildStamp(contentDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = crypto.createHash('sha256');
  const code: string[] = [];
  const files = [
    ...BUILD_INPUTS.flatMap((entry) => filesUnder(path.join(ROOT, entry))).filter(
      (file) => !NOT_BUILD.test(path.relative(ROOT, file)),
    ),
    ...ROOT_FILES.map((file) => path.join(ROOT, file)),
    ...filesUnder(path.resolve(contentDir)),
  ];
  for (const file of files) {
    const bytes = fs.readFileSync(file);
    hash.update(`${path.relative(ROOT, file)}\0`).update(bytes);
    if (/\.[cm]?[jt]sx?$/.test(file)) code.push(bytes.toString('utf8'));
  }
  // Options reach the build as environment variables (LINKS, DOCSEARCH_APP_ID, ...): every `env.NAME`
  // the code reads, except NODE_ENV, which the build sets itself (jest runs with NODE_ENV=test).
  const names = new Set([...code.join('\n').matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]));
  names.delete('NODE_ENV');
  for (const name of [...names].sort()) hash.update(`${name}=${env[name] ?? ''}\0`);
  return hash.digest('hex');
}

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
