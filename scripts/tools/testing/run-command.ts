import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';

/** What a command printed (stdout and stderr, interleaved) and how it ended. */
export interface CommandResult {
  code: number;
  output: string;
  ms: number;
  /** CPU time (user and system) of everything the command ran, as bash's `times` counts it. */
  cpuMs?: number;
  /** Ended by `stopAll()`, not on its own. */
  stopped: boolean;
}

const running = new Set<ChildProcess>();
let stopping = false;

/**
 * Runs `command` in bash as a process group of its own, collecting its output. `stopAll()` ends the
 * groups still running (and whatever they started: jest workers, Chromium, webpack's workers).
 */
export function runCommand(command: string, env: NodeJS.ProcessEnv = {}): Promise<CommandResult> {
  const started = performance.now();
  const timesFile = path.join(os.tmpdir(), `times-${process.pid}-${running.size}-${Math.round(started)}`);
  const child = spawn(`${command}\nstatus=$?; times > '${timesFile}'; exit $status`, {
    shell: '/bin/bash',
    detached: true,
    env: { ...process.env, ...(process.stdout.isTTY && { FORCE_COLOR: '1' }), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve({
        code: code ?? (signal ? 128 : 1),
        output: Buffer.concat(chunks).toString('utf8'),
        ms: performance.now() - started,
        cpuMs: childrenCpuMs(timesFile),
        stopped: stopping,
      });
    });
  });
}

/** Reads the children's line of bash's `times` (`1m2.500s 0m3.250s`: user, system) and removes the file. */
function childrenCpuMs(file: string): number | undefined {
  if (!fs.existsSync(file)) return undefined;
  const children = fs.readFileSync(file, 'utf8').trim().split('\n')[1] ?? '';
  fs.rmSync(file, { force: true });
  const times = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map((match) => Number(match[1]) * 60 + Number(match[2]));
  return times.length === 2 ? (times[0] + times[1]) * 1000 : undefined;
}

/** Ends every command still running, with all it started. */
export function stopAll(): void {
  stopping = true;
  for (const child of running) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

export const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
