// The hands-on guides build one example project each. Their final state lives in test/guides/<guide>/
// (CommonJS: each project has its own package.json without "type": "module"). This test builds every
// project with webpack's Node API and checks that the guide page still shows the project's final files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import webpack from 'webpack';
import GithubSlugger from 'github-slugger';
import { readPage as readPageFile } from './page-source.ts';
import type { Configuration, FileCacheOptions, MultiStats, Stats } from 'webpack';

const root = process.cwd();
const guidesDir = path.join(root, 'content/guides');
const projectsDir = path.join(root, 'test/guides');

interface Project {
  /** config file inside the project folder */
  config?: string;
  /** files (relative to the output dir) that the build must emit; a RegExp matches any emitted file */
  emits: (string | RegExp)[];
  /** strings that must appear in the named output file */
  contains?: Record<string, string[]>;
  /** project files whose full content the guide page must show, in its last block labelled with that name */
  shownOnPage: string[];
  /** keep the minifier on (the test turns it off by default: it dominates the run time) */
  minify?: boolean;
  /** symlinks `npm install` would create (path in the project → target relative to the project), made for the build only */
  links?: Record<string, string>;
  /** the project has its own Jest tests (the guide about test runners): how many must pass */
  jestTests?: number;
  /** extra config to apply on top of the project's own (for a variant build) */
  variant?: { name: string; override: Configuration; contains: Record<string, string[]> };
}

