import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { pipelineFingerprint } from './cache-key.ts';
import { ROOT } from '../paths.ts';

/** Inside node_modules, so that the packages the bundle imports resolve from the project. */
export const WORKER_BUNDLES = path.join(ROOT, 'node_modules/.cache/webpack-docs');
const ENTRY = fileURLToPath(new URL('./compile-worker.ts', import.meta.url));

/**
 * The MDX worker's own code as one ES module, bundled once per version of the pipeline (whose
 * fingerprint covers every file in it); packages stay imports. A worker that loaded the TypeScript
 * sources through tsx spent 0.3 s more in its loader hooks before its first page.
 */
export async function workerBundle(): Promise<URL> {
  const file = path.join(WORKER_BUNDLES, `mdx-worker-${pipelineFingerprint()}.mjs`);
  if (!fs.existsSync(file)) {
    const { build } = await import('esbuild');
    // Written aside and renamed: builds running side by side may bundle it at the same time.
    const temporary = `${file}.${process.pid}.tmp`;
    await build({
      entryPoints: [ENTRY],
      outfile: temporary,
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'error',
    });
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
