/**
 * The Common Errors page against the installed webpack and webpack-cli and the documented webpack-dev-server
 * (its schema snapshot and recorded behaviour, see scripts/tools/dev-server-facts/): each message the page
 * quotes is one these packages really produce (reproduced with a small project where webpack can produce it
 * here, else found in the package's source), and each fix the page gives makes it go away. Every complete
 * configuration on the page passes webpack's (and the dev server's) own validation.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import webpack, { type Configuration, type Stats } from 'webpack';
import { validate } from 'schema-utils';
import { toString } from 'mdast-util-to-string';
import type { Code, Heading, Root, RootContent } from 'mdast';
import { parseMarkdown } from '../../scripts/pipeline/2-mdx/parse.ts';
import { isFragment } from '../../scripts/pipeline/3-content-index/code-blocks.ts';
import { schemaSnapshot } from '../../scripts/tools/option-schemas/snapshots.ts';
import { devServerFacts } from '../../scripts/tools/dev-server-facts/facts.ts';

const root = process.cwd();
const NODE_MODULES = path.join(root, 'node_modules');
const PAGE = path.join(root, 'content/guides/common-errors.mdx');
const tree: Root = parseMarkdown(fs.readFileSync(PAGE, 'utf8'), '.mdx');

/**
 * What webpack-dev-server's constructor does with its options first (lib/Server.js): validates them
 * against its schema, here the snapshot of the documented release, under the same name.
 */
function validateDevServer(options: object): void {
  const schema = schemaSnapshot('webpack-dev-server').schema as Parameters<typeof validate>[0];
  validate(schema, options, { name: 'Dev Server', baseDataPath: 'options' });
}

interface Section {
  heading: string;
  /** Everything a reader sees in the section, code blocks included. */
  text: string;
  code: Code[];
}

/** What a reader sees of a block: a code block's text, a table's cells apart. */
function textOf(node: RootContent): string {
  if (node.type === 'code') return node.value;
  if (node.type === 'table') return node.children.map((row) => row.children.map((cell) => toString(cell)).join(' | ')).join('\n');
  return toString(node);
}

/** The page's `##` sections in order (their `###` sub-sections included). */
function sectionsOf(page: Root): Section[] {
  const sections: Section[] = [];
  for (const node of page.children) {
    if (node.type === 'heading' && (node as Heading).depth === 2) {
      sections.push({ heading: toString(node), text: '', code: [] });
      continue;
    }
    const current = sections.at(-1);
    if (!current) continue;
    current.text += `\n${textOf(node)}`;
    if (node.type === 'code') current.code.push(node);
  }
  return sections;
}

const sections = sectionsOf(tree);
const section = (heading: string): Section => {
  const found = sections.find((entry) => entry.heading === heading);
  if (!found) throw new Error(`the page has no "## ${heading}" section`);
  return found;
};

let workDir: string;
beforeEach(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'common-errors-'));
});
afterEach(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
});

function writeFiles(files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(workDir, name)), { recursive: true });
    fs.writeFileSync(path.join(workDir, name), text);
  }
}

/** A build of the project in `workDir`: every message it reports (thrown, errors, warnings), and its output. */
async function build(config: Configuration): Promise<{ messages: string; errors: string; output: string }> {
  const outDir = path.join(workDir, 'dist');
  const full: Configuration = {
    mode: 'development',
    devtool: false,
    entry: './src/index.js',
    ...config,
    context: workDir,
    output: { path: outDir, ...config.output },
    // The project lives in a temporary folder: packages and loaders come from the repository.
    resolve: { modules: ['node_modules', NODE_MODULES], ...config.resolve },
    resolveLoader: { modules: [NODE_MODULES] },
    infrastructureLogging: { level: 'error' },
  };
  let stats: Stats | undefined;
  try {
    stats = await new Promise<Stats | undefined>((resolve, reject) => {
      const compiler = webpack(full);
      compiler.run((error, result) => compiler.close(() => (error ? reject(error) : resolve(result))));
    });
  } catch (error) {
    const message = (error as Error).message;
    return { messages: message, errors: message, output: '' };
  }
  const info = stats!.toJson({ all: false, errors: true, warnings: true, errorDetails: true });
  const text = (list: typeof info.errors) =>
    (list ?? []).map((problem) => `${problem.message}\n${problem.details ?? ''}`).join('\n');
  const output = fs.existsSync(outDir)
    ? fs
        .readdirSync(outDir)
        .filter((file) => file.endsWith('.js'))
        .map((file) => fs.readFileSync(path.join(outDir, file), 'utf8'))
        .join('\n')
    : '';
  return { messages: `${text(info.errors)}\n${text(info.warnings)}`, errors: text(info.errors), output };
}