const projects: Record<string, Project> = {
  'getting-started': {
    emits: ['main.js'],
    contains: { 'main.js': ['Hello', 'webpack'] },
    shownOnPage: ['webpack.config.js', 'src/index.js', 'dist/index.html', 'package.json'],
  },
  'asset-management': {
    emits: ['main.js', /^[0-9a-f]{20}\.png$/, /^[0-9a-f]{20}\.woff2$/],
    contains: { 'main.js': ['greeting', 'TOML example', 'YAML example', 'JSON5 example', 'CSV files can be imported too.'] },
    shownOnPage: ['webpack.config.js', 'src/index.js', 'src/style.css'],
  },
  'output-management': {
    emits: ['index.bundle.js', 'print.bundle.js', 'index.html'],
    contains: { 'index.html': ['<title>Output Management</title>', 'index.bundle.js', 'print.bundle.js'] },
    shownOnPage: ['webpack.config.js', 'src/index.js', 'src/print.js'],
  },
  development: {
    emits: ['index.bundle.js', 'print.bundle.js', 'runtime.bundle.js', 'index.html'],
    contains: { 'index.bundle.js': ['sourceMappingURL=data:application/json'] },
    shownOnPage: ['webpack.config.js', 'server.js'],
  },
  'code-splitting': {
    emits: ['index.bundle.js', 'another.bundle.js', 'vendors-node_modules_lodash_lodash_js.bundle.js', 'index.html'],
    contains: { 'index.bundle.js': ['vendors-node_modules_lodash_lodash_js'] },
    shownOnPage: ['webpack.config.js', 'src/index.js', 'src/another-module.js'],
  },
  caching: {
    emits: [/^main\.[0-9a-f]{20}\.js$/, /^runtime\.[0-9a-f]{20}\.js$/, /^vendors\.[0-9a-f]{20}\.js$/, 'index.html'],
    shownOnPage: ['webpack.config.js'],
  },
  'tree-shaking': {
    emits: ['bundle.js'],
    contains: { 'bundle.js': ['5 cubed is equal to '] },
    minify: true,
    shownOnPage: ['webpack.config.js', 'src/math.js', 'src/index.js'],
    variant: {
      name: 'development mode marks the unused export',
      override: { mode: 'development', devtool: false, optimization: { usedExports: true } },
      contains: { 'bundle.js': ['/* unused harmony export square */'] },
    },
  },
  'author-libraries': {
    emits: ['roman-numerals.js', 'roman-numerals.mjs'],
    contains: {
      'roman-numerals.js': ['romanNumerals', 'require("lodash")', 'define(["lodash"]'],
      'roman-numerals.mjs': ['from"lodash"', 'export{'],
    },
    minify: true,
    shownOnPage: ['webpack.config.js', 'package.json', 'src/index.js'],
  },
  'progressive-web-application': {
    emits: ['index.bundle.js', 'index.html', 'service-worker.js', /^workbox-[0-9a-f]+\.js$/],
    contains: { 'service-worker.js': ['index.bundle.js', 'index.html'], 'index.bundle.js': ['/service-worker.js'] },
    shownOnPage: ['webpack.config.js', 'src/index.js'],
  },
  'entry-advanced': {
    emits: ['home.js', 'home.css', 'account.js', 'account.css'],
    contains: { 'home.css': ['#1c78c0'], 'account.css': ['1.5rem'] },
    shownOnPage: ['webpack.config.js', 'src/styles/home.scss'],
  },
  production: {
    config: 'webpack.prod.js',
    emits: ['app.bundle.js', 'app.bundle.js.map', 'index.html'],
    shownOnPage: ['webpack.common.js', 'webpack.dev.js', 'webpack.prod.js'],
  },
  'lazy-loading': {
    emits: ['index.bundle.js', 'print.bundle.js', 'index.html'],
    contains: { 'print.bundle.js': ['printMe() ran.'] },
    shownOnPage: ['webpack.config.js', 'src/index.js', 'src/print.js'],
  },
  typescript: {
    emits: ['bundle.js', /^[0-9a-f]{20}\.svg$/],
    contains: { 'bundle.js': ['Hello, '] },
    shownOnPage: ['webpack.config.js', 'tsconfig.json', 'src/index.ts', 'src/greeting.ts', 'src/custom.d.ts'],
  },
  'asset-modules': {
    emits: ['main.js', /^images\/[0-9a-f]{20}\.png$/, /^fonts\/open-sans-bold\.[0-9a-f]{8}\.woff2$/],
    contains: { 'main.js': ['data:image/svg+xml;base64,', 'data:image/gif;base64,', 'This text file is bundled as a string'] },
    shownOnPage: ['webpack.config.js', 'src/index.js'],
  },
  monorepo: {
    links: {
      'node_modules/@acme/shared': 'packages/shared',
      'node_modules/@acme/web': 'packages/web',
      'node_modules/@acme/admin': 'packages/admin',
    },
    emits: ['web.js', 'admin.js'],
    // Babel ran on the shared package: it turned `??` into a comparison with a helper variable.
    contains: { 'web.js': ['shopper', '_options$currency'], 'admin.js': ['Revenue this week', 'USD'] },
    variant: {
      name: 'without resolve.symlinks the shared package is not transpiled',
      override: { resolve: { symlinks: false } },
      contains: { 'web.js': ["options.currency ?? 'EUR'"] },
    },
    shownOnPage: ['package.json', 'webpack.config.js', 'packages/shared/package.json', 'packages/shared/src/index.js'],
  },
  testing: {
    emits: ['main.js', /^[0-9a-f]{20}\.svg$/],
    contains: { 'main.js': ['Prices include VAT.', 'price-tag'] },
    jestTests: 2,
    shownOnPage: [
      'aliases.js', 'webpack.config.js', 'jest.config.js', 'babel.config.js', 'test/asset-transform.js',
      'test/style-stub.js', 'src/price-tag.js', 'src/price-tag.test.js',
    ],
  },
  'from-other-bundlers': {
    emits: ['index.html', 'robots.txt', /^assets\/main\.[0-9a-f]{8}\.js$/, /^assets\/main\.[0-9a-f]{8}\.css$/],
    contains: {
      'index.html': ['<title>Weather widget</title>', '/assets/main.'],
      'robots.txt': ['User-agent: *'],
    },
    variant: {
      name: 'development mode keeps the import.meta.env.DEV branch',
      override: { mode: 'development', devtool: false, output: { filename: 'assets/[name].js' } },
      contains: {
        // the VITE_ variable from .env, the ?raw import and the small SVG inlined as a data URL
        'assets/main.js': ['Fetching from', 'https://api.example.com/weather', 'Forecasts are updated every hour.', 'data:image/svg+xml'],
      },
    },
    shownOnPage: ['webpack.config.js', 'package.json', 'index.html', 'src/main.js'],
  },
  'slow-builds': {
    emits: ["main.js", /^\.cache\/default-production\/index\.pack$/],
    minify: true,
    // Babel ran on src/: the template literal became .concat() calls
    contains: { 'main.js': ['region:"north"', '," orders, ").concat('] },
    shownOnPage: ['webpack.config.js', 'package.json', 'src/index.js'],
  },
};

