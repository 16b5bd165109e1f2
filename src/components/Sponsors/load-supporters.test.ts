/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type webpack from 'webpack';
import { loadSupporters, SUPPORTERS_FILE, type DataContext } from './load-supporters';

/** Required, not imported: an ES import enumerates webpack's exports, which warns about the deprecated ones. */
const bundler = createRequire(import.meta.url)('webpack') as typeof webpack;
const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../..');
const FIXTURE = fs.readFileSync(path.join(ROOT, 'test/fixtures/supporters.json'), 'utf8');

/** A stand-in for webpack's lazy context: the files it matched, each loaded as a JSON module. */
function context(files: Record<string, unknown>): DataContext {
  const load = (request: string) =>
    request in files ? Promise.resolve({ default: files[request] }) : Promise.reject(new Error('Cannot find module'));
  return Object.assign(load, { keys: () => Object.keys(files) });
}

describe('loadSupporters', () => {
  it('reads the data file when there is one, keeping only well-formed entries', async () => {
    const supporters = await loadSupporters(context({ [SUPPORTERS_FILE]: [...JSON.parse(FIXTURE), { name: 'x' }] }));
    expect(supporters.map((supporter) => supporter.slug)).toContain('example-platinum');
    expect(supporters).toHaveLength(JSON.parse(FIXTURE).length);
  });

  it('gives no supporters when there is no data file, or it is not a list', async () => {
    await expect(loadSupporters(context({}))).resolves.toEqual([]);
    await expect(loadSupporters(context({ [SUPPORTERS_FILE]: { not: 'a list' } }))).resolves.toEqual([]);
  });
});

/**
 * Bundles the real loader with webpack in a folder shaped like the project (`src/`, and the build's
 * generated folder behind `@generated`), with and without the data file: the build must work either
 * way, know which it is, and the data must be a chunk of its own.
 */
async function bundle(withData: boolean): Promise<{ dir: string; load: () => Promise<unknown[]>; has: () => boolean }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'supporters-build-'));
  for (const file of ['components/Sponsors/load-supporters.ts', 'shared/data/supporters.ts']) {
    fs.mkdirSync(path.dirname(path.join(dir, 'src', file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, 'src', file), path.join(dir, 'src', file));
  }
  fs.mkdirSync(path.join(dir, 'generated'));
  if (withData) fs.writeFileSync(path.join(dir, 'generated/supporters.json'), FIXTURE);
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    bundler(
      {
        mode: 'production',
        target: 'node',
        context: dir,
        entry: './src/components/Sponsors/load-supporters.ts',
        output: { path: path.join(dir, 'dist'), library: { type: 'commonjs2' }, chunkFilename: '[name].js' },
        resolve: { extensions: ['.ts', '.js'], alias: { '@generated': path.join(dir, 'generated') } },
        resolveLoader: { modules: [path.join(ROOT, 'node_modules')] },
        module: {
          rules: [
            {
              test: /\.ts$/,
              loader: 'ts-loader',
              options: { transpileOnly: true, configFile: path.join(ROOT, 'tsconfig.json') },
            },
          ],
        },
        optimization: { minimize: false },
      },
      (error, result) => (error || !result ? reject(error) : resolve(result)),
    ),
  );
  expect(stats.toJson({ all: false, errors: true }).errors).toEqual([]);
  const loader = createRequire(import.meta.url)(path.join(dir, 'dist/main.js')) as {
    loadSupporters: () => Promise<unknown[]>;
    hasSupporters: () => boolean;
  };
  return { dir, load: () => loader.loadSupporters(), has: () => loader.hasSupporters() };
}

describe('the supporters data in a build', () => {
  it('builds without the data file, and then there are no supporters', async () => {
    const { dir, load, has } = await bundle(false);
    try {
      expect(has()).toBe(false);
      await expect(load()).resolves.toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 30000);

  it('builds the data file into a chunk of its own, loaded on demand', async () => {
    const { dir, load, has } = await bundle(true);
    try {
      expect(has()).toBe(true);
      const chunks = fs.readdirSync(path.join(dir, 'dist')).filter((file) => file !== 'main.js');
      expect(chunks).toEqual([expect.stringMatching(/^supporters-data/)]);
      expect(fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8')).not.toContain('Example Platinum Corp');
      expect(fs.readFileSync(path.join(dir, 'dist', chunks[0]), 'utf8')).toContain('Example Platinum Corp');
      expect(await load()).toHaveLength(JSON.parse(FIXTURE).length);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 30000);
});
