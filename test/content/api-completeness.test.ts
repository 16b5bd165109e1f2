// The API pages must stay complete against the installed packages:
//
// - every hook in the `this.hooks = Object.freeze({ ... })` block of webpack's Compiler, Compilation,
//   NormalModuleFactory, ContextModuleFactory and JavascriptParser has a `###` heading with its exact
//   name on its page (content/api/*-hooks.mdx, content/api/parser.mdx);
// - every flag printed by `webpack --help=verbose` (plus `webpack serve --help=verbose` and the
//   `info`/`version` command options) appears on content/api/cli.mdx;
// - every free variable webpack's APIPlugin replaces, and the other module variables and `import.meta`
//   properties webpack handles, have a heading on content/api/module-variables.mdx;
// - every `import()` magic comment webpack reads has a heading on content/api/module-methods.mdx.
//
// Hook names are read from webpack's source with a regex over the keys of the hooks object (top-level
// keys sit at three tabs of indentation), so a webpack release that adds a hook makes this test fail
// and print the missing names.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

const root = process.cwd();
const webpackLib = path.join(root, 'node_modules/webpack/lib');
const apiDir = path.join(root, 'content/api');

/** First existing file among candidates (webpack has moved some classes into subfolders). */
function webpackSource(...candidates: string[]): string {
  for (const candidate of candidates) {
    const file = path.join(webpackLib, candidate);
    if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  }
  throw new Error(`none of ${candidates.join(', ')} exists in ${webpackLib}`);
}

/** Keys of the `this.hooks = Object.freeze({ ... })` object in a webpack source file. */
export function hookNames(source: string): string[] {
  const start = source.indexOf('this.hooks = Object.freeze({');
  if (start === -1) throw new Error('no `this.hooks = Object.freeze({` block found');
  const end = source.indexOf('\n\t\t});', start);
  if (end === -1) throw new Error('end of the hooks block not found');
  const block = source.slice(start, end);
  const names = new Set<string>();
  // `name: new SyncHook(...)`, `get name() {`, and shorthand `name,` / `name` (last key)
  const keyRe = /^\t{3}(?:get\s+)?([A-Za-z_$][\w$]*)\s*(?::|\(\)|,|$)/gm;
  for (const match of block.matchAll(keyRe)) names.add(match[1]);
  return [...names];
}

