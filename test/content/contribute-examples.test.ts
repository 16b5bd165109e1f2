import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import webpack from 'webpack';
import type { Configuration, Stats } from 'webpack';

// The loader and plugin examples on the contribute pages live as real files in
// test/contribute/. This test runs them through webpack and checks that each page
// shows exactly the code of its file, so page and tested code cannot drift apart.

const root = process.cwd();
const examples = path.join(root, 'test/contribute');
const fixture = path.join(examples, 'fixture');
const require = createRequire(path.join(examples, 'index.cjs'));

const load = (file: string) => require(path.join(examples, file));
const loader = (name: string) => path.join(examples, 'loaders', `${name}.cjs`);

// Every example file and the page that must show it, under a **loaders/....cjs** title.
const shownOn: Record<string, string> = {
  'loaders/text-loader.cjs': 'content/contribute/writing-a-loader.mdx',
  'loaders/replace-loader.cjs': 'content/contribute/writing-a-loader.mdx',
  'loaders/include-loader.cjs': 'content/contribute/writing-a-loader.mdx',
  'loaders/byte-count-loader.cjs': 'content/contribute/writing-a-loader.mdx',
  'loaders/skip-loader.cjs': 'content/contribute/writing-a-loader.mdx',
  'test/compile.cjs': 'content/contribute/writing-a-loader.mdx',
  'loaders/inspect-loader.cjs': 'content/contribute/debugging.mdx',
  'plugins/hello-plugin.cjs': 'content/contribute/writing-a-plugin.mdx',
  'plugins/file-list-plugin.cjs': 'content/contribute/writing-a-plugin.mdx',
  'plugins/version-file-plugin.cjs': 'content/contribute/writing-a-plugin.mdx',
  'plugins/wait-plugin.cjs': 'content/contribute/writing-a-plugin.mdx',
  'plugins/chunk-report-plugin.cjs': 'content/contribute/plugin-patterns.mdx',
  'plugins/changed-chunks-plugin.cjs': 'content/contribute/plugin-patterns.mdx',
  'plugins/forbid-modules-plugin.cjs': 'content/contribute/plugin-patterns.mdx',
};

/** Code of the fenced block right after a `**title**` paragraph, or null. */
export function blockTitled(page: string, title: string): string | null {
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`^\\*\\*${escaped}\\*\\*\\n\\n\`\`\`[a-z]+[^\\n]*\\n([\\s\\S]*?)^\`\`\`$`, 'm').exec(page);
  return match ? match[1] : null;
}

function build(config: Configuration): Promise<{ stats: Stats; outputPath: string }> {
  const outputPath = fs.mkdtempSync(path.join(os.tmpdir(), 'contribute-examples-'));
  const compiler = webpack({
    mode: 'none',
    context: fixture,
    entry: './src/index.js',
    output: { path: outputPath, filename: '[name].js', chunkFilename: '[name].chunk.js' },
    infrastructureLogging: { level: 'none' },
    ...config,
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => (error || !stats ? reject(error) : resolve({ stats, outputPath })));
    });
  });
}

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

describe('contribute pages show the tested example files verbatim', () => {
  it.each(Object.entries(shownOn))('%s appears on %s', (file, page) => {
    const code = fs.readFileSync(path.join(examples, file), 'utf8');
    const shown = blockTitled(fs.readFileSync(page, 'utf8'), file);
    expect(shown).not.toBeNull();
    expect(shown).toBe(code);
  });

  it('blockTitled finds only an exact title', () => {
    const page = '**a.cjs**\n\n```js\nconst a = 1;\n```\n';
    expect(blockTitled(page, 'a.cjs')).toBe('const a = 1;\n');
    expect(blockTitled(page, 'b.cjs')).toBeNull();
  });
});

