import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths.ts';

/**
 * The code that turns a page into its compiled module and its Markdown copy, options included (the
 * compile options are set in `scripts/pipeline/2-mdx/pipeline.ts` and `compile-worker.ts`).
 */
const PIPELINE_SOURCES = [
  'scripts/pipeline/2-mdx/parse.ts',
  'scripts/pipeline/2-mdx/pipeline.ts',
  'scripts/pipeline/2-mdx/plugins',
  'scripts/pipeline/2-mdx/slug.ts',
  'scripts/pipeline/2-mdx/compile-worker.ts',
  'scripts/pipeline/7-outputs/markdown-copy.ts',
];
/** The webpack loader compiles a page the workers did not, with the same options. */
const LOADER_PACKAGE = '@mdx-js/loader';

interface LockEntry {
  version?: string;
  integrity?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

function filesBelow(file: string): string[] {
  if (!fs.statSync(file).isDirectory()) return [file];
  return fs
    .readdirSync(file)
    .sort()
    .flatMap((name) => filesBelow(path.join(file, name)));
}

/** Packages a source file imports by name (`shiki`, `@shikijs/rehype/core` → `@shikijs/rehype`). */
function importedPackages(source: string): string[] {
  const specifiers = [...source.matchAll(/\bfrom\s+['"]([^'"]+)['"]/g)].map((match) => match[1]);
  return specifiers
    .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('node:'))
    .map((specifier) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/'),
    );
}

/** Project files a source file imports by relative path (`../../src/content/routes.ts`). */
function importedFiles(file: string, source: string): string[] {
  return [...source.matchAll(/\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/g)]
    .map((match) => path.resolve(path.dirname(file), match[1]))
    .filter((found) => fs.existsSync(found) && fs.statSync(found).isFile());
}

/** Where node finds `name` from the package at `from`: its own `node_modules`, then each one above. */
function resolveInLock(packages: Record<string, LockEntry>, from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent === -1 ? '' : base.slice(0, parent);
  }
}

/** Every installed package the roots run, direct or not, as `path@version integrity` lines. */
function lockEntriesOf(roots: string[], lockFile: string): string[] {
  const { packages } = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as { packages: Record<string, LockEntry> };
  const seen = new Set<string>();
  const visit = (from: string, name: string) => {
    const found = resolveInLock(packages, from, name);
    if (!found || seen.has(found)) return; // type-only imports (`mdast`) name no installed package
    seen.add(found);
    const entry = packages[found];
    const names = { ...entry.peerDependencies, ...entry.optionalDependencies, ...entry.dependencies };
    for (const dependency of Object.keys(names)) visit(found, dependency);
  };
  for (const root of roots) visit('', root);
  return [...seen].sort().map((found) => `${found}@${packages[found].version} ${packages[found].integrity ?? ''}`);
}

let fingerprint: string | undefined;

/**
 * Everything that shapes a compiled page besides the page itself: the pipeline's code and options,
 * and the lockfile entry of every package it runs (MDX, the remark/rehype plugins, shiki, the slugger
 * and all they depend on). A change to any of them gives every page a new key.
 */
export function pipelineFingerprint(): string {
  if (fingerprint) return fingerprint;
  const hash = createHash('sha1');
  const roots = new Set([LOADER_PACKAGE]);
  // The pipeline's files and every project file they import (`src/shared/content/line-breaks.ts`, ...).
  const files = PIPELINE_SOURCES.flatMap((source) => filesBelow(path.join(ROOT, source)));
  for (let index = 0; index < files.length; index += 1) {
    const file = files[index];
    const text = fs.readFileSync(file, 'utf8');
    hash.update(path.relative(ROOT, file)).update(text);
    for (const name of importedPackages(text)) roots.add(name);
    for (const local of importedFiles(file, text)) if (!files.includes(local)) files.push(local);
  }
  for (const line of lockEntriesOf([...roots], path.join(ROOT, 'package-lock.json'))) hash.update(line);
  fingerprint = hash.digest('hex');
  return fingerprint;
}

/** The cache entry of a page: its path, its content and the pipeline. Files are `{key}.js` and `{key}.md`. */
export function cacheKey(resourcePath: string, source: string | Buffer): string {
  return createHash('sha1').update(pipelineFingerprint()).update(resourcePath).update(source).digest('hex');
}

/** The page's compiled module in the MDX cache folder. */
export function compiledFileName(resourcePath: string, source: string | Buffer): string {
  return `${cacheKey(resourcePath, source)}.js`;
}

/** The page's plain Markdown body (its `index.md` copy without the title) in the MDX cache folder. */
export function markdownFileName(resourcePath: string, source: string | Buffer): string {
  return `${cacheKey(resourcePath, source)}.md`;
}
