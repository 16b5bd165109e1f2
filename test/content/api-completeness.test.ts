// The API pages must stay complete against the installed packages:
//
// - every hook of webpack's Compiler, MultiCompiler, Compilation, NormalModuleFactory, ContextModuleFactory
//   and JavascriptParser, and every hook a `getCompilationHooks(compilation)` returns (NormalModule,
//   JavascriptModulesPlugin, the CSS and HTML module plugins, ExternalModule and the chunk loading runtime
//   modules) has a `###` heading with its exact name on its page, under the `##` section of its owner;
//   the heading's first paragraph names its tapable type and its "Arguments:" line names its arguments,
//   both as the installed webpack creates them;
// - no class webpack exports has hooks that no page (or the list of known exceptions) accounts for;
// - every hook class tapable exports has a row in the table of content/api/plugins.mdx;
// - every property of a real loader context (with Hot Module Replacement on) has a heading on
//   content/api/loaders.mdx (a heading may name several: `hashFunction, hashDigest and hashSalt`);
// - every flag printed by `webpack --help=verbose` (plus `webpack serve --help=verbose` and the
//   `info`/`version` command options) appears on content/api/cli.mdx;
// - every free variable webpack's APIPlugin replaces, and the other module variables and `import.meta`
//   properties webpack handles, have a heading on content/api/module-variables.mdx;
// - every `import()` magic comment webpack reads has a heading on content/api/module-methods.mdx, and so
//   has every magic comment its HTML parser reads (under "Magic comments in HTML").
//
// Hooks are read from live objects (a compiler, a compilation, its factories, a parser), so a webpack
// release that adds, removes, retypes or renames the arguments of a hook makes this test fail and print
// what differs. Pages are read with the site's own MDX parser.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { visit } from 'unist-util-visit';
import { headingTexts, hookDocs, sections, text } from '../api-examples/page.ts';
import { build, cleanup, examplesDir } from '../api-examples/build.ts';
import { compilationHookOwners } from '../api-examples/hook-owners.ts';
import { cliHelp } from '../../scripts/tools/dev-server-facts/cli-process.ts';
import { devServerFacts, flagsInHelp } from '../../scripts/tools/dev-server-facts/facts.ts';

const root = process.cwd();
const webpackLib = path.join(root, 'node_modules/webpack/lib');
const apiDir = path.join(root, 'content/api');
// webpack is CommonJS; requiring it keeps its deprecated exports untouched (an ES import enumerates them)
const require = createRequire(import.meta.url);
const webpack = require('webpack');

/** First existing file among candidates (webpack has moved some classes into subfolders). */
function webpackSource(...candidates: string[]): string {
  for (const candidate of candidates) {
    const file = path.join(webpackLib, candidate);
    if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  }
  throw new Error(`none of ${candidates.join(', ')} exists in ${webpackLib}`);
}

/** Text of every `##`/`###` heading of an API page. */
const headings = (page: string) => headingTexts(path.join(apiDir, page));

interface TapableHook {
  constructor: { name: string };
  _args?: string[];
  _fakeHook?: true;
  tap?: { name: string };
  for?(key: string): TapableHook;
  hooks?: TapableHook[];
}

interface HookFacts {
  /** `SyncHook`, `HookMap<AsyncSeriesBailHook>`, ...; undefined when it cannot be read without a warning. */
  type?: string;
  /** Argument names; undefined for a stand-in (fake) hook, which forwards to another hook. */
  args?: string[];
  /** Using it prints a deprecation warning. */
  deprecated: boolean;
}

// `util.deprecate()` wraps a function into one named `deprecated`.
const warns = (fn: unknown) => typeof fn === 'function' && fn.name === 'deprecated';

