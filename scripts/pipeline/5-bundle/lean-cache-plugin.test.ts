import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Configuration } from 'webpack';
import { LeanCachePlugin } from './lean-cache-plugin.ts';

// Required, not imported: an import of webpack in Jest reads every export, deprecated ones included,
// and each of those prints a warning.
const webpack = createRequire(import.meta.url)('webpack') as typeof import('webpack');

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lean-cache-'));
  fs.writeFileSync(path.join(dir, 'index.js'), 'import("./page.mdx").then((page) => console.log(page.title));');
  // A stand-in for a compiled page: the build's MDX loaders also hand webpack JavaScript.
  fs.writeFileSync(path.join(dir, 'page.mdx'), 'export const title = "A page";');
  fs.writeFileSync(path.join(dir, 'mdx-loader.cjs'), 'module.exports = (source) => source;');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Builds the two modules with a persistent cache; resolves with the identifiers webpack's cache stored. */
function build(outDir: string): Promise<string[]> {
  const stored: string[] = [];
  const config: Configuration = {
    mode: 'production',
    context: dir,
    entry: './index.js',
    output: { path: path.join(dir, outDir) },
    module: { rules: [{ test: /\.mdx$/, use: path.join(dir, 'mdx-loader.cjs') }] },
    cache: { type: 'filesystem', cacheDirectory: path.join(dir, 'cache') },
    infrastructureLogging: { level: 'error' },
    plugins: [
      new LeanCachePlugin(),
      {
        apply: (compiler) =>
          compiler.cache.hooks.store.tap({ name: 'test', stage: -100 }, (identifier) => void stored.push(identifier)),
      },
    ],
  };
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((error, stats) => {
      const failure = error ?? (stats?.hasErrors() ? new Error(stats.toString('errors-only')) : null);
      compiler.close(() => (failure ? reject(failure) : resolve(stored)));
    });
  });
}

function files(outDir: string): Record<string, string> {
  const root = path.join(dir, outDir);
  return Object.fromEntries(fs.readdirSync(root).map((name) => [name, fs.readFileSync(path.join(root, name), 'utf8')]));
}

describe('LeanCachePlugin', () => {
  it('keeps rendered chunks and pages’ generated code out of the persistent cache, and the modules in', async () => {
    const stored = await build('first');
    const of = (kind: string) => stored.filter((identifier) => identifier.startsWith(`Compilation/${kind}|`));
    expect(of('assets')).toEqual([]);
    expect(
      of('modules')
        .map((identifier) => path.basename(identifier))
        .sort(),
    ).toEqual(['index.js', 'page.mdx']);
    const generated = of('codeGeneration');
    expect(generated.some((identifier) => identifier.includes('/index.js|'))).toBe(true);
    expect(generated.filter((identifier) => identifier.includes('page.mdx'))).toEqual([]);
  });

  it('lets a build from that cache write the same files as the build that filled it', async () => {
    await build('first');
    await build('second');
    const first = files('first');
    expect(Object.keys(first)).toHaveLength(2);
    expect(files('second')).toEqual(first);
  });
});
