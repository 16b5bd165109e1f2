/**
 * Every webpack configuration example in content/ is a configuration webpack accepts.
 *
 * examples/extract.ts finds the examples in the pages' parse trees; examples/check-examples.ts (run in two
 * child processes, so the examples cannot change this process and the work spreads over two cores) loads each
 * one like webpack-cli would, validates it with `webpack.validate()`, creates the compiler with its real
 * plugins, validates the options of installed loaders against their schemas, and reports deprecated webpack
 * exports and classes marked for removal. An example that is meant to be partial says so with the fence flag
 * scripts/pipeline/3-content-index/code-blocks.ts knows (` ```js excerpt `), and is left out.
 *
 * A few broken examples written here run through the same checker first, so the test proves it can fail.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { examplePages, examplesOfPage, isConfigFileName, type Example } from './examples/extract.ts';
import type { Job, Result } from './examples/check-examples.ts';
import { classify, looksLikeConfigFunction } from './examples/classify.ts';
import { deprecatedExports, deprecatedUses } from './examples/deprecations.ts';
import { loaderUses } from './examples/loader-options.ts';
import { namedFiles, refersTo } from './examples/project-files.ts';
import { packageStub } from './examples/package-stub.ts';

const root = process.cwd();
const WORKERS = 2;

const synthetic = (name: string, code: string, title?: string, lang = 'js'): Example => ({
  page: `(broken example: ${name})`,
  line: 1,
  lang,
  title,
  code,
  kind: title ? 'config' : 'maybe',
  siblings: [],
});

/** Examples that must fail, with the stage that must catch them. */
const BROKEN: { example: Example; stage: string }[] = [
  { stage: 'validate', example: synthetic('unknown option', 'module.exports = { module: { rulez: [] } };') },
  { stage: 'classify', example: synthetic('unknown top-level key', "module.exports = { mode: 'none', modules: {} };") },
  {
    stage: 'compiler',
    example: synthetic('no chunk format', "module.exports = { target: false };", 'webpack.config.js'),
  },
  {
    stage: 'load',
    example: synthetic(
      'plugin options',
      "const CopyPlugin = require('copy-webpack-plugin');\nmodule.exports = { plugins: [new CopyPlugin({ patternz: [] })] };",
    ),
  },
  {
    stage: 'loader options',
    example: synthetic(
      'loader options',
      "module.exports = { module: { rules: [{ test: /\\.css$/, use: [{ loader: 'css-loader', options: { modulez: true } }] }] } };",
    ),
  },
  {
    stage: 'deprecated',
    example: synthetic(
      'class marked for removal',
      "const webpack = require('webpack');\nmodule.exports = { target: false, output: { chunkFormat: 'array-push', chunkLoading: 'jsonp' }, plugins: [new webpack.web.JsonpTemplatePlugin()] };",
    ),
  },
  {
    stage: 'deprecated',
    example: synthetic('deprecated export', "const webpack = require('webpack');\nmodule.exports = { plugins: [new webpack.PrefetchPlugin('./a.js')] };"),
  },
  { stage: 'classify', example: synthetic('titled without export', 'const config = { mode: "production" };', 'webpack.config.js') },
  {
    stage: 'validate',
    example: synthetic('typescript', "import type { Configuration } from 'webpack';\nexport default { mode: 'fast' } as Configuration;", 'webpack.config.ts', 'ts'),
  },
];

function runWorker(job: Job, dir: string, index: number): Promise<Result[]> {
  const input = path.join(dir, `job-${index}.json`);
  const output = path.join(dir, `results-${index}.json`);
  fs.writeFileSync(input, JSON.stringify(job));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/content/examples/check-examples.ts', input, output], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => {
      if (code === 0 && fs.existsSync(output)) resolve(JSON.parse(fs.readFileSync(output, 'utf8')));
      else reject(new Error(`check-examples.ts exited with ${code}:\n${stderr}`));
    });
  });
}