/** The hooks of one hooks object, as the installed webpack creates them. */
function describeHooks(hooks: object): Map<string, HookFacts> {
  const result = new Map<string, HookFacts>();
  for (const [name, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(hooks))) {
    // webpack defines deprecated hooks as getters that warn: reading one would print a warning
    if (descriptor.get) {
      result.set(name, { deprecated: true });
      continue;
    }
    let hook = descriptor.value as TapableHook;
    let wrapper = '';
    if (hook.constructor.name === 'HookMap') {
      wrapper = 'HookMap';
      hook = hook.for!('__api_docs_probe__');
    } else if (hook.constructor.name === 'MultiHook') {
      // a MultiHook taps several hooks of one type at once
      wrapper = 'MultiHook';
      hook = hook.hooks![0];
    }
    const fake = hook._fakeHook === true;
    result.set(name, {
      type: fake ? undefined : wrapper ? `${wrapper}<${hook.constructor.name}>` : hook.constructor.name,
      args: fake ? undefined : (hook._args ?? []),
      deprecated: fake && warns(hook.tap),
    });
  }
  return result;
}

// Live objects to read hooks from. Creating a compilation runs no build.
const compiler = webpack({ mode: 'none', infrastructureLogging: { level: 'none' } });
const params = compiler.newCompilationParams();
const compilation = compiler.newCompilation(params);

interface HookOwner {
  name: string;
  page: string;
  /** The `##` heading the owner's hooks sit under. */
  section: string;
  hooks: () => object;
}

const hookOwners: HookOwner[] = [
  { name: 'Compiler', page: 'compiler-hooks.mdx', section: 'Hooks', hooks: () => compiler.hooks },
  { name: 'Compilation', page: 'compilation-hooks.mdx', section: 'Hooks', hooks: () => compilation.hooks },
  {
    name: 'NormalModuleFactory',
    page: 'normalmodulefactory-hooks.mdx',
    section: 'Hooks',
    hooks: () => params.normalModuleFactory.hooks,
  },
  {
    name: 'ContextModuleFactory',
    page: 'contextmodulefactory-hooks.mdx',
    section: 'Hooks',
    hooks: () => params.contextModuleFactory.hooks,
  },
  {
    name: 'MultiCompiler',
    page: 'node.mdx',
    section: 'MultiCompiler hooks',
    hooks: () => webpack([{ mode: 'none' }, { mode: 'none' }]).hooks,
  },
  { name: 'JavascriptParser', page: 'parser.mdx', section: 'Hooks', hooks: () => new webpack.javascript.JavascriptParser().hooks },
  ...compilationHookOwners.map(({ name, page, section, getHooks }) => ({ name, page, section, hooks: () => getHooks(compilation) })),
];

afterAll(() => new Promise((resolve) => compiler.close(resolve)));