function loadConfig(dir: string, file: string): Configuration | Configuration[] {
  // Node's own require: the project folders are CommonJS and resolve packages from the repo's node_modules.
  const require = createRequire(path.join(dir, 'package.json'));
  const resolved = require.resolve(path.join(dir, file));
  delete require.cache[resolved];
  return require(resolved) as Configuration | Configuration[];
}

function build(config: Configuration | Configuration[]): Promise<Stats | MultiStats> {
  return new Promise((resolve, reject) => {
    const compiler = Array.isArray(config) ? webpack(config) : webpack(config);
    compiler.run((error?: Error | null, stats?: Stats | MultiStats) => {
      compiler.close(() => {
        if (error || !stats) reject(error ?? new Error('no stats'));
        else resolve(stats);
      });
    });
  });
}

function listFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), rel) : [rel];
  });
}

function isFileCache(cache: Configuration['cache']): cache is FileCacheOptions {
  return typeof cache === 'object' && cache.type === 'filesystem';
}

/** Links like the ones npm makes for workspaces; returns a function that removes them again. */
function linkPackages(dir: string, links: Record<string, string> = {}): () => void {
  const made = Object.entries(links).map(([link, target]) => {
    const at = path.join(dir, link);
    fs.mkdirSync(path.dirname(at), { recursive: true });
    fs.symlinkSync(path.relative(path.dirname(at), path.join(dir, target)), at, 'dir');
    return at;
  });
  return () => {
    for (const at of made) fs.unlinkSync(at);
    if (made.length) fs.rmSync(path.join(dir, 'node_modules'), { recursive: true, force: true });
  };
}

async function buildProject(name: string, override: Configuration = {}) {
  const dir = path.join(projectsDir, name);
  const loaded = loadConfig(dir, projects[name].config ?? 'webpack.config.js');
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `guide-${name}-`));
  // Build in the project folder, but write into a temporary directory.
  // Minifying lodash with Terser takes most of the time of these builds, and proves nothing about the
  // guides, so it is skipped unless the project asks for it.
  const minimize = projects[name].minify ? {} : { minimize: false };
  const prepare = (config: Configuration): Configuration => ({
    ...config,
    // Unminified, lodash is over the 244 KiB size hint: that warning is an artefact of the test.
    ...(projects[name].minify ? {} : { performance: false as const }),
    ...override,
    optimization: { ...config.optimization, ...minimize, ...override.optimization },
    context: dir,
    // A persistent cache goes next to the output, so the build leaves nothing behind.
    ...(isFileCache(config.cache) ? { cache: { ...config.cache, cacheDirectory: path.join(outDir, '.cache') } } : {}),
    output: { ...config.output, ...override.output, path: outDir },
    infrastructureLogging: { level: 'error' },
  });
  const unlink = linkPackages(dir, projects[name].links);
  try {
    const stats = await build(Array.isArray(loaded) ? loaded.map(prepare) : prepare(loaded));
    return { stats, outDir, files: listFiles(outDir) };
  } finally {
    unlink();
  }
}