/** Finds and checks the examples of `pages` in WORKERS child processes, the broken examples in the first. */
async function check(pages: string[], broken: Example[]): Promise<Result[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'examples-test-'));
  try {
    const jobs: Job[] = Array.from({ length: WORKERS }, (_, worker) => ({
      pages: pages.filter((_, i) => i % WORKERS === worker),
      extra: worker === 0 ? broken : [],
    }));
    return (await Promise.all(jobs.map((job, worker) => runWorker(job, dir, worker)))).flat();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const pages = examplePages(root);
let results: Result[] = [];
let seconds = 0;

beforeAll(async () => {
  const started = Date.now();
  results = await check(
    pages,
    BROKEN.map((broken) => broken.example),
  );
  seconds = (Date.now() - started) / 1000;
}, 600_000);

const examplesFound = () => results.filter((result) => pages.includes(result.page));

afterAll(() => {
  const counts: Record<string, number> = {};
  for (const { outcome } of examplesFound()) counts[outcome.status] = (counts[outcome.status] ?? 0) + 1;
  console.log(`content examples: ${examplesFound().length} found, ${JSON.stringify(counts)}, found and checked in ${seconds.toFixed(1)} s`);
});

describe('the checker', () => {
  it.each(BROKEN.map((broken) => [broken.example.page, broken.stage] as const))('fails %s at %s', (page, stage) => {
    expect(results.find((result) => result.page === page)?.outcome).toMatchObject({ status: 'failed', stage });
  });

  it('finds the examples of the site', () => {
    expect(examplesFound().length).toBeGreaterThan(700);
    expect(examplesFound().filter((result) => result.kind === 'config').length).toBeGreaterThan(150);
  });
});

describe('configuration examples in content/', () => {
  it.each(pages)('%s', (page) => {
    const problems = results
      .filter((result) => result.page === page && result.outcome.status === 'failed')
      .map(({ line, outcome }) => {
        const { stage, message } = outcome as Extract<Result['outcome'], { status: 'failed' }>;
        return `${page}:${line}: ${stage}: ${message.split('\n').slice(0, 6).join('\n    ')}`;
      });
    expect(problems).toEqual([]);
  });
});

describe('finding examples', () => {
  const pageOf = (text: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'examples-extract-'));
    const file = path.join(dir, 'content/migrate/5.mdx');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    try {
      return examplesOfPage(file, dir);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };

  it('takes titled configuration files and untitled exports, skips fragments and other files', () => {
    const found = pageOf(
      [
        '**webpack.prod.js**',
        '',
        '```js',
        "const common = require('./webpack.common.js');",
        '```',
        '',
        '```js',
        'module.exports = { mode: "none" };',
        '```',
        '',
        '```js fragment',
        'module.exports = { mode: "none" };',
        '```',
        '',
        '**postcss.config.js**',
        '',
        '```js',
        'module.exports = { plugins: [] };',
        '```',
      ].join('\n'),
    );
    expect(found.map((example) => [example.kind, example.title])).toEqual([
      ['config', 'webpack.prod.js'],
      ['maybe', undefined],
    ]);
    expect(found[0].siblings.map((sibling) => sibling.name)).toEqual(['postcss.config.js']);
  });

  it('skips the before side of a migration', () => {
    const found = pageOf('**Before (webpack 4):**\n\n```js\nmodule.exports = {};\n```\n\n**After (webpack 5):**\n\n```js\nmodule.exports = {};\n```\n');
    expect(found.map((example) => example.line)).toEqual([9]);
  });

  it('recognises configuration file names', () => {
    expect(['webpack.config.js', 'webpack.prod.js', 'app/webpack.config.mjs', 'webpack.config.ts'].every(isConfigFileName)).toBe(true);
    expect(['webpack-dev-server.js', 'babel.config.js', 'src/webpack.txt'].some(isConfigFileName)).toBe(false);
  });
});

describe('checker helpers', () => {
  it('classify tells configurations from other exports', () => {
    expect(classify({ mode: 'none' }, false)).toEqual({ configs: [{ mode: 'none' }] });
    expect(classify([{ name: 'a' }, { name: 'b' }], false)).toEqual({ configs: [{ name: 'a' }, { name: 'b' }] });
    expect(classify({ presets: [] }, false)).toEqual({ notConfig: expect.any(String) });
    expect(classify(class Plugin {}, false)).toEqual({ notConfig: expect.any(String) });
    expect(classify({ mode: 'none', presets: [] }, false)).toEqual({ mixed: expect.stringContaining('presets') });
    expect(classify({ modules: {} }, true)).toEqual({ configs: [{ modules: {} }] });
  });

  it('looksLikeConfigFunction takes (env, argv) functions and object-returning arrows', () => {
    expect(looksLikeConfigFunction((env: unknown) => env)).toBe(true);
    expect(looksLikeConfigFunction(() => ({ mode: 'none' }))).toBe(true);
    expect(looksLikeConfigFunction(function loader(source: unknown) {
      return source;
    })).toBe(false);
  });

  it('namedFiles and refersTo read the files an example names', () => {
    expect(namedFiles(['./src/index.js', 'public/index.html', '.env', 'production', '../outside.js', 'a b.js'])).toEqual([
      './src/index.js',
      'public/index.html',
      '.env',
    ]);
    expect(refersTo(['./webpack.common'], 'webpack.common.js')).toBe(true);
    expect(refersTo(['./webpack.common.js'], 'webpack.dev.js')).toBe(false);
  });

  it('loaderUses walks rules, oneOf and use in all its forms', () => {
    const rules = [
      { test: /a/, use: 'style-loader!css-loader' },
      { oneOf: [{ use: [{ loader: 'sass-loader', options: { sourceMap: true } }, 'postcss-loader'] }] },
      { loader: 'babel-loader', options: { cacheDirectory: true } },
    ];
    expect(loaderUses(rules).map((use) => use.loader)).toEqual(['style-loader', 'css-loader', 'sass-loader', 'postcss-loader', 'babel-loader']);
  });

  it('a stub for a missing package validates options against its schema snapshot when there is one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'examples-stub-'));
    try {
      const schemaFile = path.join(dir, 'fancy-webpack-plugin.json');
      fs.writeFileSync(schemaFile, JSON.stringify({ type: 'object', properties: { level: { type: 'number' } }, additionalProperties: false }));
      const Checked = packageStub('fancy-webpack-plugin', schemaFile) as unknown as new (options?: object) => { apply: unknown };
      expect(typeof new Checked({ level: 2 }).apply).toBe('function');
      expect(() => new Checked({ levle: 2 })).toThrow(/levle/);
      const Loose = packageStub('other-package', path.join(dir, 'missing.json')) as unknown as Record<string, unknown> & (new (options?: object) => object);
      expect(() => new Loose({ anything: true })).not.toThrow();
      expect(Loose.loader).toBe('other-package/loader');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('deprecatedExports reads the installed webpack, deprecatedUses finds them in code', () => {
    expect(deprecatedExports().get('AutomaticPrefetchPlugin')).toContain('prefetch.AutomaticPrefetchPlugin');
    expect(deprecatedUses("const { PrefetchPlugin } = require('webpack');", 'js')).toHaveLength(1);
    expect(deprecatedUses('compiler.webpack.validateSchema(schema, options);', 'js')).toHaveLength(1);
    expect(deprecatedUses("const webpack = require('webpack');\nnew webpack.prefetch.PrefetchPlugin('./a.js');", 'js')).toEqual([]);
  });
});
