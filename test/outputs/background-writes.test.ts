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
    files.write(path.join(dir, 'a/b/index.html'), 'one');
    files.write(path.join(dir, 'a/b/index.md'), 'two');
    files.write(path.join(dir, 'c.txt'), 'three');
    await files.finished();
    expect(fs.readFileSync(path.join(dir, 'a/b/index.html'), 'utf8')).toBe('one');
    expect(fs.readFileSync(path.join(dir, 'a/b/index.md'), 'utf8')).toBe('two');
    expect(fs.readFileSync(path.join(dir, 'c.txt'), 'utf8')).toBe('three');
  });

  it('rejects finished() with a write that failed, after the others were written', async () => {
    fs.writeFileSync(path.join(dir, 'taken'), 'a file where a folder should be');
    const files = new BackgroundWrites();
    files.write(path.join(dir, 'taken/index.html'), 'lost');
    files.write(path.join(dir, 'kept.txt'), 'kept');
    await expect(files.finished()).rejects.toThrow(/ENOTDIR|EEXIST/);
    expect(fs.readFileSync(path.join(dir, 'kept.txt'), 'utf8')).toBe('kept');
  });
});