/** The last fenced block on the page whose bold file-name label (or title="...") names `file`. */
function lastBlockFor(page: string, file: string): { lang: string; body: string } | undefined {
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const labelled = new RegExp(
    `(?:^\\*\\*${escaped}\\*\\*\\n\\n\`\`\`(\\w+)[^\\n]*\\n([\\s\\S]*?)^\`\`\`$)|(?:^\`\`\`(\\w+)[^\\n]*title="${escaped}"[^\\n]*\\n([\\s\\S]*?)^\`\`\`$)`,
    'gm',
  );
  let last: { lang: string; body: string } | undefined;
  for (const match of page.matchAll(labelled)) {
    last = { lang: match[1] ?? match[3], body: match[2] ?? match[4] };
  }
  return last;
}

describe('guide example projects', () => {
  it('has a project folder and a page for every hands-on guide', () => {
    for (const name of Object.keys(projects)) {
      expect(fs.existsSync(path.join(projectsDir, name, 'package.json'))).toBe(true);
      expect(fs.existsSync(path.join(guidesDir, `${name}.mdx`))).toBe(true);
      const pkg = JSON.parse(fs.readFileSync(path.join(projectsDir, name, 'package.json'), 'utf8'));
      expect(pkg.type).toBeUndefined(); // the configs are CommonJS
      expect(fs.existsSync(path.join(projectsDir, name, 'node_modules'))).toBe(false);
    }
  });

  describe.each(Object.keys(projects))('%s', (name) => {
    const project = projects[name];

    it('builds without errors or warnings and emits the expected files', async () => {
      const { stats, outDir, files } = await buildProject(name);
      const info = stats.toJson({ all: false, errors: true, warnings: true });
      expect(info.errors ?? []).toEqual([]);
      expect(info.warnings ?? []).toEqual([]);
      for (const expected of project.emits) {
        if (typeof expected === 'string') expect(files).toContain(expected);
        else expect(files.some((file) => expected.test(file))).toBe(true);
      }
      for (const [file, strings] of Object.entries(project.contains ?? {})) {
        const text = fs.readFileSync(path.join(outDir, file), 'utf8');
        for (const s of strings) expect(text).toContain(s);
      }
      fs.rmSync(outDir, { recursive: true, force: true });
    }, 60_000);

    if (project.variant) {
      const variant = project.variant;
      it(`variant: ${variant.name}`, async () => {
        const { stats, outDir } = await buildProject(name, variant.override);
        expect(stats.hasErrors()).toBe(false);
        for (const [file, strings] of Object.entries(variant.contains)) {
          const text = fs.readFileSync(path.join(outDir, file), 'utf8');
          for (const s of strings) expect(text).toContain(s);
        }
        fs.rmSync(outDir, { recursive: true, force: true });
      }, 60_000);
    }

    if (project.jestTests) {
      const expected = project.jestTests;
      it('its own Jest tests pass with the configuration the page shows', () => {
        const env = { ...process.env };
        delete env.NODE_OPTIONS; // the project is CommonJS: no ES module flags from this run
        const jest = createRequire(path.join(root, 'package.json')).resolve('jest/bin/jest');
        const run = spawnSync(process.execPath, [jest, '--ci', '--no-cache'], { cwd: path.join(projectsDir, name), env, encoding: 'utf8' });
        expect(run.stderr).toContain(`Tests:       ${expected} passed, ${expected} total`);
        expect(run.status).toBe(0);
      }, 60_000);
    }

    it.each(project.shownOnPage)('the page shows the final %s', (file) => {
      const page = fs.readFileSync(path.join(guidesDir, `${name}.mdx`), 'utf8');
      const block = lastBlockFor(page, file);
      expect(block).toBeDefined();
      expect(block!.lang).not.toBe('diff');
      const actual = fs.readFileSync(path.join(projectsDir, name, file), 'utf8');
      expect(block!.body.trimEnd()).toBe(actual.trimEnd());
    });
  });
});

