import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { pipelineFingerprint } from './cache-key.ts';
import { ROOT } from '../paths.ts';

/** Inside node_modules, so that the packages the bundle imports resolve from the project. */
export const WORKER_BUNDLES = path.join(ROOT, 'node_modules/.cache/webpack-docs');
const ENTRY = fileURLToPath(new URL('./compile-worker.ts', import.meta.url));

/**
 * Packages the bundle leaves as imports: shiki's grammars and themes, which a worker loads only when a
 * page uses them (bundled, every grammar would be in it), and jsonc-parser, whose build requires its
 * own files by relative path at run time.
 */
const LOADED_FROM_NODE_MODULES = [
  '@shikijs/langs',
  '@shikijs/langs/*',
  '@shikijs/themes',
  '@shikijs/themes/*',
  'jsonc-parser',
];

/** Bundled CommonJS packages call `require`, which an ES module does not have. */
const REQUIRE_BANNER =
  "import { createRequire as requireFor } from 'node:module'; const require = requireFor(import.meta.url);";

/** How this module bundles (its own code), beside what it bundles (the pipeline's fingerprint). */
const BUNDLING = createHash('sha1')
  .update(fs.readFileSync(fileURLToPath(import.meta.url)))
  .digest('hex')
  .slice(0, 8);

/**
 * The MDX worker as one ES module with the packages it runs, bundled once per version of the pipeline
 * (whose fingerprint covers every file and package in it). A worker that loaded the TypeScript sources
 * through tsx spent 0.3 s more in its loader hooks before its first page, and one that imported the
 * packages from node_modules (hundreds of modules to resolve and read) 0.1 s more than from this.
 */
export async function workerBundle(): Promise<URL> {
  const file = path.join(WORKER_BUNDLES, `mdx-worker-${pipelineFingerprint()}-${BUNDLING}.mjs`);
  if (!fs.existsSync(file)) {
    const { build, stop } = await import('esbuild');
    // Written aside and renamed: builds running side by side may bundle it at the same time.
    const temporary = `${file}.${process.pid}.tmp`;
    await build({
      entryPoints: [ENTRY],
      outfile: temporary,
      bundle: true,
      external: LOADED_FROM_NODE_MODULES,
      banner: { js: REQUIRE_BANNER },
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'error',
    });
    // esbuild's service process would otherwise stay for the whole build, at 80-100 MB after bundling.
    await stop();
    fs.renameSync(temporary, file);
    removeOldBundles();
  }
  return pathToFileURL(file);
}

/**
 * Bundles of other versions, once a day old: not at once, as a build of another checkout sharing this
 * node_modules (a git worktree) may be starting its workers from its own.
 */
function removeOldBundles(): void {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of fs.readdirSync(WORKER_BUNDLES)) {
    const file = path.join(WORKER_BUNDLES, name);
    const modified = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (modified !== undefined && modified < dayAgo) fs.rmSync(file, { force: true });
  }
}
