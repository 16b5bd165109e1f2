import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Compiler, Configuration, Stats } from 'webpack';

// Small builds of the fixture project for the API examples. Each build writes into its own temporary
// folder, and `cleanup()` (called by the tests in afterEach/afterAll) removes every folder made here.

// webpack is CommonJS: an ES import would read every export, deprecated ones included, and warn
export const webpack: typeof import('webpack') = createRequire(import.meta.url)('webpack');

export const examplesDir = path.join(process.cwd(), 'test/api-examples');
export const fixtureDir = path.join(examplesDir, 'fixture');

const outputDirs: string[] = [];

export interface Output {
  stats: Stats;
  outputPath: string;
  /** Text of an emitted file. */
  read(file: string): string;
  /** Names of the emitted files, sorted. */
  files(): string[];
}

/** A compiler for the fixture project: `mode: 'none'`, output in a fresh temporary folder. */
export function createCompiler(config: Configuration): Compiler {
  const outputPath = fs.mkdtempSync(path.join(os.tmpdir(), 'api-examples-'));
  outputDirs.push(outputPath);
  return webpack({
    mode: 'none',
    context: fixtureDir,
    infrastructureLogging: { level: 'none' },
    ...config,
    output: { path: outputPath, ...config.output },
  });
}

/** Runs a compiler once; rejects on a fatal error or on compilation errors. */
export function run(compiler: Compiler): Promise<Output> {
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      if (error || !stats) return reject(error ?? new Error('no stats'));
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      const outputPath = compiler.outputPath;
      resolve({
        stats,
        outputPath,
        read: (file) => fs.readFileSync(path.join(outputPath, file), 'utf8'),
        files: () => fs.readdirSync(outputPath, { recursive: true, encoding: 'utf8' }).sort(),
      });
    });
  });
}

export function close(compiler: Compiler): Promise<void> {
  return new Promise((resolve, reject) => compiler.close((error) => (error ? reject(error) : resolve())));
}

/** Builds the fixture once with `config` and closes the compiler. */
export async function build(config: Configuration): Promise<Output> {
  const compiler = createCompiler(config);
  try {
    return await run(compiler);
  } finally {
    await close(compiler);
  }
}

/** Removes every output folder created so far. */
export function cleanup(): void {
  for (const dir of outputDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** Lines the build logged through `compilation.getLogger(name)`. */
export function logLines(stats: Stats, name: string): string[] {
  const logging = stats.toJson({ all: false, logging: 'verbose', loggingDebug: [name] }).logging ?? {};
  return (logging[name]?.entries ?? []).map((entry) => entry.message ?? '');
}
