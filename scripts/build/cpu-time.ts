import fs from 'node:fs';

/** Linux counts CPU time in clock ticks of 10 ms (USER_HZ = 100). */
const TICK_MS = 10;

/** CPU time of the finished child processes this process waited for (the minifier workers), in ms. */
function childrenCpuMs(): number {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    // After `pid (command) `: state is field 3; cutime and cstime are fields 16 and 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) * TICK_MS;
  } catch {
    return 0; // not Linux: only this process is counted
  }
}

/**
 * CPU time (user + system) the build has used so far, its worker threads and finished child processes
 * included. Unlike wall time, it hardly changes with the machine's load.
 */
export function buildCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return Math.round((user + system) / 1000) + childrenCpuMs();
}
