import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { compiledFileName, markdownFileName } from './cache-key.ts';
import { workerBundle } from './worker-bundle.ts';
import type { CompileRequest, CompileResponse } from './compile-worker.ts';
import { analysisKey } from '../3-content-index/analysis-key.ts';
import type { AnalysisResult } from '../3-content-index/analyse.ts';

export interface PrecompileResult {
  compiled: number;
  reused: number;
  failed: number;
  /** The content index's analysis of every page compiled now, by `analysisKey`. */
  analyses: Map<string, AnalysisResult>;
  /**
   * Where the plain Markdown body of every page that compiled (now or before) is kept, by page file:
   * the bodies are read when the outputs are written, so the build does not hold them meanwhile.
   */
  markdownFiles: Map<string, string>;
}

function runWorker(script: URL, queue: CompileRequest[], cacheDir: string, result: PrecompileResult): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(script);
    // One page at a time per worker: the answer belongs to this request (keys use the text compiled).
    let current: CompileRequest | undefined;
    const next = () => {
      current = queue.shift();
      if (current) worker.postMessage(current);
      else void worker.terminate().then(() => resolve());
    };
    worker.on('message', (response: CompileResponse) => {
      const { file, source } = current!;
      result.analyses.set(analysisKey(source, path.extname(file) as '.md' | '.mdx'), response.analysis);
      if ('code' in response) {
        fs.writeFileSync(path.join(cacheDir, compiledFileName(file, source)), response.code);
        const markdown = path.join(cacheDir, markdownFileName(file, source));
        fs.writeFileSync(markdown, response.markdown);
        result.markdownFiles.set(file, markdown);
        result.compiled += 1;
      } else {
        // The webpack loader compiles this page again and reports the error with its location.
        result.failed += 1;
      }
      next();
    });
    worker.on('error', reject);
    next();
  });
}

/** Deletes the cache files no page of this build has: output of edited, removed or older pages. */
function prune(cacheDir: string, used: Set<string>): void {
  for (const file of fs.readdirSync(cacheDir)) if (!used.has(file)) fs.rmSync(path.join(cacheDir, file));
}

/**
 * Compiles the pages whose output is not cached yet, on every core at once, into the folder the MDX
 * loader reads from. The bundles then spend no time on MDX, and the client and server builds share
 * one compilation of each page. The same parse gives the content index its analysis of each page
 * and the outputs phase its Markdown copy. The folder keeps this build's pages only.
 */
export async function precompilePages(files: string[], cacheDir: string): Promise<PrecompileResult> {
  fs.mkdirSync(cacheDir, { recursive: true });
  const result: PrecompileResult = { compiled: 0, reused: 0, failed: 0, analyses: new Map(), markdownFiles: new Map() };
  const queue: CompileRequest[] = [];
  const used = new Set<string>();
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8');
    const [code, markdown] = [compiledFileName(file, source), markdownFileName(file, source)];
    used.add(code).add(markdown);
    if (fs.existsSync(path.join(cacheDir, code)) && fs.existsSync(path.join(cacheDir, markdown))) {
      result.markdownFiles.set(file, path.join(cacheDir, markdown));
      result.reused += 1;
    } else {
      queue.push({ file, source });
    }
  }
  prune(cacheDir, used);
  // Largest first: a long page taken last would leave one worker busy while the others sit idle.
  queue.sort((a, b) => b.source.length - a.source.length);
  const workers = Math.min(os.availableParallelism(), queue.length);
  if (workers === 0) return result;
  const script = await workerBundle();
  await Promise.all(Array.from({ length: workers }, () => runWorker(script, queue, cacheDir, result)));
  return result;
}
