import { createHash, type Hash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths.ts';

/**
 * Everything a build reads besides the content: the code that builds and renders the site, its static
 * files, and the installed packages (through the lockfile).
 */
const BUILD_INPUTS = [
  'src',
  'scripts',
  'public',
  'types',
  'webpack.config.ts',
  'webpack.prod.ts',
  'webpack.ssg.ts',
  'tsconfig.json',
  'tsconfig.base.json',
  'package-lock.json',
];
/** Code under scripts/ that no build runs: the tools around it (benchmarks, the test runner) and tests. */
const NOT_BUILD = /^scripts\/tools\/|\.test\.tsx?$/;
/** `process.env.NAME`, `env.NAME` and `env['NAME']` in a source file. */
const ENV_READ = /\benv(?:\.|\[['"])([A-Z][A-Z0-9_]*)/g;

/** Every file below `entry` (or `entry` itself), sorted, as absolute paths. */
export function filesOf(entry: string): string[] {
  if (!fs.existsSync(entry)) return [];
  if (!fs.statSync(entry).isDirectory()) return [entry];
  return fs
    .readdirSync(entry, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile())
    .map((dirent) => path.join(dirent.parentPath, dirent.name))
    .sort();
}

function hashFiles(hash: Hash, files: string[], variables?: Set<string>): void {
  for (const file of files) {
    const bytes = fs.readFileSync(file);
    hash.update(`${path.relative(ROOT, file)}\0`).update(bytes);
    if (variables && /\.[cm]?[jt]sx?$/.test(file))
      for (const match of bytes.toString('utf8').matchAll(ENV_READ)) variables.add(match[1]!);
  }
}

const codeFingerprints = new Map<NodeJS.ProcessEnv, string>();

/**
 * One hash of everything but the content that decides a build's output: every build input, the
 * Node.js version, and the value of every environment variable the code reads (found in the sources
 * themselves, so a new setting is covered the day it is added) but NODE_ENV, which the build sets
 * itself. Computed once per process.
 */
export function codeFingerprint(env: NodeJS.ProcessEnv = process.env): string {
  const known = codeFingerprints.get(env);
  if (known) return known;
  const hash = createHash('sha256').update(`node ${process.version}\0`);
  const variables = new Set<string>();
  const inputs = BUILD_INPUTS.flatMap((input) => filesOf(path.join(ROOT, input))).filter(
    (file) => !NOT_BUILD.test(path.relative(ROOT, file)),
  );
  hashFiles(hash, inputs, variables);
  variables.delete('NODE_ENV');
  for (const name of [...variables].sort()) hash.update(`${name}=${env[name] ?? '\u0001unset'}\0`);
  const fingerprint = hash.digest('hex');
  codeFingerprints.set(env, fingerprint);
  return fingerprint;
}

/** Every content file besides the given pages: images, partials. A page renders with any of them. */
export function contentAssetsFingerprint(contentDir: string, pageFiles: ReadonlySet<string>): string {
  const hash = createHash('sha256');
  hashFiles(
    hash,
    filesOf(path.resolve(contentDir)).filter((file) => !pageFiles.has(file)),
  );
  return hash.digest('hex');
}

/**
 * One hash of everything that decides the output of a build of `contentDir`: the code (see
 * `codeFingerprint`), the content folder's place and every file in it. Two builds with the same
 * fingerprint in the same work folder write the same output.
 */
export function buildFingerprint(contentDir: string, env: NodeJS.ProcessEnv = process.env, options = ''): string {
  const content = path.resolve(contentDir);
  const hash = createHash('sha256').update(`${codeFingerprint(env)}\0${content}\0${options}\0`);
  hashFiles(hash, filesOf(content));
  return hash.digest('hex');
}

/**
 * What a finished build left in the output folder: every file's path, size and modification time. A
 * folder changed or removed since then does not match, and is rebuilt.
 */
export function outputSignature(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesOf(dir)) {
    const stat = fs.statSync(file);
    hash.update(`${path.relative(dir, file)}\0${stat.size}\0${stat.mtimeMs}\0`);
  }
  return hash.digest('hex');
}
