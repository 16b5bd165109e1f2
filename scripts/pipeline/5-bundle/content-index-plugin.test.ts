import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Compiler, Stats } from 'webpack';
import type { ContentIndexPlugin as Plugin } from './content-index-plugin.ts';
import { STRICT } from '../3-content-index/checks.ts';

/**
 * The content index plugin in a watching compiler: a page written while a compilation runs, stamped
 * with a time before that compilation started (what the kernel's coarse clock does to a page written
 * just after the start), is indexed by a compilation after it. webpack's watcher alone never reports it.
 */

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'content-index-plugin-'));
const content = path.join(scratch, 'content');
let ContentIndexPlugin: typeof Plugin;
// Required, not imported: an import of webpack in Jest reads every export, deprecated ones included,
// and each of those prints a warning.
const webpack = createRequire(import.meta.url)('webpack') as typeof import('webpack');

beforeAll(async () => {
  // Read by `paths.ts` when it loads: the generated modules go to the scratch folder.
  process.env.WORK_DIR = path.join(scratch, 'work');
  ({ ContentIndexPlugin } = await import('./content-index-plugin.ts'));
  fs.mkdirSync(content);
  fs.writeFileSync(path.join(content, 'index.mdx'), '---\ntitle: Home\n---\n\nHello.\n');
  fs.writeFileSync(path.join(scratch, 'entry.js'), '');
});

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Writes a page during the first compilation it sees, with a time a minute older than that compilation. */
function writeDuringCompilation(compiler: Compiler): void {
  let written = false;
  compiler.hooks.afterCompile.tap('test', () => {
    if (written) return;
    written = true;
    const page = path.join(content, 'added.mdx');
    fs.writeFileSync(page, '---\ntitle: Added\n---\n\nNew.\n');
    const before = new Date(Date.now() - 60000);
    fs.utimesSync(page, before, before);
  });
}

function indexedUrls(): string[] {
  const file = path.join(scratch, 'work/generated/content-index.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { pages: { url: string }[] }).pages.map((page) => page.url);
}

it('indexes a page written during a compilation with a time older than its start', async () => {
  const compiler = webpack({
    mode: 'development',
    context: scratch,
    entry: path.join(scratch, 'entry.js'),
    output: { path: path.join(scratch, 'out') },
    plugins: [new ContentIndexPlugin({ contentDir: content, checks: STRICT })],
    infrastructureLogging: { level: 'none' },
    watchOptions: { aggregateTimeout: 0 },
  });
  // A build first, so the watching compiler has every page's analysis and defers no parse (whose end
  // would ask for a compilation of its own and so hide what this test looks for).
  await new Promise<void>((resolve, reject) => compiler.run((error) => (error ? reject(error) : resolve())));
  expect(indexedUrls()).toEqual(['/']);
  writeDuringCompilation(compiler);
  const compilations: string[][] = [];
  const added = new Promise<void>((resolve, reject) => {
    const watching = compiler.watch({ aggregateTimeout: 0 }, (error?: Error | null, stats?: Stats) => {
      if (error || stats?.hasErrors()) return reject(error ?? new Error(stats?.toString()));
      compilations.push(indexedUrls());
      if (indexedUrls().includes('/added/')) watching?.close(() => resolve());
    });
  });
  await added;
  expect(compilations).toEqual([['/'], ['/', '/added/']]);
});
