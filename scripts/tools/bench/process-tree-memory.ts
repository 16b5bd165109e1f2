import fs from 'node:fs';

/**
 * Resident memory of a process and all its descendants, read from Linux's /proc. A build is more
 * than one process (the minifier runs in child processes), so the peak of the main process alone
 * would flatter it.
 */

function parentOf(pid: string): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // `pid (command) state ppid ...`: the command may contain spaces and parentheses.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined; // exited while we looked
  }
}

function residentKb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The resident memory of `root` and every process below it, in KB. */
export function treeResidentKb(root: number): number {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = parentOf(entry);
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  let total = 0;
  for (const pending = [root]; pending.length > 0;) {
    const pid = pending.pop()!;
    total += residentKb(pid);
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Samples the tree's memory every `intervalMs` until stopped; `stop` returns the peak in MB. */
export function trackTreeMemory(root: number, intervalMs = 50): { stop: () => number } {
  let peakKb = treeResidentKb(root);
  const timer = setInterval(() => {
    peakKb = Math.max(peakKb, treeResidentKb(root));
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.round(peakKb / 1024);
    },
  };
}
