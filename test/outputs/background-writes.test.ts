import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BackgroundWrites } from '../../scripts/pipeline/background-writes.ts';

let dir: string;
beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'background-writes-'))));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('background writes', () => {
  it('writes every file, creating its folders, by the time finished() resolves', async () => {
    const files = new BackgroundWrites();
    await files.write(path.join(dir, 'a/b/index.html'), 'one');
    await files.write(path.join(dir, 'a/b/index.md'), 'two');
    await files.write(path.join(dir, 'c.txt'), 'three');
    await files.finished();
    expect(fs.readFileSync(path.join(dir, 'a/b/index.html'), 'utf8')).toBe('one');
    expect(fs.readFileSync(path.join(dir, 'a/b/index.md'), 'utf8')).toBe('two');
    expect(fs.readFileSync(path.join(dir, 'c.txt'), 'utf8')).toBe('three');
  });

  it('rejects finished() with a write that failed, after the others were written', async () => {
    fs.writeFileSync(path.join(dir, 'taken'), 'a file where a folder should be');
    const files = new BackgroundWrites();
    await files.write(path.join(dir, 'taken/index.html'), 'lost');
    await files.write(path.join(dir, 'kept.txt'), 'kept');
    await expect(files.finished()).rejects.toThrow(/ENOTDIR|EEXIST/);
    expect(fs.readFileSync(path.join(dir, 'kept.txt'), 'utf8')).toBe('kept');
  });

  it('waits, before taking more than `bound` writes, for earlier ones to end', async () => {
    const bound = 4;
    const files = new BackgroundWrites(bound);
    const written = () => fs.readdirSync(dir).filter((name) => fs.readFileSync(path.join(dir, name), 'utf8') !== '');
    for (let count = 1; count <= 20; count += 1) {
      await files.write(path.join(dir, `${count}.html`), `page ${count}`);
      // The writes left in flight are fewer than `bound`: every other one is on disk, whole.
      expect(written().length).toBeGreaterThanOrEqual(count - bound + 1);
    }
    await files.finished();
    expect(written()).toHaveLength(20);
  });
});
