/**
 * What content/api/cli.mdx and content/configuration/dev-server.mdx say about the installed webpack-cli and
 * the documented webpack-dev-server, checked by running them.
 *
 * - `webpack serve` with an array of two configurations that both have `devServer`: how many servers
 *   started and what each served, as `npm run dev-server:record` saw it (the project does not install the
 *   dev server); the pages must describe what happened. Likewise `--dev-server-per-compiler` and two
 *   servers on one port.
 * - `--node-env`, `webpack init` and `webpack help init`: the messages the installed CLI prints must be the
 *   ones the pages quote.
 * - The Node.js and webpack versions the pages give for webpack-cli are read from the installed packages.
 *
 * The installed CLI may be webpack-cli 6 or 7; the pages document both, so each check asks which one runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { runCli as runCliAt, tempProject } from '../../scripts/tools/dev-server-facts/cli-process.ts';
import { cliMessages, devServerFacts, serverPorts } from '../../scripts/tools/dev-server-facts/facts.ts';
import { schemaSnapshot } from '../../scripts/tools/option-schemas/snapshots.ts';

const root = process.cwd();
const require = createRequire(path.join(root, 'package.json'));
const cli = path.join(root, 'node_modules/webpack-cli/bin/cli.js');
const cliVersion: string = require('webpack-cli/package.json').version;
const cliMajor = Number(cliVersion.split('.')[0]);

const runCli = (args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) => runCliAt(cli, args, cwd, env);

const cliPage = fs.readFileSync(path.join(root, 'content/api/cli.mdx'), 'utf8');
const devServerPage = fs.readFileSync(path.join(root, 'content/configuration/dev-server.mdx'), 'utf8');
const migratePage = fs.readFileSync(path.join(root, 'content/migrate/5.mdx'), 'utf8');
const modePage = fs.readFileSync(path.join(root, 'content/configuration/mode.mdx'), 'utf8');
const typesPage = fs.readFileSync(path.join(root, 'content/configuration/configuration-types.mdx'), 'utf8');
const librariesPage = fs.readFileSync(path.join(root, 'content/guides/author-libraries.mdx'), 'utf8');
const languagesPage = fs.readFileSync(path.join(root, 'content/configuration/configuration-languages.mdx'), 'utf8');

/** Page text with line breaks and runs of spaces folded, so a quote may wrap. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

const pages: Record<string, string> = {
  'api/cli.mdx': flat(cliPage),
  'configuration/dev-server.mdx': flat(devServerPage),
  'migrate/5.mdx': flat(migratePage),
  'configuration/mode.mdx': flat(modePage),
  'configuration/configuration-types.mdx': flat(typesPage),
  'guides/author-libraries.mdx': flat(librariesPage),
  'configuration/configuration-languages.mdx': flat(languagesPage),
};

/** The claims (strings or patterns) a page does not make; keeps failure output short. */
function unsaid(page: string, claims: (string | RegExp)[]): string[] {
  return claims
    .filter((claim) => (typeof claim === 'string' ? !pages[page].includes(claim) : !claim.test(pages[page])))
    .map((claim) => `${page} does not say ${String(claim)}`);
}

const facts = devServerFacts();
const devServerMajor = Number(facts.version.split('.')[0]);

describe('webpack serve, as recorded from the documented webpack-dev-server (npm run dev-server:record)', () => {
  it('was recorded with the installed webpack-cli and webpack', () => {
    const fix = 'run npm run dev-server:record';
    expect({ webpackCli: facts.webpackCli, webpack: facts.webpack, fix }).toEqual({
      webpackCli: cliVersion,
      webpack: require('webpack/package.json').version,
      fix,
    });
    expect(facts.version).toBe(schemaSnapshot('webpack-dev-server').version);
  });

  it('starts one server per configuration with devServer; with dev server 5 only the last one serves the bundles', () => {
    const [first, last] = facts.arrayOfConfigs;
    expect(facts.arrayOfConfigs).toHaveLength(2);
    expect(last).toEqual({ 'a.js': 200, 'b.js': 200 });
    if (devServerMajor === 5) {
      expect(first).toEqual({ 'a.js': 404, 'b.js': 404 });
      const claims = [/one dev server for each configuration that has a `devServer` key/, /(starts|started) last/, /`404`/];
      expect([...unsaid('configuration/dev-server.mdx', claims), ...unsaid('api/cli.mdx', claims)]).toEqual([]);
    }
    expect(unsaid('configuration/dev-server.mdx', [/^(?!.*uses the `devServer` options of the first one)/])).toEqual([]);
  });

  it('explains what --dev-server-per-compiler does with the installed CLI and dev server', () => {
    const printed = cliMessages(facts.perCompiler);
    if (cliMajor < 7) {
      expect(printed[0]).toBe("Unknown option '--dev-server-per-compiler'");
      expect(unsaid('api/cli.mdx', [`"${printed[0]}"`])).toEqual([]);
      return;
    }
    expect(serverPorts(facts.perCompiler)).toHaveLength(2);
    const warning = printed.find((line) => line.includes('--dev-server-per-compiler'));
    if (devServerMajor < 6) {
      expect(warning).toMatch(/requires webpack-dev-server with plugin support \(v6 or later\)/);
      expect(unsaid('api/cli.mdx', [`"${warning}"`])).toEqual([]);
    } else {
      expect(warning).toBeUndefined();
    }
    expect(unsaid('api/cli.mdx', [/needs webpack-dev-server 6 or later/])).toEqual([]);
    expect(unsaid('api/cli.mdx', ["webpack-cli 6.0 does not know the flag and stops with \"Unknown option '--dev-server-per-compiler'\""])).toEqual([]);
  });

  it('two servers with the same port stop the CLI with the message the pages quote', () => {
    expect(facts.samePort.status).toBe(2);
    const error = cliMessages(facts.samePort.output).find((line) => line.startsWith('Unique ports must be specified'));
    const quoted = 'Unique ports must be specified for each devServer option';
    expect(error).toContain(quoted);
    expect(unsaid('configuration/dev-server.mdx', [`"${quoted}"`])).toEqual([]);
    expect(unsaid('api/cli.mdx', [quoted])).toEqual([]);
  });
});

