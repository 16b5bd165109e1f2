import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildContentIndex } from './build-index.ts';
import { lastUpdatedDates } from './last-updated.ts';

const temporary: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'last-updated-'));
  temporary.push(dir);
  return dir;
}
afterAll(() => temporary.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function git(cwd: string, args: string[], date?: string): void {
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    cwd,
    stdio: 'ignore',
    env: { ...process.env, ...(date && { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date }) },
  });
}

function write(dir: string, file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
}

/** A repository whose `content/` got a.mdx and guides/b.mdx in 2024, then a change to b in 2025. */
function repository(): string {
  const repo = tempDir();
  git(repo, ['init', '-q']);
  write(repo, 'content/a.mdx', 'a');
  write(repo, 'content/guides/b.mdx', 'b');
  write(repo, 'README.md', 'outside the content folder');
  git(repo, ['add', '.']);
  git(repo, ['commit', '-q', '-m', 'first'], '2024-03-01T12:00:00Z');
  write(repo, 'content/guides/b.mdx', 'b, changed');
  write(repo, 'README.md', 'changed too');
  git(repo, ['commit', '-q', '-am', 'second'], '2025-06-15T12:00:00Z');
  return repo;
}

describe('lastUpdatedDates', () => {
  it("gives each content file its last commit's date, with paths relative to the content folder", () => {
    const dates = lastUpdatedDates(path.join(repository(), 'content'));
    expect(Object.fromEntries(dates)).toEqual({ 'a.mdx': '2024-03-01', 'guides/b.mdx': '2025-06-15' });
  });

  it('gives nothing outside a repository, or in a shallow clone', () => {
    const loose = tempDir();
    write(loose, 'a.mdx', 'a');
    expect(lastUpdatedDates(loose).size).toBe(0);
    const shallow = path.join(tempDir(), 'clone');
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${repository()}`, shallow], { stdio: 'ignore' });
    expect(lastUpdatedDates(path.join(shallow, 'content')).size).toBe(0);
  });

  it('puts the dates in the content index, and none where the history has none', () => {
    const repo = repository();
    write(repo, 'content/new.mdx', '---\ntitle: New\n---\n\nNot committed yet.\n');
    write(repo, 'content/a.mdx', '---\ntitle: A\n---\n\nText.\n');
    write(repo, 'content/guides/b.mdx', '---\ntitle: B\n---\n\nText.\n');
    const index = buildContentIndex({ contentDir: path.join(repo, 'content'), rootDir: repo });
    expect(index.errors).toEqual([]);
    expect(Object.fromEntries(index.pages.map((page) => [page.path, page.lastUpdated]))).toEqual({
      'a.mdx': '2024-03-01',
      'guides/b.mdx': '2025-06-15',
      'new.mdx': undefined,
    });
  });
});
