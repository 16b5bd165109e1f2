import { execFileSync } from 'node:child_process';

function git(args: string[], cwd: string): string | undefined {
  try {
    return execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 << 20,
    });
  } catch {
    return undefined;
  }
}

/**
 * When each file under the content folder last changed, from git history: path relative to the
 * folder (`guides/caching.mdx`) → date of the newest commit touching it (`2026-11-24`). One `git log`
 * for the whole folder. Empty when there is no history to trust: no git, a folder outside a
 * repository, or a shallow clone (where every file would seem changed by its one commit).
 */
export function lastUpdatedDates(contentDir: string): Map<string, string> {
  const dates = new Map<string, string>();
  if (git(['rev-parse', '--is-shallow-repository'], contentDir)?.trim() !== 'false') return dates;
  const log = git(['log', '--format=%x1e%cs', '--name-only', '--relative', '--', '.'], contentDir) ?? '';
  for (const commit of log.split('\x1e').slice(1)) {
    const [date, ...files] = commit.split('\n').filter(Boolean);
    // Newest first: a file keeps the first date it is seen with.
    for (const file of files) if (!dates.has(file)) dates.set(file, date);
  }
  return dates;
}