describe('messages the CLI pages quote', () => {
  let dir: string;
  beforeAll(() => {
    dir = tempProject({ 'src/index.js': "console.log('index');\n" });
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('webpack init', () => {
    const { status, output } = runCli(['init'], dir);
    expect(status).toBe(2);
    const [first, second] = cliMessages(output);
    expect(first).toBe("Unknown command or entry 'init'");
    expect(unsaid('api/cli.mdx', [`\`webpack init\` takes \`init\` for an entry file and stops with "${first}" (followed by "${second}")`])).toEqual([]);
  });

  it('webpack help init', () => {
    const { output } = runCli(['help', 'init'], dir);
    const [first] = cliMessages(output);
    expect(first).toBe("Can't find and load command 'init'");
    expect(unsaid('api/cli.mdx', [`\`webpack help init\` answers "${first}"`])).toEqual([]);
  });

  it('--node-env', () => {
    const { output } = runCli(['--node-env', 'production'], dir);
    if (cliMajor >= 7) {
      const [first] = cliMessages(output);
      expect(first).toBe("Unknown option '--node-env'");
      expect(unsaid('api/cli.mdx', [`webpack-cli 7 stops with "${first}"`])).toEqual([]);
      expect(unsaid('migrate/5.mdx', [`"${first}"`])).toEqual([]);
    }
  });
});

describe('an array of configurations', () => {
  // Each compiler writes when it starts and finishes to events.txt; the order shows what ran at the same time.
  const config = (parallelism: string) => `const fs = require('node:fs');
const path = require('node:path');
const log = (text) => fs.appendFileSync(path.join(__dirname, 'events.txt'), text + '\\n');
const trace = (name) => ({
  apply(compiler) {
    compiler.hooks.run.tapPromise('trace', () => new Promise((resolve) => { log('start ' + name); setTimeout(resolve, 300); }));
    compiler.hooks.done.tap('trace', () => log('done ' + name));
  },
});
const configs = ['a', 'b'].map((name) => ({
  name,
  mode: 'none',
  entry: './src/index.js',
  output: { filename: name + '.js' },
  plugins: [trace(name)],
}));
${parallelism}
module.exports = configs;
`;

  function events(parallelism: string, args: string[]): string[] {
    const dir = tempProject({ 'webpack.config.js': config(parallelism), 'src/index.js': "console.log('index');\n" });
    try {
      const { status, output } = runCli(args, dir);
      expect([status, output]).toEqual([0, expect.any(String)]);
      return fs.readFileSync(path.join(dir, 'events.txt'), 'utf8').trim().split('\n');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  it('builds the configurations at the same time', () => {
    expect(events('', []).slice(0, 2)).toEqual(['start a', 'start b']);
    expect(unsaid('guides/author-libraries.mdx', ['which webpack builds side by side in one run (all at the same time'])).toEqual([]);
  });

  it('keeps the parallelism of the array when --config-name picks configurations (webpack-cli 7 only)', () => {
    const order = events('configs.parallelism = 1;', ['--config-name', 'a', '--config-name', 'b']);
    if (cliMajor >= 7) expect(order).toEqual(['start a', 'done a', 'start b', 'done b']);
    else expect(order.slice(0, 2)).toEqual(['start a', 'start b']);
    expect(unsaid('configuration/configuration-types.mdx', ['webpack-cli 7 keeps it when `--config-name` picks some of the configurations; webpack-cli 6 drops it then'])).toEqual([]);
  });
});

describe('a TypeScript configuration', () => {
  const nativeTypeStripping = typeof (createRequire(import.meta.url)('node:module') as Record<string, unknown>).stripTypeScriptTypes === 'function';

  it('loads through the loaders the page lists', () => {
    // The project's node_modules has tsx but none of interpret's five TypeScript loaders.
    const dir = tempProject({
      'webpack.config.ts': "import type { Configuration } from 'webpack';\nconst config: Configuration = { mode: 'none', entry: './src/index.js' };\nexport default config;\n",
      'src/index.js': "console.log('index');\n",
    });
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    try {
      for (const loader of ['ts-node', 'sucrase', '@babel/register', 'esbuild-register', '@swc/register']) {
        expect(fs.existsSync(path.join(root, 'node_modules', loader))).toBe(false);
      }
      const { status, output } = runCli(['--config', 'webpack.config.ts', '--no-color'], dir);
      if (cliMajor >= 7 || nativeTypeStripping) expect([status, output]).toEqual([0, expect.stringContaining('compiled successfully')]);
      else expect(cliMessages(output)).toContain('Please install one of them');
      expect(
        unsaid('configuration/configuration-languages.mdx', [
          '`ts-node`, `sucrase`, `@babel/register`, `esbuild-register` and `@swc/register`',
          'webpack-cli 7 then also tries [`tsx`](https://tsx.is/)',
          'stops with "Please install one of them"',
        ]),
      ).toEqual([]);
      expect(unsaid('api/cli.mdx', ['webpack-cli 6 always needs one of interpret\'s loaders (`tsx` is not one)'])).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('NODE_ENV and mode', () => {
  it('webpack-cli uses NODE_ENV as the mode when nothing else sets one', () => {
    const dir = tempProject({
      'webpack.config.js': 'module.exports = { devtool: false, optimization: { minimize: false } };\n',
      'src/index.js': 'console.log(process.env.NODE_ENV);\n',
    });
    try {
      const { status, output } = runCli(['--no-color'], dir, { NODE_ENV: 'development' });
      expect(status).toBe(0);
      expect(output).not.toContain("The 'mode' option has not been set");
      expect(fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8')).toContain('"development"');
      expect(
        unsaid('configuration/mode.mdx', [
          'webpack-cli has one more source: when neither the configuration nor `--mode` sets a mode, it uses the `NODE_ENV` environment variable as the mode',
          /^(?!.*Setting `NODE_ENV` in your shell does not set `mode`)/,
        ]),
      ).toEqual([]);
      expect(unsaid('api/cli.mdx', ['webpack-cli also uses `NODE_ENV` as the mode'])).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('versions the CLI pages give', () => {
  const engines = (pkg: string): string => require(`${pkg}/package.json`).engines.node.replace(/^>=\s*/, '');

  it('Node.js and webpack versions of the installed webpack-cli', () => {
    const pkg = require('webpack-cli/package.json');
    const webpackRange = pkg.peerDependencies.webpack.replace(/^\^/, '');
    expect(unsaid('api/cli.mdx', [`webpack-cli ${cliMajor} declares Node.js ${engines('webpack-cli')} or newer`])).toEqual([]);
    expect(unsaid('api/cli.mdx', [`webpack-cli ${cliMajor} needs webpack ${webpackRange} or newer`])).toEqual([]);
    if (cliMajor >= 7) {
      // webpack-cli 7 depends on rechoir 1, whose own engines field is stricter
      const rechoir = createRequire(require.resolve('webpack-cli/package.json'))('rechoir/package.json');
      const rechoirNode = rechoir.engines.node.replace(/^>=\s*/, '');
      expect(unsaid('api/cli.mdx', [`(\`rechoir\` ${rechoir.version.split('.').slice(0, 2).join('.')}`])).toEqual([]);
      expect(unsaid('api/cli.mdx', [`declares Node.js ${rechoirNode}`])).toEqual([]);
      expect(unsaid('migrate/5.mdx', [`webpack-cli 7 needs Node.js ${engines('webpack-cli').replace(/\.0$/, '')} or later and webpack ${webpackRange} or later`])).toEqual([]);
    }
  });

  it('the dev server versions webpack-cli accepts', () => {
    const range: string = require('webpack-cli/package.json').peerDependencies['webpack-dev-server'] ?? '';
    const majors = [...range.matchAll(/\^(\d+)/g)].map((m) => m[1]);
    if (cliMajor >= 7) {
      expect(majors).toEqual(['5', '6']);
      expect(unsaid('migrate/5.mdx', [`version ${majors.join(' or ')} for webpack-cli 7`])).toEqual([]);
    }
  });
});