describe('loaders from writing-a-loader', () => {
  const compile = load('test/compile.cjs');
  const message = path.join(fixture, 'src/message.txt');
  const signature = path.join(fixture, 'src/signature.txt');

  it('text-loader turns a file into a module exporting its text', async () => {
    const { bundle } = await compile({ entry: signature, rules: [{ test: /\.txt$/, use: loader('text-loader') }] });
    expect(bundle.default).toBe('-- sent by webpack\n');
  });

  it('replace-loader runs before text-loader and uses its options', async () => {
    const { bundle } = await compile({
      entry: message,
      rules: [
        {
          test: /\.txt$/,
          use: [loader('text-loader'), { loader: loader('replace-loader'), options: { search: 'NAME', replace: 'reader' } }],
        },
      ],
    });
    expect(bundle.default).toBe('Hello, reader!\n@include ./signature.txt\n');
  });

  it('replace-loader rejects options that do not match its schema', async () => {
    await expect(
      compile({
        entry: message,
        rules: [{ test: /\.txt$/, use: [loader('text-loader'), { loader: loader('replace-loader'), options: { search: 'NAME' } }] }],
      }),
    ).rejects.toThrow(/options misses the property 'replace'/);
  });

  it('include-loader inlines files asynchronously and records them as dependencies', async () => {
    const { bundle, stats } = await compile({
      entry: message,
      rules: [
        {
          test: /\.txt$/,
          use: [
            loader('text-loader'),
            { loader: loader('replace-loader'), options: { search: 'NAME', replace: 'reader' } },
            loader('include-loader'),
          ],
        },
      ],
    });
    expect(bundle.default).toBe('Hello, reader!\n-- sent by webpack\n');
    expect([...stats.compilation.fileDependencies]).toContain(signature);
  });
});

describe('raw and pitching loaders from writing-a-loader', () => {
  const compile = load('test/compile.cjs');
  const signature = path.join(fixture, 'src/signature.txt');
  const chain = [loader('skip-loader'), loader('text-loader'), loader('include-loader')];

  it('byte-count-loader receives a Buffer and exports its length', async () => {
    const { bundle } = await compile({ entry: signature, rules: [{ test: /\.txt$/, use: loader('byte-count-loader') }] });
    expect(bundle.default).toBe(fs.statSync(signature).size);
  });

  it('skip-loader answers from its pitch for ?skip requests', async () => {
    const { bundle } = await compile({ entry: `${signature}?skip`, rules: [{ test: /\.txt$/, use: chain }] });
    expect(bundle.default).toBe('signature.txt was skipped');
  });

  it('skip-loader lets other requests through the whole chain', async () => {
    const { bundle } = await compile({ entry: path.join(fixture, 'src/message.txt'), rules: [{ test: /\.txt$/, use: chain }] });
    expect(bundle.default).toBe('Hello, NAME!\n-- sent by webpack\n');
  });
});

describe('inspect-loader from debugging', () => {
  it('logs through the loader logger into the stats and passes the source on', async () => {
    const compile = load('test/compile.cjs');
    const signature = path.join(fixture, 'src/signature.txt');
    const { bundle, stats } = await compile({
      entry: signature,
      rules: [{ test: /\.txt$/, use: [loader('text-loader'), loader('inspect-loader')] }],
    });
    expect(bundle.default).toBe('-- sent by webpack\n');
    const output = stats.toString({ all: false, logging: 'info', colors: false });
    expect(output).toContain(`${signature}: 19 characters`);
  });
});

