import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loader-import-'));
  fs.writeFileSync(path.join(dir, 'index.js'), 'export const answer = 42;');
  fs.writeFileSync(path.join(dir, 'loader.mjs'), 'export default (source) => source;');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * Runs one compilation that loads an ES-module loader with `runWebpack`, in a Node process of its own
 * (Jest's module registry is not Node's), and says whether the compilation could be collected after.
 */
function compilationCollected(): boolean {
  const code = `
    import { runWebpack } from './scripts/build/run-webpack.ts';
    const dir = ${JSON.stringify(dir)};
    let compilation;
    await runWebpack({
      mode: 'none',
      context: dir,
      entry: './index.js',
      output: { path: dir + '/out' },
      module: { rules: [{ test: /\\.js$/, use: dir + '/loader.mjs' }] },
      plugins: [{ apply: (compiler) => compiler.hooks.thisCompilation.tap('test', (made) => (compilation = new WeakRef(made))) }],
    });
    // A WeakRef holds its target until the job that made or read it has ended.
    await new Promise((resolve) => setTimeout(resolve, 0));
    gc();
    console.log(JSON.stringify(compilation.deref() === undefined));`;
  const output = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', code], {
    encoding: 'utf8',
  });
  return JSON.parse(output) as boolean;
}

describe('webpack’s import of ES-module loaders', () => {
  it('does not keep the compilation that first needed it once the compilation has ended', () => {
    expect(compilationCollected()).toBe(true);
  });
});