describe('lastBlockFor', () => {
  it('finds the last labelled block and ignores others', () => {
    const page = '**a.js**\n\n```js\nconst a = 1;\n```\n\n**b.js**\n\n```js\nb();\n```\n\n**a.js**\n\n```diff\n-x\n```\n\n```js title="a.js"\nconst a = 2;\n```\n';
    expect(lastBlockFor(page, 'a.js')).toEqual({ lang: 'js', body: 'const a = 2;\n' });
    expect(lastBlockFor(page, 'c.js')).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------------------------
// The pages themselves: frontmatter, order, headings and links.

const pageOrder = [
  'index', 'getting-started', 'installation', 'asset-management', 'output-management', 'development',
  'code-splitting', 'caching', 'author-libraries', 'environment-variables', 'build-performance', 'csp',
  'development-vagrant', 'dependency-management', 'hot-module-replacement', 'tree-shaking', 'production',
  'lazy-loading', 'ecma-script-modules', 'shimming', 'typescript', 'web-workers',
  'progressive-web-application', 'public-path', 'integrations', 'asset-modules', 'entry-advanced',
  'package-exports', 'monorepo', 'testing', 'from-other-bundlers', 'slow-builds',
];

// Pages of other sections that guides may link to (from the writers' brief).
const otherPages = new Set(
  [
    '/', '/vote/', '/comparison/', '/awesome-webpack/', '/branding/', '/glossary/', '/license/',
    ...['', 'entry-points', 'output', 'loaders', 'plugins', 'configuration', 'modules', 'module-resolution',
      'module-federation', 'dependency-graph', 'targets', 'manifest', 'hot-module-replacement', 'why-webpack',
      'under-the-hood'].map((p) => `/concepts/${p}`),
    ...['', 'configuration-languages', 'configuration-types', 'entry-context', 'mode', 'output', 'module',
      'resolve', 'optimization', 'plugins', 'dev-server', 'cache', 'devtool', 'target', 'watch', 'externals',
      'performance', 'node', 'stats', 'experiments', 'other-options'].map((p) => `/configuration/${p}`),
    ...['', 'cli', 'node', 'stats', 'hot-module-replacement', 'loaders', 'logging', 'module-methods',
      'module-variables', 'compilation-object', 'compiler-hooks', 'compilation-hooks',
      'contextmodulefactory-hooks', 'parser', 'normalmodulefactory-hooks', 'plugins', 'resolvers'].map((p) => `/api/${p}`),
    ...['babel-loader', 'coffee-loader', 'exports-loader', 'expose-loader', 'html-loader', 'imports-loader',
      'node-loader', 'remark-loader', 'source-map-loader', 'thread-loader', 'val-loader', 'css-loader',
      'less-loader', 'postcss-loader', 'sass-loader', 'style-loader', 'stylus-loader'].map((p) => `/loaders/${p}`),
    ...['banner-plugin', 'context-replacement-plugin', 'define-plugin', 'environment-plugin',
      'progress-plugin', 'provide-plugin', 'profiling-plugin', 'split-chunks-plugin', 'mini-css-extract-plugin',
      'copy-webpack-plugin', 'html-webpack-plugin', 'css-minimizer-webpack-plugin', 'terser-webpack-plugin',
      'eslint-webpack-plugin', 'stylelint-webpack-plugin', 'hot-module-replacement-plugin'].map((p) => `/plugins/${p}`),
  ].map((p) => (p.endsWith('/') ? p : `${p}/`)),
);

const allowedKeys = new Set(['title', 'sort', 'description', 'related', 'group', 'source', 'edit', 'repo', 'date']);

function readPage(name: string) {
  const { text, data: frontmatter, body } = readPageFile(path.join(guidesDir, `${name}.mdx`));
  // Prose only: drop fenced code blocks, keep the line count irrelevant.
  const prose = body.replace(/^```[\s\S]*?^```$/gm, '');
  return { text, frontmatter: frontmatter as Record<string, unknown>, body, prose };
}

function anchorsOf(prose: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  for (const [, heading] of prose.matchAll(/^#{2,6} (.+)$/gm)) {
    const text = heading.replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    anchors.add(slugger.slug(text));
  }
  return anchors;
}

describe('guide pages', () => {
  it('has exactly the planned pages', () => {
    const files = fs.readdirSync(guidesDir).filter((f) => f.endsWith('.mdx')).map((f) => f.replace(/\.mdx$/, ''));
    expect(files.sort()).toEqual([...pageOrder].sort());
  });

  it('sorts the pages in the planned order, index first', () => {
    const sorted = [...pageOrder].sort((a, b) => Number(readPage(a).frontmatter.sort) - Number(readPage(b).frontmatter.sort));
    expect(sorted).toEqual(pageOrder);
    expect(readPage('index').frontmatter.sort).toBe(-1);
  });

  it.each(pageOrder)('%s: frontmatter follows the contract', (name) => {
    const { frontmatter } = readPage(name);
    expect(Object.keys(frontmatter).filter((key) => !allowedKeys.has(key))).toEqual([]);
    expect(typeof frontmatter.title).toBe('string');
    expect(typeof frontmatter.sort).toBe('number');
    expect(typeof frontmatter.description).toBe('string');
    expect((frontmatter.description as string).length).toBeLessThan(160);
    for (const item of (frontmatter.related as { title: string; url: string }[] | undefined) ?? []) {
      expect(typeof item.title).toBe('string');
      expect(item.url).toMatch(/^(\/.*\/(#[\w-]+)?|https:\/\/\S+)$/);
    }
  });

  it.each(pageOrder)('%s: no h1, no HTML comments, every fence names a language', (name) => {
    const { body, prose } = readPage(name);
    expect(prose).not.toMatch(/^# /m);
    expect(prose).not.toContain('<!--');
    const fences = [...body.matchAll(/^```(.*)$/gm)].map((m) => m[1]);
    // opening fences are at even positions
    expect(fences.filter((_, i) => i % 2 === 0 && fences[i] === '')).toEqual([]);
  });

  it.each(pageOrder)('%s: internal links point to existing pages and anchors', (name) => {
    const { frontmatter, prose } = readPage(name);
    const related = ((frontmatter.related as { url: string }[] | undefined) ?? []).map((r) => r.url);
    const links = [...prose.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]);
    const local = [...prose.matchAll(/\]\((#[^)\s]+)\)/g)].map((m) => `/guides/${name === 'index' ? '' : `${name}/`}${m[1]}`);
    const problems: string[] = [];
    for (const link of [...links, ...related.filter((u) => u.startsWith('/')), ...local]) {
      const [route, anchor] = link.split('#');
      if (!route.endsWith('/')) problems.push(`${link}: no trailing slash`);
      const guide = /^\/guides\/(?:([a-z0-9-]+)\/)?$/.exec(route);
      if (guide) {
        const target = guide[1] ?? 'index';
        if (!pageOrder.includes(target)) problems.push(`${link}: no such guide`);
        else if (anchor && !anchorsOf(readPage(target).prose).has(anchor)) problems.push(`${link}: no such anchor`);
      } else if (!otherPages.has(route)) {
        problems.push(`${link}: not a known page`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('anchorsOf', () => {
  it('slugs headings like GitHub and numbers duplicates', () => {
    expect([...anchorsOf('## Basic Setup\n### `output.filename`\n## Prefetching/Preloading modules\n## Basic Setup\n')]).toEqual([
      'basic-setup',
      'outputfilename',
      'prefetchingpreloading-modules',
      'basic-setup-1',
    ]);
  });
});
