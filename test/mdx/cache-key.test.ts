import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

type CacheKeyModule = typeof import('../../scripts/pipeline/2-mdx/cache-key.ts');
type LockFile = { packages: Record<string, { version?: string; integrity?: string }> };

/**
 * The compiled-page cache must never hand back a page compiled by another pipeline. Each case copies
 * the build scripts into a scratch project (sharing this one's `node_modules`), changes one thing, and
 * compares the key of the same page there with the key here.
 */
describe('the compiled-page cache key', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'mdx-key-'));
  const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as LockFile;
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  async function keyIn(name: string, change: (root: string, lock: LockFile) => void): Promise<string> {
    const root = path.join(scratch, name);
    fs.cpSync('scripts', path.join(root, 'scripts'), { recursive: true });
    fs.cpSync('src/shared', path.join(root, 'src/shared'), { recursive: true });
    fs.symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'));
    const copy = structuredClone(lock);
    change(root, copy);
    fs.writeFileSync(path.join(root, 'package-lock.json'), JSON.stringify(copy));
    const module = (await import(
      pathToFileURL(path.join(root, 'scripts/pipeline/2-mdx/cache-key.ts')).href
    )) as CacheKeyModule;
    return module.compiledFileName('/site/content/guides/caching.mdx', '---\ntitle: Caching\n---\n');
  }

  const bump = (entry: { version?: string; integrity?: string } | undefined) => {
    if (!entry) throw new Error('package not in the lockfile');
    entry.version = `${entry.version}-other`;
    entry.integrity = 'sha512-other';
  };

  let unchanged = '';
  beforeAll(async () => {
    unchanged = await keyIn('unchanged', () => {});
  });

  it('changes with the version of any package the pipeline runs, direct or not', async () => {
    for (const name of ['shiki', '@shikijs/rehype', 'remark-gfm', 'github-slugger', 'micromark', 'remark-stringify']) {
      const key = await keyIn(`bump-${name.replace('/', '-')}`, (_, copy) =>
        bump(copy.packages[`node_modules/${name}`]),
      );
      expect({ name, same: key === unchanged }).toEqual({ name, same: false });
    }
  });

  it('changes with the code that sets the compile options', async () => {
    const key = await keyIn('options', (root) => {
      const file = path.join(root, 'scripts/pipeline/2-mdx/pipeline.ts');
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace("'@mdx-js/react'", "'@mdx-js/preact'"));
    });
    expect(key).not.toBe(unchanged);
  });

  it('changes with a project file the pipeline imports from outside scripts/', async () => {
    const key = await keyIn('line-breaks', (root) => {
      const file = path.join(root, 'src/shared/content/line-breaks.ts');
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace("'code-word'", "'code-part'"));
    });
    expect(key).not.toBe(unchanged);
  });

  it('stays the same when only packages outside the pipeline change', async () => {
    const key = await keyIn('unrelated', (_, copy) => bump(copy.packages['node_modules/jest']));
    expect(key).toBe(unchanged);
  });
});
