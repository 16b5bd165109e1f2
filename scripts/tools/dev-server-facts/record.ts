import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawn } from 'node:child_process';
import { FACTS_FILE, flagsInHelp, serverPorts, type DevServerFacts } from './facts.ts';
import { PLAIN_OUTPUT, cliHelp, runCli, tempProject } from './cli-process.ts';
import { documentedVersions, installedVersion } from '../option-schemas/snapshots.ts';

/**
 * `npm run dev-server:record`: installs the webpack-dev-server release the Dev Server page documents
 * (`test/content/schemas/documented-versions.json`) beside this project's webpack and webpack-cli in a
 * scratch folder, runs `webpack serve` the ways the CLI and Dev Server pages describe, and writes what
 * happened to test/content/dev-server-facts.json. Run it after changing the documented release or
 * webpack-cli, then `npm run schemas:refresh -- webpack-dev-server` for its options.
 */

function installed(pkg: string): string {
  const version = installedVersion(pkg);
  if (!version) throw new Error(`${pkg} is not installed: run npm ci first`);
  return version;
}

const quiet = 'hot: false, liveReload: false, client: false, static: false';
/** Two configurations that both have `devServer`, on ports the system picks. */
const twoServers = {
  'webpack.config.js': `module.exports = [
  { name: 'a', mode: 'development', devtool: false, entry: './src/a.js', output: { filename: 'a.js' }, devServer: { port: 0, ${quiet} } },
  { name: 'b', mode: 'development', devtool: false, entry: './src/b.js', output: { filename: 'b.js' }, devServer: { port: 0, ${quiet} } },
];
`,
  'src/a.js': "console.log('a');\n",
  'src/b.js': "console.log('b');\n",
};

function get(url: string, headers: http.OutgoingHttpHeaders = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers }, (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Runs `webpack serve` until `done(output)` holds, then `onReady`, then stops it; resolves with the output. */
async function serveUntil(
  cli: string,
  cwd: string,
  args: string[],
  done: (output: string) => boolean,
  onReady?: (output: string) => Promise<void>,
): Promise<string> {
  const child = spawn(process.execPath, [cli, 'serve', '--no-color', ...args], {
    cwd,
    env: { ...process.env, ...PLAIN_OUTPUT },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  try {
    await new Promise<void>((resolve, reject) => {
      const check = (chunk: Buffer) => {
        output += chunk.toString();
        if (done(output)) resolve();
      };
      child.stdout.on('data', check);
      child.stderr.on('data', check);
      child.on('exit', () => (done(output) ? resolve() : reject(new Error(`webpack serve exited early:\n${output}`))));
    });
    await onReady?.(output);
  } finally {
    if (child.exitCode === null) child.kill('SIGINT');
    // The dev server shuts down gracefully on SIGINT; force it if that hangs.
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(force);
  }
  return output;
}

type Probe = Pick<DevServerFacts, 'arrayOfConfigs' | 'foreignHost'>;

async function serveArray(cli: string, dir: string): Promise<Probe> {
  const statuses: Record<string, number>[] = [];
  let foreignHost = { status: 0, body: '' };
  const bothCompiled = (text: string) =>
    serverPorts(text).length === 2 && (text.match(/compiled successfully/g) ?? []).length >= 2;
  await serveUntil(cli, dir, [], bothCompiled, async (text) => {
    for (const port of serverPorts(text)) {
      const served: Record<string, number> = {};
      for (const file of ['a.js', 'b.js']) served[file] = (await get(`http://127.0.0.1:${port}/${file}`)).status;
      statuses.push(served);
    }
    foreignHost = await get(`http://127.0.0.1:${serverPorts(text).at(-1)}/b.js`, { Host: 'evil.example' });
  });
  return { arrayOfConfigs: statuses, foreignHost };
}

async function perCompiler(cli: string, dir: string, cliMajor: number): Promise<string> {
  // webpack-cli 6 does not know the flag and stops at once; 7 starts the servers.
  if (cliMajor < 7) return runCli(cli, ['serve', '--dev-server-per-compiler'], dir).output;
  return serveUntil(cli, dir, ['--dev-server-per-compiler'], (text) => serverPorts(text).length === 2);
}

async function samePort(cli: string, scratch: string): Promise<DevServerFacts['samePort']> {
  const port = await freePort();
  const config = twoServers['webpack.config.js'].replaceAll('port: 0', `port: ${port}`);
  return runCli(cli, ['serve'], tempProject({ ...twoServers, 'webpack.config.js': config }, scratch));
}

function serveFlags(cli: string, dir: string): string[] {
  const help = cliHelp(cli, ['serve', '--help=verbose'], dir);
  // Without the dev server, webpack-cli prints a shorter help that asks for it.
  if (/need to install/.test(help)) throw new Error(`webpack serve --help failed:\n${help}`);
  return flagsInHelp(help);
}

async function record(): Promise<void> {
  const version = documentedVersions()['webpack-dev-server'];
  if (!version) throw new Error('documented-versions.json names no webpack-dev-server release');
  const [webpackCli, webpack] = [installed('webpack-cli'), installed('webpack')];
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-server-facts-'));
  try {
    fs.writeFileSync(path.join(scratch, 'package.json'), '{ "private": true }\n');
    const packages = [`webpack@${webpack}`, `webpack-cli@${webpackCli}`, `webpack-dev-server@${version}`];
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', ...packages], {
      cwd: scratch,
      stdio: 'inherit',
    });
    const cli = path.join(scratch, 'node_modules/webpack-cli/bin/cli.js');
    const dir = tempProject(twoServers, scratch);
    const facts: DevServerFacts = {
      package: 'webpack-dev-server',
      version,
      webpackCli,
      webpack,
      serveFlags: serveFlags(cli, dir),
      ...(await serveArray(cli, dir)),
      perCompiler: await perCompiler(cli, dir, Number(webpackCli.split('.')[0])),
      samePort: await samePort(cli, scratch),
    };
    fs.writeFileSync(FACTS_FILE, `${JSON.stringify(facts, null, 2)}\n`);
    console.log(`recorded webpack-dev-server@${version} with webpack-cli@${webpackCli} in ${FACTS_FILE}`);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

await record();
