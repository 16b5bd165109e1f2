import { jest } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import vm from 'node:vm';
import type { Chunk, Compiler, NormalModule, WebpackPluginInstance } from 'webpack';
import { build, cleanup, close, createCompiler, examplesDir, logLines, run, webpack } from '../api-examples/build.ts';
import { hookDocs, outputAfter, titledBlocks } from '../api-examples/page.ts';
import { FakeBrowser } from '../api-examples/fake-browser.ts';
import { compilationHookOwners } from '../api-examples/hook-owners.ts';

// The plugin and loader examples of the API pages live as files in test/api-examples/. This test runs
// each one on a small build of test/api-examples/fixture and checks that the page shows exactly the code
// of its file, read with the site's own MDX parser: page and tested code cannot drift apart.

const require = createRequire(path.join(examplesDir, 'index.cjs'));
const load = (file: string) => require(path.join(examplesDir, file));
const loaderPath = (name: string) => path.join(examplesDir, 'loaders', `${name}.cjs`);

// Every example file and the page that shows it under its path as the block title (fixture files under
// their path in the fixture project, `src/...`).
const shownOn: Record<string, string> = {
  'plugins/memory-scheme-plugin.cjs': 'content/api/normalmodule-hooks.mdx',
  'plugins/feature-flags-plugin.cjs': 'content/api/normalmodule-hooks.mdx',
  'loaders/flags-loader.cjs': 'content/api/normalmodule-hooks.mdx',
  'plugins/loader-timing-plugin.cjs': 'content/api/normalmodule-hooks.mdx',
  'plugins/version-token-plugin.cjs': 'content/api/normalmodule-hooks.mdx',
  'plugins/extra-dependency-plugin.cjs': 'content/api/normalmodule-hooks.mdx',
  'plugins/always-rebuild-plugin.cjs': 'content/api/normalmodule-hooks.mdx',
  'plugins/module-comments-plugin.cjs': 'content/api/javascriptmodulesplugin-hooks.mdx',
  'plugins/chunk-comments-plugin.cjs': 'content/api/javascriptmodulesplugin-hooks.mdx',
  'plugins/build-label-plugin.cjs': 'content/api/javascriptmodulesplugin-hooks.mdx',
  'plugins/startup-log-plugin.cjs': 'content/api/javascriptmodulesplugin-hooks.mdx',
  'plugins/require-trace-plugin.cjs': 'content/api/javascriptmodulesplugin-hooks.mdx',
  'plugins/registry-entry-plugin.cjs': 'content/api/javascriptmodulesplugin-hooks.mdx',
  'plugins/isolated-entry-plugin.cjs': 'content/api/javascriptmodulesplugin-hooks.mdx',
  'plugins/sloppy-runtime-plugin.cjs': 'content/api/javascriptmodulesplugin-hooks.mdx',
  'plugins/bootstrap-map-plugin.cjs': 'content/api/javascriptmodulesplugin-hooks.mdx',
  'plugins/css-source-comments-plugin.cjs': 'content/api/module-type-hooks.mdx',
  'plugins/css-first-plugin.cjs': 'content/api/module-type-hooks.mdx',
  'plugins/analytics-tag-plugin.cjs': 'content/api/module-type-hooks.mdx',
  'plugins/nonce-placeholder-plugin.cjs': 'content/api/module-type-hooks.mdx',
  'plugins/page-report-plugin.cjs': 'content/api/module-type-hooks.mdx',
  'plugins/externals-in-place-plugin.cjs': 'content/api/module-type-hooks.mdx',
  'plugins/chunk-hint-data-plugin.cjs': 'content/api/chunk-loading-hooks.mdx',
  'plugins/referrer-policy-plugin.cjs': 'content/api/chunk-loading-hooks.mdx',
  'plugins/stylesheet-anchor-plugin.cjs': 'content/api/chunk-loading-hooks.mdx',
  'loaders/word-list-loader.cjs': 'content/api/loaders.mdx',
  'src/html/index.html': 'content/api/module-methods.mdx',
  'src/html/banner.html': 'content/api/module-methods.mdx',
  'src/html/store.js': 'content/api/module-methods.mdx',
  'tapable/wait-for-services.cjs': 'content/api/plugins.mdx',
  'tapable/file-events.cjs': 'content/api/plugins.mdx',
  'tapable/context-option.cjs': 'content/api/plugins.mdx',
  'plugins/archive-plugin.cjs': 'content/api/plugins.mdx',
  'scripts/build-all.cjs': 'content/api/node.mdx',
};