describe('hook pages list every hook of the installed webpack', () => {
  it('reads hooks from live webpack objects (sanity check)', () => {
    const compilerHooks = describeHooks(compiler.hooks);
    expect([...compilerHooks.keys()]).toEqual(expect.arrayContaining(['beforeCompile', 'done', 'emit', 'entryOption']));
    expect(compilerHooks.get('emit')).toEqual({ type: 'AsyncSeriesHook', args: ['compilation'], deprecated: false });
    const compilationHooks = describeHooks(compilation.hooks);
    expect(compilationHooks.size).toBeGreaterThan(80);
    expect(compilationHooks.get('normalModuleLoader')).toEqual({ deprecated: true });
    expect(compilationHooks.get('optimizeChunkAssets')).toEqual({ type: undefined, args: undefined, deprecated: true });
    const normalModule = describeHooks(webpack.NormalModule.getCompilationHooks(compilation));
    expect(normalModule.get('readResource')).toEqual({ type: 'HookMap<AsyncSeriesBailHook>', args: ['loaderContext'], deprecated: false });
    expect(normalModule.get('readResourceForScheme')).toEqual({ type: undefined, args: undefined, deprecated: false });
  });

  it.each(hookOwners)('$name hooks all have a heading on $page', (owner) => {
    const onPage = hookDocs(path.join(apiDir, owner.page), owner.section);
    const missing = [...describeHooks(owner.hooks()).keys()].filter((hook) => !onPage.has(hook));
    if (missing.length) {
      console.error(`${owner.name} hooks missing a \`### name\` heading under "## ${owner.section}" on content/api/${owner.page}:\n  ${missing.join('\n  ')}`);
    }
    expect(missing).toEqual([]);
  });

  it.each(hookOwners)('$name hook headings document the installed type and arguments', (owner) => {
    const onPage = hookDocs(path.join(apiDir, owner.page), owner.section);
    const wrong: string[] = [];
    for (const [hook, facts] of describeHooks(owner.hooks())) {
      const page = onPage.get(hook);
      if (!page) continue; // reported by the test above
      const names = page.args.map((arg) => arg.name);
      if (facts.type !== undefined && page.type !== facts.type) wrong.push(`${hook}: type \`${page.type}\`, installed \`${facts.type}\``);
      if (facts.type === undefined && !page.type?.startsWith('HookMap<') && !page.type?.endsWith('Hook')) wrong.push(`${hook}: no tapable type`);
      if (facts.deprecated && !page.deprecated) wrong.push(`${hook}: deprecated, but the type line does not say so`);
      if (facts.args && names.join(', ') !== facts.args.join(', ')) {
        wrong.push(`${hook}: arguments (${names.join(', ')}), installed (${facts.args.join(', ')})`);
      }
    }
    if (wrong.length) console.error(`${owner.name} hooks documented wrongly on content/api/${owner.page}:\n  ${wrong.join('\n  ')}`);
    expect(wrong).toEqual([]);
  });

  it('every exported class with compilation hooks is documented or a known exception', () => {
    // Hooks documented on the plugin's own page, and hooks no page documents yet.
    const elsewhere: Record<string, string> = {
      CleanPlugin: 'content/plugins/clean-plugin.mdx',
      CopyPlugin: 'content/plugins/copy-plugin.mdx',
    };
    const notYet = ['DefinePlugin', 'EntryOptionPlugin', 'RealContentHashPlugin', 'AsyncWebAssemblyModulesPlugin', 'ModuleFederationPlugin'];
    const documentedOwners = new Set(hookOwners.map((owner) => owner.name));
    const unaccounted: string[] = [];
    const seen = new Set<unknown>();
    // exports like `get JavascriptModulesPlugin() { return util.deprecate(...)(); }` in lib/index.js
    const oldNames = new Set([...webpackSource('index.js').matchAll(/get (\w+)\(\) \{\s*return util\.deprecate\(/g)].map((m) => m[1]));
    expect(oldNames).toContain('JavascriptModulesPlugin');
    const visit = (namespace: Record<string, unknown>, depth: number) => {
      for (const key of Object.keys(namespace)) {
        if (oldNames.has(key)) continue; // reading an old name prints a deprecation warning
        const value = namespace[key];
        if (!value || seen.has(value) || (typeof value !== 'function' && typeof value !== 'object')) continue;
        seen.add(value);
        if (typeof value === 'function' && ('getCompilationHooks' in value || 'getHooks' in value)) {
          const { name } = value as { name: string };
          const known = documentedOwners.has(name) || notYet.includes(name) || name === 'JsonpTemplatePlugin';
          if (elsewhere[name]) expect(fs.readFileSync(elsewhere[name], 'utf8')).toContain(`${name}.getCompilationHooks`);
          else if (!known) unaccounted.push(name);
        } else if (typeof value === 'object' && depth < 1) {
          visit(value as Record<string, unknown>, depth + 1);
        }
      }
    };
    visit(webpack, 0);
    expect(seen.size).toBeGreaterThan(100);
    if (unaccounted.length) console.error(`classes with hooks no page documents:\n  ${unaccounted.join('\n  ')}`);
    expect(unaccounted).toEqual([]);
  });
});

describe('plugin page', () => {
  it('has a table row for every hook class tapable exports', () => {
    const exported = Object.keys(require('tapable')).filter((name) => /Hook|HookMap/.test(name));
    expect(exported).toEqual(expect.arrayContaining(['SyncHook', 'AsyncSeriesLoopHook', 'MultiHook', 'HookMap']));
    const tapable = sections(path.join(apiDir, 'plugins.mdx')).find((section) => section.title === 'Tapable')!;
    const rows: string[] = [];
    for (const node of tapable.body) visit(node, 'tableRow', (row) => void rows.push(text(row.children[0])));
    const missing = exported.filter((name) => !rows.includes(name));
    if (missing.length) console.error(`tapable exports without a row in the table of plugins.mdx:\n  ${missing.join('\n  ')}`);
    expect(missing).toEqual([]);
  });
});

describe('loader page', () => {
  afterAll(cleanup);

  it('documents every property of the loader context', async () => {
    const { read } = await build({
      entry: './src/greet.js',
      module: { rules: [{ test: /greet\.js$/, use: path.join(examplesDir, 'support/context-keys-loader.cjs') }] },
      plugins: [new webpack.HotModuleReplacementPlugin()],
    });
    const keys: string[] = JSON.parse(read('context-keys.json'));
    expect(keys).toEqual(expect.arrayContaining(['addDependency', 'environment', 'hot', 'importModule', 'resourcePath']));
    const onPage = new Set([...headings('loaders.mdx')].flatMap((heading) => heading.split(/, | and /)));
    const missing = keys.filter((key) => !onPage.has(key));
    if (missing.length) console.error(`loader context properties without a heading on loaders.mdx:\n  ${missing.join('\n  ')}`);
    expect(missing).toEqual([]);
  }, 60_000);
});

/** Flags (long names) printed in a help screen of the installed webpack-cli. */
function helpFlags(args: string[]): string[] {
  return flagsInHelp(cliHelp(path.join(root, 'node_modules/webpack-cli/bin/cli.js'), args, root));
}

describe('cli page lists every webpack-cli flag', () => {
  const page = fs.readFileSync(path.join(apiDir, 'cli.mdx'), 'utf8');
  const onPage = (flag: string) => new RegExp(`(^|[^\\w-])${flag.replace(/-/g, '\\-')}(?![\\w-])`).test(page);

  // `webpack serve` needs webpack-dev-server, which the project does not install: its flags are recorded.
  it.each([
    ['webpack --help=verbose', ['--help=verbose']],
    ['webpack serve --help=verbose', ['serve', '--help=verbose']],
    ['webpack info --help', ['info', '--help']],
    ['webpack version --help', ['version', '--help']],
  ])('every flag of `%s` appears on content/api/cli.mdx', (_label, args) => {
    const flags = args[0] === 'serve' ? devServerFacts().serveFlags : helpFlags(args);
    expect(flags.length).toBeGreaterThan(args[0] === '--help=verbose' ? 1000 : 2);
    const missing = flags.filter((flag) => !onPage(flag));
    if (missing.length) console.error(`flags missing from content/api/cli.mdx:\n  ${missing.join('\n  ')}`);
    expect(missing).toEqual([]);
  }, 60_000);

  it('documents every command with a heading', () => {
    const onPageHeadings = headings('cli.mdx');
    const commands = ['build', 'watch', 'serve', 'info', 'configtest', 'version', 'help', 'complete'];
    const missing = commands.filter((command) => !onPageHeadings.has(command));
    if (missing.length) console.error(`commands without a heading on cli.mdx: ${missing.join(', ')}`);
    expect(missing).toEqual([]);
  });
});

describe('module variables and methods', () => {
  it('documents every magic comment webpack reads in HTML', () => {
    const read = [
      ...webpackSource('html/HtmlParser.js').matchAll(/options\.(webpack[A-Z]\w+)/g),
      ...webpackSource('prefetch/parseResourceHintOptions.js').matchAll(/importOptions\.(webpack[A-Z]\w+)/g),
    ].map((match) => match[1]);
    expect(read).toEqual(expect.arrayContaining(['webpackIgnore', 'webpackInline', 'webpackChunkName', 'webpackMedia']));
    const onPage = sections(path.join(apiDir, 'module-methods.mdx'))
      .filter((section) => section.depth === 3 && section.parent === 'Magic comments in HTML')
      .flatMap((section) => section.title.split(/, | and /));
    const missing = [...new Set(read)].filter((name) => !onPage.includes(name));
    if (missing.length) console.error(`HTML magic comments without a heading on module-methods.mdx:\n  ${missing.join('\n  ')}`);
    expect(missing).toEqual([]);
  });

  it('documents every free variable of APIPlugin and the other module variables', () => {
    const apiPlugin = webpackSource('javascript/APIPlugin.js', 'APIPlugin.js');
    const replacements = apiPlugin.slice(apiPlugin.indexOf('function getReplacements'));
    const fromSource = [...replacements.matchAll(/^\t{2}(__[a-z_]+__):/gm)].map((m) => m[1]);
    expect(fromSource).toEqual(expect.arrayContaining(['__webpack_require__', '__webpack_public_path__']));
    const extra = [
      '__webpack_exports_info__',
      '__webpack_is_included__',
      '__webpack_module__',
      '__webpack_layer__',
      '__resourceQuery',
      '__resourceFragment',
      '__dirname',
      '__filename',
      'module.hot',
      'module.id',
      'module.loaded',
      'module.exports',
      'import.meta.url',
      'import.meta.webpack',
      'import.meta.webpackHot',
      'import.meta.webpackContext',
    ];
    // every import.meta field ImportMetaPlugin knows about
    const importMeta = webpackSource('dependencies/import-meta/ImportMetaPlugin.js', 'dependencies/ImportMetaPlugin.js');
    const fields = importMeta.match(/IMPORT_META_FIELDS = new Set\(\[([\s\S]*?)\]\)/);
    const metaNames = fields ? [...fields[1].matchAll(/"(\w+)"/g)].map((m) => `import.meta.${m[1]}`) : [];
    const expected = [...new Set([...fromSource, ...extra, ...metaNames])];
    const onPage = headings('module-variables.mdx');
    const missing = expected.filter((name) => !onPage.has(name));
    if (missing.length) console.error(`module variables without a heading on module-variables.mdx:\n  ${missing.join('\n  ')}`);
    expect(missing).toEqual([]);
  });

  it('documents every import() magic comment and module method', () => {
    // `####` headings are allowed for the magic comments: look at every heading level here
    const onPage = headingTexts(path.join(apiDir, 'module-methods.mdx'), [2, 3, 4]);
    const expected = [
      'import',
      'import()',
      'webpackChunkName',
      'webpackMode',
      'webpackPrefetch',
      'webpackPreload',
      'webpackFetchPriority',
      'webpackInclude',
      'webpackExclude',
      'webpackExports',
      'webpackIgnore',
      'require',
      'require.resolve',
      'require.resolveWeak',
      'require.cache',
      'require.ensure',
      'require.context',
      'import.meta.webpackContext',
    ];
    // magic comments webpack reads in ImportParserPlugin
    const importParser = webpackSource('dependencies/import/ImportParserPlugin.js', 'dependencies/ImportParserPlugin.js');
    const comments = [...importParser.matchAll(/importOptions\.(webpack[A-Z]\w+)/g)].map((m) => m[1]);
    const missing = [...new Set([...expected, ...comments])].filter(
      (name) => !onPage.has(name) && ![...onPage].some((heading) => heading.split(/ and |, /).includes(name)),
    );
    if (missing.length) console.error(`module methods without a heading on module-methods.mdx:\n  ${missing.join('\n  ')}`);
    expect(missing).toEqual([]);
  });
});
