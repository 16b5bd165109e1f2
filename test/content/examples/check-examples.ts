/**
 * Child process of examples.test.ts: finds the configuration examples of some pages (extract.ts) and checks
 * them the way a reader would use them.
 *
 *   node --import tsx test/content/examples/check-examples.ts <job.json> <results.json>
 *
 * Each example gets a folder of its own in a temporary project whose node_modules is the repository's. The
 * folder holds the example as a file, the other titled files of its page (a `webpack.prod.js` can require the
 * `webpack.common.js` shown above it) and an empty stub for every other relative file the example names. The
 * example is then loaded like webpack-cli loads a configuration: `require()` or `import()`, TypeScript through
 * esbuild, a function called with `env` and `argv`, a promise awaited. What it exports is validated with
 * `webpack.validate()` and turned into a compiler with `webpack()`, which applies the defaults and every plugin,
 * real ones from node_modules. No compilation runs: creating the compiler is what catches invalid options,
 * plugin option errors and impossible defaults, and it keeps the test fast.
 *
 * A package that is not installed resolves to a stub. For a plugin package with an option schema snapshot in
 * test/content/schemas/<package>.json, the stub plugin validates its options against it; otherwise it accepts
 * any options.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Module, { createRequire, register } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Compiler, Configuration, MultiCompiler } from 'webpack';
import { examplesOfPage, type Example } from './extract.ts';
import { EXPORTS, classify, isClass, looksLikeConfigFunction } from './classify.ts';
import { deprecatedUses, markedForRemoval } from './deprecations.ts';
import { loaderOptionProblems } from './loader-options.ts';
import { isBare, prepare, scan } from './project-files.ts';

export type Outcome =
  | { status: 'checked'; configs: number }
  | { status: 'not-a-config'; reason: string }
  | { status: 'failed'; stage: 'load' | 'classify' | 'validate' | 'compiler' | 'deprecated' | 'loader options'; message: string };

const root = process.cwd();
const requireFromRoot = createRequire(path.join(root, 'package.json'));
const webpack: typeof import('webpack') = requireFromRoot('webpack');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'content-examples-'));
fs.symlinkSync(path.join(root, 'node_modules'), path.join(work, 'node_modules'), 'dir');
const stubDir = path.join(work, 'stubs');
fs.mkdirSync(stubDir);
const stubFactory = path.join(root, 'test/content/examples/package-stub.ts');

const stubName = (request: string) => request.replace(/[^\w.-]/g, '_');

/** A module file standing in for a package that is not installed. */
function stubFile(request: string): string {
  const name = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
  const file = path.join(stubDir, `${stubName(request)}.cjs`);
  if (!fs.existsSync(file)) {
    const schema = path.join(root, 'test/content/schemas', `${name}.json`);
    // tsx, which runs this process, compiles the factory on require
    fs.writeFileSync(file, `module.exports = require(${JSON.stringify(stubFactory)}).packageStub(${JSON.stringify(name)}, ${JSON.stringify(schema)});\n`);
  }
  return file;
}