/** The file a block title names: example code in test/api-examples, project files in its fixture. */
const fileOf = (title: string) => path.join(examplesDir, title.startsWith('src/') ? 'fixture' : '', title);

/** Runs a bundle without a DOM and returns what it logged and the globals it set. */
function runBundle(code: string): { logs: string[]; context: vm.Context } {
  const logs: string[] = [];
  const context = vm.createContext({ console: { log: (...args: unknown[]) => logs.push(args.join(' ')) } });
  vm.runInContext(code, context);
  return { logs, context };
}

const examplePages = [...new Set(Object.values(shownOn))];
// Blocks titled like an example file of test/api-examples (older pages show other, untested files).
const EXAMPLE_TITLE = /^(?:plugins|loaders|tapable|scripts)\/[\w-]+\.cjs$/;

// Each test runs one or two webpack builds; the first one of the file also loads webpack itself, which
// takes seconds on a busy machine.
jest.setTimeout(60_000);

afterAll(cleanup);

describe('API pages show the tested example files verbatim', () => {
  it.each(Object.entries(shownOn))('%s appears on %s', (file, page) => {
    const code = fs.readFileSync(fileOf(file), 'utf8');
    expect(titledBlocks(page).get(file)).toBe(code);
  });

  it.each(examplePages)('every example block on %s is a tested file', (page) => {
    const untested = [...titledBlocks(page).keys()].filter((title) => EXAMPLE_TITLE.test(title) && !shownOn[title]);
    expect(untested).toEqual([]);
  });
});

describe('loader context', () => {
  it('environment: word-list-loader writes the syntax of the target', async () => {
    const rules = [{ test: /\.txt$/, use: loaderPath('word-list-loader') }];
    const source = async (target: string | string[]) => {
      const { read, stats } = await build({ entry: './src/words.js', target, module: { rules } });
      const words = [...stats.compilation.modules].find((m) => (m as NormalModule).resource?.endsWith('.txt'))!;
      return { main: read('main.js'), module: String(words.originalSource()!.source()) };
    };
    const modern = await source('web');
    expect(modern.module).toContain('const words = ["a","an","the"];\nmodule.exports = (word) => words.indexOf(word) !== -1;');
    expect(runBundle(modern.main).logs).toEqual(['true false']);
    const es5 = await source(['web', 'es5']);
    expect(es5.module).toContain('var words = ["a","an","the"];\nmodule.exports = function (word) { return words.indexOf(word) !== -1; };');
    expect(runBundle(es5.main).logs).toEqual(['true false']);
  });
});

