import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompilePages } from '../../scripts/pipeline/2-mdx/precompile.ts';
import { compiledFileName, pipelineFingerprint } from '../../scripts/pipeline/2-mdx/cache-key.ts';
import { workerBundle } from '../../scripts/pipeline/2-mdx/worker-bundle.ts';
import { analysisKey } from '../../scripts/pipeline/3-content-index/analysis-key.ts';
import { analyseMarkdown } from '../../scripts/pipeline/3-content-index/analyse.ts';
import { walkContent } from '../../scripts/pipeline/3-content-index/walk.ts';
import { markdownBodyOf } from '../../scripts/pipeline/7-outputs/markdown-copy.ts';

const FIXTURE = path.resolve('test/fixtures/site/content');

const BROKEN = `---
title: Broken
---

## Fine so far

A paragraph with an unclosed <span tag.
`;

describe('precompiling pages in worker threads', () => {
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdx-cache-'));
  const brokenDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdx-broken-'));
  const broken = path.join(brokenDir, 'broken.mdx');
  fs.writeFileSync(broken, BROKEN);
  const sources = walkContent(FIXTURE);
  const files = [...sources.map((source) => source.absolute), broken];
  let result: Awaited<ReturnType<typeof precompilePages>>;

  beforeAll(async () => {
    result = await precompilePages(files, cacheDir);
  }, 60000);

  it('compiles every good page into the cache and counts the one that fails', () => {
    expect(result).toMatchObject({ compiled: sources.length, reused: 0, failed: 1 });
    for (const source of sources) {
      const compiled = path.join(cacheDir, compiledFileName(source.absolute, fs.readFileSync(source.absolute)));
      expect(fs.readFileSync(compiled, 'utf8')).toContain('export default function MDXContent');
      const text = fs.readFileSync(source.absolute, 'utf8');
      expect(fs.readFileSync(result.markdownFiles.get(source.absolute)!, 'utf8')).toBe(
        markdownBodyOf(text, source.extension),
      );
    }
  });

  // The index trusts these analyses instead of parsing the pages itself, so they must be identical.
  it('gives the content index exactly the analysis its own parser makes, for every page', () => {
    expect(result.analyses.size).toBe(files.length);
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      const extension = path.extname(file) as '.md' | '.mdx';
      expect({ file, analysis: result.analyses.get(analysisKey(text, extension)) }).toEqual({
        file,
        analysis: analyseMarkdown(text, extension),
      });
    }
  });

  it('reports the syntax error of a page that does not parse, with its line', () => {
    const analysis = result.analyses.get(analysisKey(BROKEN, '.mdx'));
    expect(analysis).toMatchObject({ ok: false, line: 7 });
  });

  it('reuses cached output on the next run and analyses nothing again', async () => {
    const again = await precompilePages(files, cacheDir);
    expect(again).toMatchObject({ compiled: 0, reused: sources.length, failed: 1 });
    expect(again.analyses.size).toBe(1);
    expect(again.markdownFiles).toEqual(result.markdownFiles);
  }, 60000);

  it('removes what no page of this build uses any more', async () => {
    const stale = ['0123456789abcdef0123456789abcdef01234567.js', '0123456789abcdef0123456789abcdef01234567.md'];
    for (const file of stale) fs.writeFileSync(path.join(cacheDir, file), 'from an old build');
    const kept = fs.readdirSync(cacheDir).filter((file) => !stale.includes(file));
    await precompilePages(files, cacheDir);
    expect(fs.readdirSync(cacheDir).sort()).toEqual(kept.sort());
  }, 60000);

  it('runs the workers from one bundle per version of the pipeline, with the packages but the grammars in it', async () => {
    const bundle = fileURLToPath(await workerBundle());
    expect(path.basename(bundle)).toMatch(new RegExp(`^mdx-worker-${pipelineFingerprint()}-[0-9a-f]{8}\\.mjs$`));
    const code = fs.readFileSync(bundle, 'utf8');
    const imports = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
    // A relative or TypeScript import would need tsx's hooks, which the worker does not have.
    expect(imports.filter((specifier) => specifier.startsWith('.') || specifier.endsWith('.ts'))).toEqual([]);
    expect(imports).not.toContain('@mdx-js/mdx');
    // Grammars stay in node_modules, each imported when a page needs it.
    expect(code).toMatch(/import\("@shikijs\/langs\/javascript"\)/);
  });
});