interface Reproduction {
  heading: string;
  /** Text that webpack prints and the section quotes. */
  quotes: string[];
  files: Record<string, string>;
  config?: Configuration;
  /**
   * What the section says to change (files, or top-level configuration keys that replace the original
   * ones): the quoted messages must be gone after it.
   */
  fix?: { config?: Configuration; files?: Record<string, string> };
}

const REPRODUCTIONS: Reproduction[] = [
  {
    heading: "Module not found: Error: Can't resolve",
    quotes: [
      "Module not found: Error: Can't resolve './components/Header' in '",
      "Field 'browser' doesn't contain a valid alias configuration",
    ],
    files: {
      'package.json': '{ "name": "app" }\n',
      'src/index.js': "import Header from './components/Header';\nconsole.log(Header);\n",
      'src/components/Header.jsx': "export default 'header';\n",
    },
    fix: { config: { resolve: { extensions: ['.tsx', '.ts', '.jsx', '...'] } } },
  },
  {
    heading: 'BREAKING CHANGE: polyfills for Node.js core modules',
    quotes: [
      "Module not found: Error: Can't resolve 'crypto' in '",
      'BREAKING CHANGE: webpack < 5 used to include polyfills for node.js core modules by default.',
      'This is no longer the case. Verify if you need this module and configure a polyfill for it.',
    ],
    files: { 'src/index.js': "import crypto from 'crypto';\nconsole.log(crypto);\n" },
    fix: { config: { resolve: { fallback: { fs: false, crypto: false } } } },
  },
  {
    heading: 'Resolved as fully specified',
    quotes: [
      "Module not found: Error: Can't resolve './utils' in '",
      "Did you mean 'utils.js'?",
      "BREAKING CHANGE: The request './utils' failed to resolve only because it was resolved as fully specified",
    ],
    files: {
      'src/index.mjs': "import { formatDate } from './utils';\nconsole.log(formatDate);\n",
      'src/utils.js': 'export const formatDate = (date) => date.toISOString();\n',
    },
    config: { entry: './src/index.mjs' },
    fix: { config: { module: { rules: [{ test: /\.m?js$/, resolve: { fullySpecified: false } }] } } },
  },
  {
    heading: 'Module parse failed: Unexpected token',
    quotes: [
      'Module parse failed: Unexpected token',
      "File was parsed as module type 'javascript/auto'.",
      'You may need an appropriate loader to handle this file type, currently no loaders are configured to process this file.',
    ],
    files: { 'src/index.js': "import './theme.scss';\n", 'src/theme.scss': '$accent: red;\nbody { color: $accent; }\n' },
    fix: {
      config: { module: { rules: [{ test: /\.s[ac]ss$/i, use: ['style-loader', 'css-loader', 'sass-loader'] }] } },
    },
  },
  {
    heading: 'Invalid configuration object',
    quotes: [
      'Invalid configuration object. Webpack has been initialized using a configuration object that does not match the API schema.',
      "configuration.module has an unknown property 'loaders'. These properties are valid:",
      'Did you mean module.rules or module.rules.*.use?',
    ],
    files: { 'src/index.js': 'console.log(1);\n' },
    config: { module: { loaders: [] } as Configuration['module'] },
    fix: { config: { module: { rules: [{ test: /\.css$/i, use: ['style-loader', 'css-loader'] }] } } },
  },
  {
    heading: 'Invalid configuration object',
    quotes: ['The provided value "./dist" is not an absolute path!'],
    files: { 'src/index.js': 'console.log(1);\n' },
    config: { output: { path: './dist' } },
    fix: { config: { output: { path: path.join(os.tmpdir(), 'never-written') } } },
  },
  {
    heading: "The 'mode' option has not been set",
    quotes: ["The 'mode' option has not been set, webpack will fallback to 'production' for this value."],
    files: { 'src/index.js': 'console.log(1);\n' },
    config: { mode: undefined, optimization: { minimize: false } },
    fix: { config: { mode: 'development' } },
  },
  {
    heading: "export 'x' was not found",
    quotes: ["export 'formatDate' (imported as 'formatDate') was not found in './utils' (possible exports: format, parse)"],
    files: {
      'src/index.js': "import { formatDate } from './utils';\nconsole.log(formatDate);\n",
      'src/utils.js': 'export const format = 1;\nexport const parse = 2;\n',
    },
    fix: { files: { 'src/index.js': "import { format } from './utils';\nconsole.log(format);\n" } },
  },
  {
    heading: 'Should not import the named export',
    quotes: [
      "Should not import the named export 'version' (imported as 'version') from default-exporting module (only default export is available soon)",
    ],
    files: {
      'src/index.js': "import { version } from './package.json';\nconsole.log(version);\n",
      'src/package.json': '{ "version": "1.0.0" }\n',
    },
    fix: { config: { module: { parser: { json: { namedExports: true } } } } },
  },
  {
    heading: "Can't import the named export from default-exporting module",
    quotes: [
      "Can't import the named export 'version' (imported as 'version') from default-exporting module (only default export is available)",
    ],
    files: {
      'src/index.mjs': "import { version } from './package.json';\nconsole.log(version);\n",
      'src/package.json': '{ "version": "1.0.0" }\n',
    },
    config: { entry: './src/index.mjs' },
    fix: { files: { 'src/index.mjs': "import pkg from './package.json';\nconsole.log(pkg.version);\n" } },
  },
  {
    heading: 'Critical dependency: the request of a dependency is an expression',
    quotes: ['Critical dependency: the request of a dependency is an expression'],
    files: { 'src/index.js': 'export const load = (name) => import(name);\n' },
    fix: {
      files: {
        'src/index.js': 'export const loadLocale = (lang) => import(`./locales/${lang}.js`);\n',
        'src/locales/en.js': "export default 'Hello';\n",
      },
    },
  },
  {
    heading: 'Conflict: Multiple chunks emit assets to the same filename',
    quotes: ['Conflict: Multiple chunks emit assets to the same filename bundle.js (chunks '],
    files: { 'src/app.js': 'console.log(1);\n', 'src/admin.js': 'console.log(2);\n' },
    config: { entry: { app: './src/app.js', admin: './src/admin.js' }, output: { filename: 'bundle.js' } },
    fix: { config: { output: { filename: '[name].[contenthash].js' } } },
  },
  {
    heading: 'asset size limit',
    quotes: [
      'asset size limit: The following asset(s) exceed the recommended size limit (244 KiB).',
      'This can impact web performance.',
    ],
    files: { 'src/index.js': `console.log('${'a'.repeat(300000)}');\n` },
    config: { mode: 'production' },
    fix: {
      config: {
        performance: {
          maxAssetSize: 500000,
          maxEntrypointSize: 500000,
          assetFilter: (assetFilename: string) => assetFilename.endsWith('.js'),
        },
      },
    },
  },
];