describe('plugins from writing-a-plugin', () => {
  it('HelloPlugin logs the build time through the infrastructure logger', async () => {
    const HelloPlugin = load('plugins/hello-plugin.cjs');
    const lines: string[] = [];
    const stream = {
      isTTY: false,
      write(chunk: string) {
        lines.push(String(chunk));
        return true;
      },
    };
    await build({
      plugins: [new HelloPlugin()],
      infrastructureLogging: { level: 'info', stream: stream as unknown as NodeJS.WritableStream },
    });
    expect(lines.join('')).toMatch(/\[HelloPlugin\] Build finished in \d+ ms/);
  });

  it('FileListPlugin emits a markdown list of every asset', async () => {
    const FileListPlugin = load('plugins/file-list-plugin.cjs');
    const { stats, outputPath } = await build({ plugins: [new FileListPlugin({ filename: 'files.md' })] });
    expect(stats.hasErrors()).toBe(false);
    const list = read(outputPath, 'files.md');
    expect(list).toMatch(/^# Files in this build\n\n/);
    expect(list).toMatch(/^- main\.js \(\d+ bytes\)$/m);
    expect(list).toMatch(/^- extra\.chunk\.js \(\d+ bytes\)$/m);
    expect(list).not.toContain('files.md');
  });

  it('FileListPlugin defaults to filelist.md', async () => {
    const FileListPlugin = load('plugins/file-list-plugin.cjs');
    const { outputPath } = await build({ plugins: [new FileListPlugin()] });
    expect(fs.existsSync(path.join(outputPath, 'filelist.md'))).toBe(true);
  });

  it('VersionFilePlugin reads package.json asynchronously and emits version.json', async () => {
    const VersionFilePlugin = load('plugins/version-file-plugin.cjs');
    const { stats, outputPath } = await build({ plugins: [new VersionFilePlugin()] });
    expect(JSON.parse(read(outputPath, 'version.json'))).toEqual({ name: 'contribute-examples-fixture', version: '1.2.3' });
    expect([...stats.compilation.fileDependencies]).toContain(path.join(fixture, 'package.json'));
  });

  it('WaitPlugin holds the emit step until its callback runs', async () => {
    const WaitPlugin = load('plugins/wait-plugin.cjs');
    const { stats } = await build({ plugins: [new WaitPlugin()] });
    expect(stats.hasErrors()).toBe(false);
    expect(stats.endTime - stats.startTime).toBeGreaterThanOrEqual(100);
  });
});

describe('plugins from plugin-patterns', () => {
  it('ChunkReportPlugin maps each chunk to its files and modules', async () => {
    const ChunkReportPlugin = load('plugins/chunk-report-plugin.cjs');
    const { outputPath } = await build({ plugins: [new ChunkReportPlugin()] });
    const report = JSON.parse(read(outputPath, 'chunk-report.json'));
    expect(report.main).toEqual({ files: ['main.js'], modules: ['src/greet.js', 'src/index.js'] });
    expect(report.extra).toEqual({ files: ['extra.chunk.js'], modules: ['src/extra.js'] });
  });

  it('ChangedChunksPlugin reports every chunk first, then none when nothing changed', async () => {
    const ChangedChunksPlugin = load('plugins/changed-chunks-plugin.cjs');
    const plugin = new ChangedChunksPlugin();
    const outputPath = fs.mkdtempSync(path.join(os.tmpdir(), 'contribute-examples-'));
    const compiler = webpack({
      mode: 'none',
      context: fixture,
      entry: './src/index.js',
      output: { path: outputPath, chunkFilename: '[name].chunk.js' },
      infrastructureLogging: { level: 'none' },
      plugins: [plugin],
    });
    const run = () => new Promise<void>((resolve, reject) => compiler.run((error) => (error ? reject(error) : resolve())));
    await run();
    expect([...plugin.changed].sort()).toEqual(['extra', 'main']);
    await run();
    expect(plugin.changed).toEqual([]);
    await new Promise((resolve) => compiler.close(resolve));
  });

  it('ForbidModulesPlugin fails the build and names the module', async () => {
    const ForbidModulesPlugin = load('plugins/forbid-modules-plugin.cjs');
    const { stats } = await build({
      entry: './src/leaky.js',
      plugins: [new ForbidModulesPlugin({ test: /secret\.js$/, reason: 'secret.js must not be bundled' })],
    });
    expect(stats.hasErrors()).toBe(true);
    const errors = stats.toJson({ all: false, errors: true }).errors ?? [];
    expect(errors).toHaveLength(1);
    const [error] = errors;
    expect(error.message).toContain('ForbidModulesPlugin: secret.js must not be bundled');
    expect(error.moduleName).toBe('./src/secret.js');
  });

  it('ForbidModulesPlugin lets a clean build pass', async () => {
    const ForbidModulesPlugin = load('plugins/forbid-modules-plugin.cjs');
    const { stats } = await build({ plugins: [new ForbidModulesPlugin({ test: /secret\.js$/, reason: 'no' })] });
    expect(stats.hasErrors()).toBe(false);
  });
});