// CommonJS: fall back to a stub for packages that do not resolve.
type Resolve = (request: string, parent: unknown, ...rest: unknown[]) => string;
const moduleInternals = Module as unknown as { _resolveFilename: Resolve };
const resolveFilename = moduleInternals._resolveFilename;
moduleInternals._resolveFilename = function (request, parent, ...rest) {
  try {
    return resolveFilename.call(this, request, parent, ...rest);
  } catch (error) {
    if (isBare(request) && (error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND') return stubFile(request);
    throw error;
  }
};

// ES modules: the same, through a resolve hook. The hook runs in its own thread and asks for stub files by
// URL: prepare() writes the stub files first, for every package name in the source that does not resolve.
register(
  `data:text/javascript,${encodeURIComponent(`
    const stubDir = ${JSON.stringify(stubDir)};
    export async function resolve(specifier, context, next) {
      try {
        return await next(specifier, context);
      } catch (error) {
        if (error.code !== 'ERR_MODULE_NOT_FOUND' || /^(\\.|\\/|node:|data:|file:)/.test(specifier)) throw error;
        return { url: 'file://' + stubDir + '/' + specifier.replace(/[^\\w.-]/g, '_') + '.cjs', shortCircuit: true };
      }
    }
  `)}`,
);

async function load(file: string): Promise<unknown> {
  const loaded = file.endsWith('.mjs') ? (await import(pathToFileURL(file).href)).default : createRequire(file)(file);
  // like webpack-cli: a compiled `export default` arrives as `{ default: ... }`
  return loaded && typeof loaded === 'object' && 'default' in loaded ? (loaded as { default: unknown }).default : loaded;
}

const env = { WEBPACK_BUNDLE: true, WEBPACK_BUILD: true };
const argv = { mode: 'development', env };

export async function checkExample(example: Example, dir: string): Promise<Outcome> {
  const scanned = scan(example.code, example.lang);
  if (!scanned) return { status: 'failed', stage: 'load', message: 'the block does not parse' };
  if (example.kind === 'config' && !EXPORTS.test(example.code)) {
    return { status: 'failed', stage: 'classify', message: `${example.title} exports no configuration; complete it, or mark the block as an excerpt` };
  }
  const file = prepare(example, dir, scanned, stubFile);
  process.chdir(dir);
  let value: unknown;
  try {
    value = await load(file);
    if (typeof value === 'function' && !isClass(value)) {
      if (example.kind === 'maybe' && !looksLikeConfigFunction(value as () => unknown)) {
        return { status: 'not-a-config', reason: 'exports a function that is not a configuration function' };
      }
      value = await (value as (...args: unknown[]) => unknown)(env, argv);
    }
    value = await value;
  } catch (error) {
    return { status: 'failed', stage: 'load', message: (error as Error).message };
  }
  const classified = classify(value, example.kind === 'config');
  if ('notConfig' in classified) return { status: 'not-a-config', reason: classified.notConfig };
  if ('mixed' in classified) return { status: 'failed', stage: 'classify', message: classified.mixed };
  const { configs } = classified;
  const deprecated = deprecatedUses(example.code, example.lang);
  if (deprecated.length) return { status: 'failed', stage: 'deprecated', message: deprecated.join('; ') };
  try {
    webpack.validate(configs.length === 1 ? configs[0] : configs);
  } catch (error) {
    return { status: 'failed', stage: 'validate', message: (error as Error).message };
  }
  try {
    const compiler: Compiler | MultiCompiler =
      configs.length === 1 ? webpack(configs[0] as Configuration) : webpack(configs as Configuration[]);
    const removed = markedForRemoval(compiler);
    if (removed.length) return { status: 'failed', stage: 'deprecated', message: removed.join('; ') };
    const compilers = 'compilers' in compiler ? compiler.compilers : [compiler];
    const loaderProblems = compilers.flatMap((one) => loaderOptionProblems(one.options.module.rules, dir));
    if (loaderProblems.length) return { status: 'failed', stage: 'loader options', message: loaderProblems.join('\n') };
  } catch (error) {
    return { status: 'failed', stage: 'compiler', message: (error as Error).message };
  }
  return { status: 'checked', configs: configs.length };
}

/** What the parent process sends: pages to find examples in, and extra examples (the checker's own tests). */
export interface Job {
  pages: string[];
  extra: Example[];
}

export type Result = Pick<Example, 'page' | 'line' | 'kind' | 'title'> & { outcome: Outcome };

async function main() {
  const [input, output] = process.argv.slice(2);
  const job: Job = JSON.parse(fs.readFileSync(input, 'utf8'));
  const examples = [...job.extra, ...job.pages.flatMap((page) => examplesOfPage(path.join(root, page), root))];
  const results: Result[] = [];
  // Examples may print (a configuration that logs, a plugin that warns); keep the console quiet.
  for (const method of ['log', 'info', 'warn', 'error'] as const) console[method] = () => {};
  process.removeAllListeners('warning');
  process.on('warning', () => {});
  try {
    for (const [index, example] of examples.entries()) {
      const dir = path.join(work, String(index));
      fs.mkdirSync(dir);
      const { page, line, kind, title } = example;
      results.push({ page, line, kind, title, outcome: await checkExample(example, dir) });
    }
  } finally {
    process.chdir(root);
    fs.rmSync(work, { recursive: true, force: true });
  }
  fs.writeFileSync(output, JSON.stringify(results));
  // Plugins may leave timers or watchers behind; the results are written.
  process.exit(0);
}

await main();