describe('Common Errors', () => {
  it.each(REPRODUCTIONS.map((entry) => [entry.heading, entry] as const))(
    '%s: webpack prints what the section quotes, and its fix removes it',
    async (_heading, { heading, quotes, files, config, fix }) => {
      const { text } = section(heading);
      writeFiles(files);
      const before = await build(config ?? {});
      for (const quote of quotes) {
        expect(text).toContain(quote);
        expect(before.messages).toContain(quote);
      }
      if (!fix) return;
      writeFiles(fix.files ?? {});
      const after = await build({ ...config, ...fix.config });
      for (const quote of quotes) expect(after.messages).not.toContain(quote);
      expect(after.errors).toBe('');
    },
    60000,
  );

  it("export 'x' was not found: exportsPresence 'error' turns the warning into an error", async () => {
    writeFiles(REPRODUCTIONS.find((entry) => entry.heading === "export 'x' was not found")!.files);
    const { errors } = await build({ module: { parser: { javascript: { exportsPresence: 'error' } } } });
    expect(errors).toContain("export 'formatDate' (imported as 'formatDate') was not found");
    expect(section("export 'x' was not found").text).toContain("exportsPresence: 'error'");
  });

  it('Invalid options object: the dev server rejects the options the section names, in its words', () => {
    const { text } = section('Invalid options object');
    const quotes = [
      'Invalid options object. Dev Server has been initialized using an options object that does not match the API schema.',
      "options has an unknown property 'contentBase'",
    ];
    for (const quote of quotes) expect(text).toContain(quote);
    for (const old of ['contentBase', 'https', 'http2', 'onBeforeSetupMiddleware', 'disableHostCheck', 'overlay']) {
      expect(text).toMatch(new RegExp(`\\b${old}\\b`));
      expect(() => validateDevServer({ [old]: true })).toThrow(
        `options has an unknown property '${old}'`,
      );
    }
    expect(() => validateDevServer({ contentBase: 'public' })).toThrow(quotes[0]);
  });

  it('ChunkLoadError and Automatic publicPath: the runtime webpack emits throws exactly these errors', async () => {
    writeFiles({ 'src/index.js': "import('./settings.js');\n", 'src/settings.js': 'export default 1;\n' });
    const automatic = await build({});
    expect(automatic.output).toContain(
      "error.message = 'Loading chunk ' + chunkId + ' failed.\\n(' + errorType + ': ' + realSrc + ')';",
    );
    expect(automatic.output).toContain("error.name = 'ChunkLoadError';");
    expect(automatic.output).toContain('throw new Error("Automatic publicPath is not supported in this browser")');
    // The section's fix: a public path set in the configuration.
    expect((await build({ output: { publicPath: '/assets/' } })).output).not.toContain('Automatic publicPath');
    const chunkSection = section('ChunkLoadError: Loading chunk failed').text;
    expect(chunkSection).toMatch(/ChunkLoadError: Loading chunk \S+ failed\.\n\((error|missing|timeout): \S+\)/);
    expect(chunkSection).toContain("error.name === 'ChunkLoadError'");
    expect(section('Automatic publicPath is not supported in this browser').text).toContain(
      'Automatic publicPath is not supported in this browser',
    );
  });

  it('webpack 5 has neither CommonsChunkPlugin nor compiler.plugin', () => {
    expect((webpack.optimize as Record<string, unknown>).CommonsChunkPlugin).toBeUndefined();
    const compiler = webpack({ context: workDir, infrastructureLogging: { level: 'error' } });
    expect((compiler as unknown as Record<string, unknown>).plugin).toBeUndefined();
  });

  it('quotes runtime and CLI messages as the installed packages write them', () => {
    /** Section, source file, the message's text in the source, and as the page shows it printed. */
    const sources: [string, string, string, string][] = [
      [
        'CLI for webpack must be installed',
        'webpack/bin/webpack.js',
        'const notify = `CLI for webpack must be installed.\\n  ${cli.name} (${cli.url})\\n`;',
        'CLI for webpack must be installed.\n  webpack-cli (https://github.com/webpack/webpack-cli)',
      ],
      [
        'CLI for webpack must be installed',
        'webpack/bin/webpack.js',
        "const question = \"Do you want to install 'webpack-cli' (yes/no): \";",
        "Do you want to install 'webpack-cli' (yes/no):",
      ],
      [
        '[HMR] Cannot apply update',
        'webpack/hot/dev-server.js',
        '"[HMR] Cannot apply update. " +',
        '[HMR] Cannot apply update. Need to do a full reload!',
      ],
      [
        '[HMR] Cannot apply update',
        'webpack/hot/log-apply-result.js',
        "[HMR] The following modules couldn't be hot updated: (They would need a full reload!)",
        "[HMR] The following modules couldn't be hot updated: (They would need a full reload!)",
      ],
      [
        '[HMR] Cannot apply update',
        'webpack/lib/hmr/JavascriptHotModuleReplacement.runtime.js',
        '"Aborted because " + moduleId + " is not accepted"',
        'Aborted because ./src/index.js is not accepted',
      ],
      [
        'asset size limit',
        'webpack/lib/errors/EntrypointsOverSizeLimitWarning.js',
        '`entrypoint size limit: The following entrypoint(s) combined asset size exceeds the recommended limit',
        'entrypoint size limit',
      ],
      [
        'Conflict: Multiple chunks emit assets to the same filename',
        'webpack/lib/Compilation.js',
        '`Conflict: Multiple assets emit different content to the same filename ${file}',
        'Conflict: Multiple assets emit different content to the same filename',
      ],
    ];
    for (const [heading, file, source, printed] of sources) {
      expect(fs.readFileSync(path.join(NODE_MODULES, file), 'utf8')).toContain(source);
      expect(section(heading).text).toContain(printed);
    }
  });

  it('Invalid Host header: what the dev server answers a request for a host it does not allow', () => {
    const { status, body } = devServerFacts().foreignHost;
    expect({ status, body }).toEqual({ status: 403, body: 'Invalid Host header' });
    expect(section('Invalid Host header').text).toContain(body);
  });

  it('every complete configuration on the page passes webpack and dev-server validation', () => {
    const require = createRequire(path.join(root, 'package.json'));
    // Packages the page tells readers to install before using them (npm install ... in the section).
    const installed = new Set(
      sections.flatMap((entry) =>
        entry.code
          .filter((block) => block.lang === 'bash' && /npm install/.test(block.value))
          .flatMap((block) => block.value.split(/\s+/).filter((word) => /^[a-z@][\w@/.-]*$/.test(word))),
      ),
    );
    const pageRequire = Object.assign((request: string) => require(request), {
      resolve: (request: string) =>
        installed.has(request) ? path.join(NODE_MODULES, request) : require.resolve(request),
    });
    const compiler = webpack({ context: workDir, infrastructureLogging: { level: 'error' } });
    let configs = 0;
    for (const { heading, code } of sections) {
      for (const block of code) {
        if (block.lang !== 'js' || isFragment(block.meta) || !block.value.includes('module.exports =')) continue;
        const module = { exports: {} as unknown };
        new Function('module', 'require', '__dirname', block.value)(module, pageRequire, workDir);
        if (typeof module.exports === 'function') {
          // A plugin class: it must tap webpack 5's hooks.
          const Plugin = module.exports as new () => { apply(target: typeof compiler): void };
          new Plugin().apply(compiler);
          expect(compiler.hooks.emit.taps.map((tap) => tap.name)).toContain(Plugin.name);
          continue;
        }
        configs += 1;
        // `devServer` is the dev server's key, which webpack's own type does not know.
        const config = module.exports as Configuration & { devServer?: object };
        expect(() => webpack.validate(config)).not.toThrow();
        const { devServer } = config;
        if (devServer) expect(() => validateDevServer(devServer)).not.toThrow();
        expect(heading).toBeTruthy();
      }
    }
    expect(configs).toBeGreaterThan(15);
  });
});
