import { parentPort } from 'node:worker_threads';
import { createProcessor } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import type { Program } from 'estree';
import { buildCompileOptions } from './pipeline.ts';
import { analyseMarkdown, analyseTree, type AnalysisResult } from '../3-content-index/analyse.ts';
import { markdownBody } from '../7-outputs/markdown-copy.ts';

export interface CompileRequest {
  file: string;
  source: string;
}

/**
 * A page's analysis for the content index, and its compiled module with its plain Markdown body (the
 * page's `index.md` copy), or the compile error.
 */
export type CompileResponse = { analysis: AnalysisResult } & ({ code: string; markdown: string } | { error: string });

const processors = {
  md: createProcessor({ ...buildCompileOptions, format: 'md' }),
  mdx: createProcessor({ ...buildCompileOptions, format: 'mdx' }),
};

/**
 * Compiles exactly as @mdx-js/loader does in a production build (no source maps, not development),
 * and reads what the content index and the Markdown copy need from the same parse: every page is
 * parsed once per build. Both take the tree before any plugin has run, as the index's own parser
 * leaves it.
 */
async function compilePage({ file, source }: CompileRequest): Promise<CompileResponse> {
  const extension = file.endsWith('.md') ? '.md' : '.mdx';
  const processor = processors[extension === '.md' ? 'md' : 'mdx'];
  const vfile = new VFile({ value: source, path: file });
  let analysis: AnalysisResult | undefined;
  try {
    const tree = processor.parse(vfile);
    analysis = { ok: true, analysis: analyseTree(tree) };
    const markdown = markdownBody(structuredClone(tree));
    // MDX types `run` as taking its output tree (estree); at run time it takes the parsed mdast.
    const code = processor.stringify(await processor.run(tree as unknown as Program, vfile), vfile);
    return { analysis, code: String(code), markdown };
  } catch (error) {
    // A page that does not parse gets the index's own syntax-error result (with its line).
    return { analysis: analysis ?? analyseMarkdown(source, extension), error: String(error) };
  }
}

parentPort?.on('message', async (request: CompileRequest) => {
  parentPort?.postMessage(await compilePage(request));
});