/** Runs an example script with Node.js, as a reader would, and returns what it printed. */
function runScript(file: string, cwd = examplesDir) {
  const result = spawnSync(process.execPath, [path.join(examplesDir, file)], { cwd, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
  if (result.status !== 0) throw new Error(`${file} failed:\n${result.stderr}`);
  return { stdout: result.stdout, stderr: result.stderr };
}

describe('tapable and the Node.js API', () => {
  it.each(['tapable/wait-for-services.cjs', 'tapable/file-events.cjs'])('%s prints what the page shows', (file) => {
    const shown = outputAfter(shownOn[file], file);
    expect(shown).toBeDefined();
    expect(runScript(file).stdout).toBe(shown);
  });

  it('tapable/context-option.cjs still shares the context, with a deprecation warning', () => {
    const { stdout, stderr } = runScript('tapable/context-option.cjs');
    expect(stdout).toBe('index.js: shared start time number\n');
    expect(stderr).toContain('DeprecationWarning: Hook.context is deprecated and will be removed');
  });

  it('ArchivePlugin copies the files and reports each one through the ProgressPlugin', async () => {
    const ArchivePlugin = load('plugins/archive-plugin.cjs');
    const to = fs.mkdtempSync(path.join(os.tmpdir(), 'api-examples-archive-'));
    try {
      const reports: unknown[][] = [];
      await build({
        entry: './src/index.js',
        plugins: [new ArchivePlugin({ to }), new webpack.ProgressPlugin((...args) => reports.push(args))],
      });
      expect(fs.readdirSync(to).sort()).toEqual(['lazy.js', 'main.js']);
      const copying = reports.filter((report) => String(report.at(-1)).startsWith('copying'));
      expect(copying).toEqual(
        expect.arrayContaining([[0.98, 'emitting', 'after emit', 'ArchivePlugin', 'copying main.js']]),
      );
      expect(copying).toHaveLength(2);
    } finally {
      fs.rmSync(to, { recursive: true, force: true });
    }
  });

  it('scripts/build-all.cjs: the MultiCompiler hooks run once per compiler, then once', () => {
    const project = fs.mkdtempSync(path.join(os.tmpdir(), 'api-examples-multi-'));
    try {
      fs.cpSync(path.join(examplesDir, 'fixture/src'), path.join(project, 'src'), { recursive: true });
      const { stdout } = runScript('scripts/build-all.cjs', project);
      expect(stdout).toBe(outputAfter('content/api/node.mdx', 'scripts/build-all.cjs'));
      expect(fs.readdirSync(path.join(project, 'dist/client')).sort()).toEqual(['lazy.js', 'main.js']);
      expect(fs.readdirSync(path.join(project, 'dist/server'))).toEqual(['main.js']);
    } finally {
      fs.rmSync(project, { recursive: true, force: true });
    }
  });
});

describe('magic comments in HTML', () => {
  it('webpackInline, webpackIgnore and webpackChunkName shape the emitted page', async () => {
    const { read, files } = await build({ entry: './src/html/index.html' });
    const page = read('index.html');
    expect(page).toContain('<!-- webpackInline: true -->\n    <style>body {\n  margin: 0;\n}');
    expect(page).toContain('<!-- webpackIgnore: true -->\n    <script src="./vendor/legacy-widget.js"></script>');
    const inlineScript = /<!-- webpackInline: true -->\n {4}<script>((?:(?!<\/script>)[\s\S])*)<\/script>/.exec(page);
    expect(inlineScript?.[1]).toContain("document.documentElement.classList.add('js');");
    expect(page).toContain('<!-- webpackChunkName: "storefront" -->\n    <script src="storefront.js" defer></script>');
    expect(files()).toContain('storefront.js');
    expect(files().filter((file) => /^(boot|store|critical)\./.test(file))).toEqual([]);
    // the hints of banner.html, imported by storefront.js, land in the head of the page
    expect(page).toContain(
      '<head><link rel="preload" as="image" href="d2d5be99449c1ebbc526.svg" fetchpriority="high"><link rel="prefetch" as="image" href="3a18318a0a6929e79519.svg">',
    );
  });

  it('hint comments in the markup of an emitted page add no link', async () => {
    const { read } = await build({ entry: './src/html/own-hint.html' });
    expect(read('own-hint.html')).not.toContain('<link');
  });

  it('hint comments in HTML imported by JavaScript make the runtime add the links', async () => {
    const { outputPath } = await build({ entry: './src/html/store.js', output: { publicPath: '/' } });
    const browser = new FakeBrowser(outputPath);
    const main = browser.element('main');
    main.setAttribute('id', 'store');
    browser.document.head.parentNode!.appendChild(main);
    browser.runFile('main.js');
    expect(String(main.innerHTML)).toContain('<img src="/d2d5be99449c1ebbc526.svg" alt="Spring sale">');
    const links = browser.elements('link').map((link) => `${link.rel} ${link.as} ${link.href} ${link.getAttribute('fetchpriority')}`);
    expect(links).toEqual(['preload image /d2d5be99449c1ebbc526.svg high', 'prefetch image /3a18318a0a6929e79519.svg null']);
  });
});

describe('NormalModule hooks', () => {
  it('readResource: MemorySchemePlugin serves memory: requests from an object', async () => {
    const MemorySchemePlugin = load('plugins/memory-scheme-plugin.cjs');
    const { read } = await build({
      entry: './src/settings.js',
      plugins: [new MemorySchemePlugin({ 'defaults.js': 'export default { language: "en", theme: "light" };' })],
    });
    expect(read('main.js')).toContain('{ language: "en", theme: "light" }');
  });

  it('readResource: MemorySchemePlugin fails the module for an unknown name', async () => {
    const MemorySchemePlugin = load('plugins/memory-scheme-plugin.cjs');
    await expect(build({ entry: './src/settings.js', plugins: [new MemorySchemePlugin({})] })).rejects.toThrow(
      'MemorySchemePlugin: no file named defaults.js',
    );
  });

  it('loader and beforeLoaders/beforeParse: flags reach the loader and the timing is logged', async () => {
    const FeatureFlagsPlugin = load('plugins/feature-flags-plugin.cjs');
    const LoaderTimingPlugin = load('plugins/loader-timing-plugin.cjs');
    const { read, stats } = await build({
      entry: './src/flags.js',
      module: { rules: [{ test: /flags\.js$/, use: loaderPath('flags-loader') }] },
      plugins: [new FeatureFlagsPlugin({ newSearch: true }), new LoaderTimingPlugin()],
    });
    expect(read('main.js')).toMatch(/const newSearch = true;\s+const darkMode = false;/);
    expect(logLines(stats, 'LoaderTimingPlugin')).toEqual([expect.stringMatching(/^src\/flags\.js: flags-loader\.cjs took \d+\.\d ms$/)]);
  });

  it('processResult: VersionTokenPlugin writes the package version and watches package.json', async () => {
    const VersionTokenPlugin = load('plugins/version-token-plugin.cjs');
    const { read, stats } = await build({ entry: './src/version.js', plugins: [new VersionTokenPlugin()] });
    expect(read('main.js')).toContain('const version = "2.4.0";');
    const versionModule = [...stats.compilation.modules].find((m) => (m as NormalModule).resource?.endsWith('version.js'));
    const snapshot = (versionModule!.buildInfo as { snapshot: { getFileIterable(): Iterable<string> } }).snapshot;
    expect([...snapshot.getFileIterable()]).toContain(path.join(examplesDir, 'fixture/package.json'));
  });

  it('beforeSnapshot: ExtraDependencyPlugin adds the file to the matching modules only', async () => {
    const ExtraDependencyPlugin = load('plugins/extra-dependency-plugin.cjs');
    const { stats } = await build({
      entry: './src/index.js',
      plugins: [new ExtraDependencyPlugin({ test: /greet\.js$/, file: 'design-tokens.json' })],
    });
    const tokens = path.join(examplesDir, 'fixture/design-tokens.json');
    const withTokens = [...stats.compilation.modules]
      .filter((m) => [...(m.buildInfo?.snapshot?.getFileIterable() ?? [])].includes(tokens))
      .map((m) => path.basename((m as NormalModule).resource));
    expect(withTokens).toEqual(['greet.js']);
    expect([...stats.compilation.fileDependencies]).toContain(tokens);
  });

  it('needBuild: AlwaysRebuildPlugin rebuilds only the matching module on the second run', async () => {
    const AlwaysRebuildPlugin = load('plugins/always-rebuild-plugin.cjs');
    const compiler = createCompiler({
      entry: './src/index.js',
      cache: { type: 'memory' },
      plugins: [new AlwaysRebuildPlugin({ test: /greet\.js$/ })],
    });
    const built: string[] = [];
    compiler.hooks.compilation.tap('test', (compilation) => {
      compilation.hooks.buildModule.tap('test', (module) => built.push(path.basename((module as NormalModule).resource)));
    });
    try {
      await run(compiler);
      expect(built.splice(0).sort()).toEqual(['greet.js', 'index.js', 'lazy.js']);
      await run(compiler);
      expect(built).toEqual(['greet.js']);
    } finally {
      await close(compiler);
    }
  });
});

describe('JavascriptModulesPlugin hooks', () => {
  /** The JavascriptModulesPlugin hooks in the order they run for each chunk, repeats of one hook merged. */
  async function hookOrder(entry: string) {
    const order = new Map<string, string[]>();
    const { stats } = await build({
      entry,
      plugins: [
        (compiler: Compiler) =>
          compiler.hooks.compilation.tap('HookOrder', (compilation) => {
            const hooks = webpack.javascript.JavascriptModulesPlugin.getCompilationHooks(compilation);
            for (const [name, hook] of Object.entries(hooks)) {
              if (name === 'chunkHash') continue;
              hook.intercept({
                call: (...args: unknown[]) => {
                  const chunk = args.find((arg) => arg instanceof webpack.Chunk) ?? (args.at(-1) as { chunk: Chunk }).chunk;
                  const names = order.get(chunk.name!) ?? [];
                  if (names.at(-1) !== name) names.push(name);
                  order.set(chunk.name!, names);
                },
              });
            }
          }),
      ],
    });
    expect(stats.hasErrors()).toBe(false);
    return order;
  }

  it('runs the hooks in the order the page gives', async () => {
    const modules = ['renderModuleContent', 'renderModuleContainer', 'renderModulePackage'];
    const inlined = ['renderModuleContent', 'renderModulePackage'];
    const withRegistry = await hookOrder('./src/index.js');
    expect(withRegistry.get('lazy')).toEqual(['strictRuntimeBailout', ...modules, 'renderChunk', 'renderContent', 'render']);
    // index.js is inlined; greet.js, which it imports, stays in the registry and needs a scope around index.js
    const runtimeStart = ['renderRequire', 'inlineInRuntimeBailout', 'useSourceMap', 'strictRuntimeBailout'];
    const runtimeEnd = ['renderStartup', 'renderMain', 'renderContent', 'render'];
    // hashing renders the bootstrap too: renderRequire and inlineInRuntimeBailout run before the render
    const main = withRegistry.get('main')!;
    const render = main.lastIndexOf('renderRequire');
    expect(new Set(main.slice(0, render))).toEqual(new Set(['renderRequire', 'inlineInRuntimeBailout']));
    expect(main.slice(render)).toEqual([...runtimeStart, ...modules, ...inlined, ...runtimeEnd]);
    const alone = await hookOrder('./src/answer.js');
    // no module left in the registry: no __webpack_require__ function, so no renderRequire
    const aloneRuntime = ['inlineInRuntimeBailout', 'useSourceMap', 'strictRuntimeBailout', 'embedInRuntimeBailout'];
    expect(alone.get('main')).toEqual([...aloneRuntime, ...inlined, ...runtimeEnd]);
  });

  it('renderModuleContent/Container/Package: the layers nest, and an inlined entry has no container', async () => {
    const ModuleCommentsPlugin = load('plugins/module-comments-plugin.cjs');
    const { read } = await build({ entry: './src/index.js', plugins: [new ModuleCommentsPlugin()] });
    expect(read('lazy.js')).toMatch(
      /\/\* package of \.\/src\/lazy\.js \*\/\n\/\* container of \.\/src\/lazy\.js \*\/\n\(__unused_webpack_module[^\n]*\{\n\n\/\* content of \.\/src\/lazy\.js \*\//,
    );
    const main = read('main.js');
    expect(main).toContain('/* package of ./src/index.js */\n/* content of ./src/index.js */');
    expect(main).not.toContain('container of ./src/index.js');
  });

  it('renderMain/renderChunk/renderContent: runtime and async chunks get their own comment', async () => {
    const ChunkCommentsPlugin = load('plugins/chunk-comments-plugin.cjs');
    const { read } = await build({ entry: './src/index.js', plugins: [new ChunkCommentsPlugin()] });
    expect(read('main.js')).toMatch(/^\/\* main: runtime and entry \*\/\n\/\*{6}\/ \(\(\) => \{ \/\/ webpackBootstrap/);
    expect(read('main.js')).toMatch(/\n\/\* end of main \*\/;$/);
    expect(read('lazy.js')).toContain('/* lazy: modules only */\n(self["webpackChunkapi_examples_fixture"]');
    expect(read('lazy.js')).toMatch(/\n\/\* end of lazy \*\/;$/);
  });

  it('render/chunkHash: BuildLabelPlugin labels every file and the label changes [contenthash]', async () => {
    const BuildLabelPlugin = load('plugins/build-label-plugin.cjs');
    const labelled = (label: string) =>
      build({ entry: './src/index.js', output: { filename: '[name].[contenthash].js' }, plugins: [new BuildLabelPlugin(label)] });
    const [first, second] = [await labelled('blue'), await labelled('green')];
    const mainOf = (files: string[]) => files.find((file) => file.startsWith('main.'))!;
    expect(first.read(mainOf(first.files()))).toMatch(/^\/\*! build: blue \*\/\n/);
    expect(second.read(mainOf(second.files()))).toMatch(/^\/\*! build: green \*\/\n/);
    expect(first.files()).toHaveLength(2);
    expect(first.files().filter((file) => second.files().includes(file))).toEqual([]);
  });

  it('renderStartup: StartupLogPlugin logs after the entry module ran', async () => {
    const StartupLogPlugin = load('plugins/startup-log-plugin.cjs');
    const { read } = await build({ entry: './src/answer.js', plugins: [new StartupLogPlugin()] });
    expect(runBundle(read('main.js')).logs).toEqual(['the answer is 42', 'started ./src/answer.js']);
  });

  it('renderRequire: RequireTracePlugin records each required module id', async () => {
    const RequireTracePlugin = load('plugins/require-trace-plugin.cjs');
    const { read, stats } = await build({ entry: './src/hello.js', plugins: [new RequireTracePlugin()] });
    const { logs, context } = runBundle(read('main.js'));
    expect(logs).toEqual(['Hello, reader!']);
    const greet = [...stats.compilation.modules].find((m) => (m as NormalModule).resource?.endsWith('greet.js'))!;
    expect(context.__requireTrace).toEqual([stats.compilation.chunkGraph.getModuleId(greet)]);
  });

  it('inlineInRuntimeBailout: RegistryEntryPlugin keeps the entry in __webpack_modules__', async () => {
    const RegistryEntryPlugin = load('plugins/registry-entry-plugin.cjs');
    const { read } = await build({ entry: './src/answer.js', plugins: [new RegistryEntryPlugin()] });
    const main = read('main.js');
    expect(main).toContain("// This entry module can't be inlined because RegistryEntryPlugin keeps entries in the registry");
    expect(main).toMatch(/__webpack_modules__\[0\]\(0, ?__webpack_exports__, ?__webpack_require__\)/);
    expect(runBundle(main).logs).toEqual(['the answer is 42']);
  });

  it('embedInRuntimeBailout: IsolatedEntryPlugin wraps the inlined entry in a function', async () => {
    const IsolatedEntryPlugin = load('plugins/isolated-entry-plugin.cjs');
    const { read } = await build({ entry: './src/answer.js', plugins: [new IsolatedEntryPlugin()] });
    const main = read('main.js');
    expect(main).toContain(
      '// This entry needs to be wrapped in an IIFE because IsolatedEntryPlugin gives each entry its own scope\n(() => {',
    );
    expect(runBundle(main).logs).toEqual(['the answer is 42']);
  });

  it('strictRuntimeBailout: SloppyRuntimePlugin drops "use strict" from the named chunk only', async () => {
    const SloppyRuntimePlugin = load('plugins/sloppy-runtime-plugin.cjs');
    const { read } = await build({ entry: './src/index.js', plugins: [new SloppyRuntimePlugin({ chunks: ['main'] })] });
    expect(read('main.js')).toContain("// runtime can't be in strict mode because SloppyRuntimePlugin was asked to leave it sloppy.");
    expect(read('main.js')).not.toMatch(/^\/\*{6}\/ \t"use strict";$/m);
    expect(read('lazy.js')).toMatch(/^"use strict";/);
  });

  it('useSourceMap: BootstrapMapPlugin keeps the bootstrap out of the source map', async () => {
    const BootstrapMapPlugin = load('plugins/bootstrap-map-plugin.cjs');
    const sourcesOf = async (plugins: WebpackPluginInstance[]) => {
      const { read } = await build({ entry: './src/index.js', devtool: 'source-map', plugins });
      return JSON.parse(read('main.js.map')).sources as string[];
    };
    const bootstrap = 'webpack://api-examples-fixture/webpack/bootstrap';
    expect(await sourcesOf([])).toContain(bootstrap);
    const withPlugin = await sourcesOf([new BootstrapMapPlugin()]);
    expect(withPlugin).not.toContain(bootstrap);
    expect(withPlugin).toEqual(expect.arrayContaining(['webpack://api-examples-fixture/./src/index.js', expect.stringContaining('webpack/runtime/')]));
  });
});

describe('CSS, HTML and external module hooks', () => {
  it('CssModulesPlugin renderModulePackage/chunkHash: each module is named, and the hash changes', async () => {
    const CssSourceCommentsPlugin = load('plugins/css-source-comments-plugin.cjs');
    const config = { entry: './src/styles/index.js', output: { cssFilename: '[name].[contenthash].css' } };
    const plain = await build(config);
    const { read, files } = await build({ ...config, plugins: [new CssSourceCommentsPlugin()] });
    const css = files().find((file) => file.endsWith('.css'))!;
    expect(read(css)).toMatch(/^\/\* \.\/src\/styles\/theme\.css \*\/\n\.button \{[\s\S]*\/\* \.\/src\/styles\/reset\.css \*\/\n\* \{/);
    expect(plain.files()).not.toContain(css);
  });

  it('CssModulesPlugin orderModules: CssFirstPlugin moves the reset first', async () => {
    const CssFirstPlugin = load('plugins/css-first-plugin.cjs');
    const order = (css: string) => [...css.matchAll(/^(\.button|\*) \{/gm)].map((m) => m[1]);
    expect(order((await build({ entry: './src/styles/index.js' })).read('main.css'))).toEqual(['.button', '*']);
    const { read } = await build({ entry: './src/styles/index.js', plugins: [new CssFirstPlugin({ test: /reset\.css$/ })] });
    expect(order(read('main.css'))).toEqual(['*', '.button']);
  });

  it('HtmlModulesPlugin injectTags/transformTags/transformHtml/htmlEmitted: tags, nonces, stamp and log', async () => {
    const AnalyticsTagPlugin = load('plugins/analytics-tag-plugin.cjs');
    const NoncePlaceholderPlugin = load('plugins/nonce-placeholder-plugin.cjs');
    const PageReportPlugin = load('plugins/page-report-plugin.cjs');
    const { read, stats } = await build({
      entry: './src/page.html',
      plugins: [
        new AnalyticsTagPlugin({ src: 'https://stats.example.com/script.js', site: 'docs' }),
        new NoncePlaceholderPlugin(),
        new PageReportPlugin(),
      ],
    });
    const page = read('page.html');
    expect(page).toContain('<script src="https://stats.example.com/script.js" defer data-site="docs" nonce="{{CSP_NONCE}}"></script>');
    expect(page).toContain('<link rel="stylesheet" href="theme.css" nonce="{{CSP_NONCE}}">');
    expect(page).toContain('<script src="hello.js" nonce="{{CSP_NONCE}}"></script>');
    expect(page).toMatch(/<meta name="built-at" content="\d{4}-\d\d-\d\dT[\d:.]+Z">\n {2}<\/head>/);
    expect(logLines(stats, 'PageReportPlugin')).toEqual([`page.html: ${Buffer.byteLength(page)} bytes`]);
  });

  it('ExternalModule chunkCondition: externals stay in the async chunk that imports them', async () => {
    const ExternalsInPlacePlugin = load('plugins/externals-in-place-plugin.cjs');
    const chunksOfExternal = async (plugins: WebpackPluginInstance[]) => {
      const { stats } = await build({ entry: './src/dashboard.js', externals: { 'chart-library': 'Chart' }, plugins });
      const external = [...stats.compilation.modules].find((m) => m instanceof webpack.ExternalModule)!;
      return [...stats.compilation.chunkGraph.getModuleChunksIterable(external)].map((chunk) => chunk.name);
    };
    expect(await chunksOfExternal([])).toEqual(['main']);
    expect(await chunksOfExternal([new ExternalsInPlacePlugin()])).toEqual(['chart']);
  });
});

describe('chunk loading hooks', () => {
  const plugins = () => [
    new (load('plugins/chunk-hint-data-plugin.cjs'))(),
    new (load('plugins/referrer-policy-plugin.cjs'))(),
    new (load('plugins/stylesheet-anchor-plugin.cjs'))(),
  ];

  it('JSONP and CSS loading: hints carry data-chunk, tags get the policy, stylesheets go before the anchor', async () => {
    const { outputPath, stats } = await build({ entry: './src/shop.js', output: { publicPath: '/' }, plugins: plugins() });
    const idOf = (name: string) => String([...stats.compilation.chunks].find((chunk) => chunk.name === name)!.id);
    const browser = new FakeBrowser(outputPath);
    const anchor = browser.element('meta');
    anchor.setAttribute('name', 'css-anchor');
    const own = browser.element('link');
    own.rel = 'stylesheet';
    browser.document.head.appendChild(anchor);
    browser.document.head.appendChild(own);

    browser.runFile('main.js');
    await browser.until(() => browser.elements('link').some((link) => link.rel === 'prefetch'));
    browser.dispatch('click');
    await browser.until(() => browser.added.some((el) => el.tagName === 'SCRIPT' && el.src === '/checkout.js'));

    const hints = browser.elements('link').filter((link) => link.rel === 'prefetch' || link.rel === 'preload');
    const described = hints.map((link) => `${link.rel} ${link.as} ${link.href} ${link.getAttribute('data-chunk')}`);
    expect(described.sort()).toEqual(
      [
        `prefetch script /cart.js ${idOf('cart')}`,
        `prefetch style /cart.css ${idOf('cart')}`,
        `preload script /checkout.js ${idOf('checkout')}`,
        `preload style /checkout.css ${idOf('checkout')}`,
      ].sort(),
    );
    const scripts = browser.added.filter((el) => el.tagName === 'SCRIPT');
    expect(scripts.map((script) => `${script.src} ${script.referrerPolicy}`)).toEqual(['/cart.js no-referrer', '/checkout.js no-referrer']);
    const head = browser.document.head.children;
    const sheets = head.filter((el) => el.rel === 'stylesheet' && el !== own);
    expect(sheets.map((link) => `${link.href} ${link.referrerPolicy}`)).toEqual(['/cart.css no-referrer', '/checkout.css no-referrer']);
    expect(head.slice(0, 4)).toEqual([...sheets, anchor, own]);
  });

  it('ES module chunk loading: modulepreload and prefetch links carry data-chunk too', async () => {
    const { read } = await build({ entry: './src/shop.js', output: { module: true, publicPath: '/' }, plugins: plugins() });
    const main = read('main.mjs');
    const handler = (rel: string) => new RegExp(`link\\.rel = "${rel}";[^}]*?link\\.setAttribute\\("data-chunk", chunkId\\);[\\s\\S]*?document\\.head\\.appendChild\\(link\\);`);
    expect(main).toMatch(handler('modulepreload'));
    expect(main.match(new RegExp(handler('prefetch').source, 'g'))).toHaveLength(2);
    expect(main).not.toContain('script.referrerPolicy');
  });
});

// Every hook the pages document fires in a few small builds, with arguments of the documented types.
describe('every documented hook fires with the documented arguments', () => {
  type Hooks = Record<string, { _fakeHook?: true; constructor: { name: string } } & Partial<TapableHookMap>>;
  interface TapableHookMap {
    intercept(interceptor: { factory: (key: unknown, hook: Interceptable) => Interceptable }): void;
    _map: Map<unknown, Interceptable>;
  }
  interface Interceptable {
    intercept(interceptor: { call: (...args: unknown[]) => void }): void;
  }


  /** Records the arguments of the first call of every hook of every owner. */
  class HookTracer {
    readonly calls = new Map<string, unknown[]>();

    apply(compiler: Compiler) {
      compiler.hooks.compilation.tap('HookTracer', (compilation) => {
        for (const { name: owner, getHooks } of compilationHookOwners) {
          for (const [name, hook] of Object.entries(getHooks(compilation) as Hooks)) {
            if (hook._fakeHook) continue;
            const interceptor = { call: (...args: unknown[]) => void (this.calls.has(`${owner}.${name}`) || this.calls.set(`${owner}.${name}`, args)) };
            if (hook.constructor.name !== 'HookMap') {
              (hook as unknown as Interceptable).intercept(interceptor);
              continue;
            }
            // the deprecated readResourceForScheme maps to stand-ins that cannot be intercepted
            const watch = (inner: Partial<Interceptable>) => inner.intercept?.(interceptor);
            for (const inner of hook._map!.values()) watch(inner);
            hook.intercept!({ factory: (_key, inner) => (watch(inner), inner) });
          }
        }
        // webpack only collects a page's tags for transformTags when something taps it
        webpack.html.HtmlModulesPlugin.getCompilationHooks(compilation).transformTags.tap('HookTracer', () => {});
      });
    }
  }

  const checks: Record<string, (value: unknown) => boolean> = {
    string: (value) => typeof value === 'string',
    Source: (value) => value instanceof webpack.sources.Source,
    Module: (value) => value instanceof webpack.Module,
    NormalModule: (value) => value instanceof webpack.NormalModule,
    Chunk: (value) => value instanceof webpack.Chunk,
    Compilation: (value) => value instanceof webpack.Compilation,
    Hash: (value) => ['update', 'digest'].every((method) => typeof (value as Record<string, unknown>)[method] === 'function'),
    LoaderContext: (value) => typeof (value as { addDependency?: unknown }).addDependency === 'function',
    LoaderItem: (value) => typeof (value as { loader?: unknown }).loader === 'string',
    HtmlTagDescriptor: (value) => typeof (value as { tag?: unknown }).tag === 'string',
    HtmlMutableTag: (value) => typeof (value as { tag?: unknown }).tag === 'string',
  };

  /** Whether a value matches a documented type: a known class, `X[]`, a `[tuple]`, or any other object type. */
  function matches(value: unknown, type: string): boolean {
    if (type.endsWith('[]')) return Array.isArray(value) && value.every((item) => matches(item, type.slice(0, -2)));
    if (type.startsWith('[')) return Array.isArray(value);
    const check = checks[type];
    return check ? check(value) : typeof value === 'object' && value !== null;
  }

  const tracer = new HookTracer();

  beforeAll(async () => {
    const compiler = createCompiler({
      entry: {
        shop: './src/shop.js',
        dashboard: './src/dashboard.js',
        answer: './src/answer.js',
        page: './src/page.html',
        styles: './src/styles/index.js',
      },
      externals: { 'chart-library': 'Chart' },
      cache: { type: 'memory' },
      plugins: [tracer],
    });
    try {
      await run(compiler);
      await run(compiler); // a second run asks needBuild about the modules it kept
    } finally {
      await close(compiler);
    }
    await build({ entry: './src/shop.js', output: { module: true }, plugins: [tracer] });
  });

  const documentedHooks = compilationHookOwners.flatMap(({ name: owner, page, section }) =>
    [...hookDocs(path.join('content/api', page), section)].map(([hook, doc]) => ({ owner, hook, doc })),
  );

  it('reads the documented hooks from the pages', () => {
    expect(documentedHooks.length).toBeGreaterThan(35);
  });

  it.each(documentedHooks.filter(({ doc }) => !doc.deprecated))('$owner: $hook', ({ owner, hook, doc }) => {
    const args = tracer.calls.get(`${owner}.${hook}`);
    expect(args).toBeDefined();
    expect(args!.length).toBe(doc.args.length);
    const wrong = doc.args.filter((arg, index) => !matches(args![index], arg.type)).map((arg) => `${arg.name}: ${arg.type}`);
    expect(wrong).toEqual([]);
  });
});