/** Text of every `##`/`###` heading of a page, with backticks and markdown escapes removed. */
function headings(page: string): Set<string> {
  const text = fs.readFileSync(path.join(apiDir, page), 'utf8').replace(/```[\s\S]*?```/g, '');
  const result = new Set<string>();
  for (const match of text.matchAll(/^#{2,3}[ \t]+(.+?)[ \t]*$/gm)) {
    result.add(match[1].replace(/[`\\]/g, '').trim());
  }
  return result;
}

const hookPages = [
  { name: 'Compiler', page: 'compiler-hooks.mdx', files: ['Compiler.js'] },
  { name: 'Compilation', page: 'compilation-hooks.mdx', files: ['Compilation.js'] },
  {
    name: 'NormalModuleFactory',
    page: 'normalmodulefactory-hooks.mdx',
    files: ['module/NormalModuleFactory.js', 'NormalModuleFactory.js'],
  },
  {
    name: 'ContextModuleFactory',
    page: 'contextmodulefactory-hooks.mdx',
    files: ['context/ContextModuleFactory.js', 'ContextModuleFactory.js'],
  },
  { name: 'JavascriptParser', page: 'parser.mdx', files: ['javascript/JavascriptParser.js'] },
];

describe('hook pages list every hook of the installed webpack', () => {
  it('finds hooks in webpack source (sanity check of the regex)', () => {
    const compiler = hookNames(webpackSource('Compiler.js'));
    expect(compiler).toEqual(expect.arrayContaining(['beforeCompile', 'done', 'emit', 'entryOption']));
    const cmf = hookNames(webpackSource('context/ContextModuleFactory.js', 'ContextModuleFactory.js'));
    expect(cmf).toEqual(expect.arrayContaining(['beforeResolve', 'alternativeRequests']));
    const compilation = hookNames(webpackSource('Compilation.js'));
    expect(compilation).toEqual(expect.arrayContaining(['processAssets', 'normalModuleLoader']));
    expect(compilation.length).toBeGreaterThan(80);
  });

  it.each(hookPages)('$name hooks all have a heading on $page', ({ name, page, files }) => {
    const hooks = hookNames(webpackSource(...files));
    const onPage = headings(page);
    const missing = hooks.filter((hook) => !onPage.has(hook));
    if (missing.length) {
      console.error(`${name} hooks missing a \`### name\` heading on content/api/${page}:\n  ${missing.join('\n  ')}`);
    }
    expect(missing).toEqual([]);
  });

  it.each(hookPages)('$name hook headings name the tapable type', ({ page, files }) => {
    const text = fs.readFileSync(path.join(apiDir, page), 'utf8');
    const hooks = hookNames(webpackSource(...files));
    const untyped = hooks.filter((hook) => {
      const at = text.search(new RegExp(`^### ${hook}\\s*$`, 'm'));
      if (at === -1) return false; // reported by the test above
      const section = text.slice(at).split(/\n### /)[0];
      return !/`(?:HookMap<)?(?:Sync|AsyncSeries|AsyncParallel)\w*Hook/.test(section);
    });
    if (untyped.length) console.error(`hooks on ${page} without a tapable type:\n  ${untyped.join('\n  ')}`);
    expect(untyped).toEqual([]);
  });
});

/** Flags (long names) printed in a webpack-cli help screen. */
function helpFlags(args: string[]): string[] {
  const cli = path.join(root, 'node_modules/webpack-cli/bin/cli.js');
  // webpack-cli exits right after printing; writes to a pipe can be cut short by the exit, writes to a
  // file are synchronous. So stdout goes to a temporary file.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-cli-help-'));
  const file = path.join(dir, 'help.txt');
  const fd = fs.openSync(file, 'w');
  try {
    execFileSync(process.execPath, [cli, ...args], {
      cwd: root,
      stdio: ['ignore', fd, 'pipe'],
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', WEBPACK_CLI_HELP_WIDTH: '400' },
    });
  } finally {
    fs.closeSync(fd);
  }
  const output = fs.readFileSync(file, 'utf8');
  fs.rmSync(dir, { recursive: true, force: true });
  const flags = new Set<string>();
  for (const match of output.matchAll(/^\s+(?:-[A-Za-z], )?(--[a-z0-9][a-z0-9-]*)/gm)) flags.add(match[1]);
  return [...flags];
}

describe('cli page lists every webpack-cli flag', () => {
  const page = fs.readFileSync(path.join(apiDir, 'cli.mdx'), 'utf8');
  const onPage = (flag: string) => new RegExp(`(^|[^\\w-])${flag.replace(/-/g, '\\-')}(?![\\w-])`).test(page);

  it.each([
    ['webpack --help=verbose', ['--help=verbose']],
    ['webpack serve --help=verbose', ['serve', '--help=verbose']],
    ['webpack info --help', ['info', '--help']],
    ['webpack version --help', ['version', '--help']],
  ])('every flag of `%s` appears on content/api/cli.mdx', (_label, args) => {
    const flags = helpFlags(args);
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
    const onPage = headings('module-methods.mdx');
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
    // `####` headings are allowed for the magic comments: look at every heading level here
    const text = fs.readFileSync(path.join(apiDir, 'module-methods.mdx'), 'utf8').replace(/```[\s\S]*?```/g, '');
    for (const match of text.matchAll(/^#{2,4}[ \t]+(.+?)[ \t]*$/gm)) onPage.add(match[1].replace(/[`\\]/g, '').trim());
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
