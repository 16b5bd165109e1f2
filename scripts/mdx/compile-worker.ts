import { parentPort } from 'node:worker_threads';
import { compile } from '@mdx-js/mdx';
import { compileOptions } from '../markdown/pipeline.ts';

export interface CompileRequest {
  file: string;
  source: string;
}

export type CompileResponse = { file: string; code: string } | { file: string; error: string };

// Compiles exactly as @mdx-js/loader does in a production build (no source maps, not development).
parentPort?.on('message', async ({ file, source }: CompileRequest) => {
  try {
    const result = await compile({ value: source, path: file }, { ...compileOptions, development: false });
    parentPort?.postMessage({ file, code: String(result.value) } satisfies CompileResponse);
  } catch (error) {
    parentPort?.postMessage({ file, error: String(error) } satisfies CompileResponse);
  }
});
