import { spawn, type ChildProcess } from 'node:child_process';

/** What a command printed (stdout and stderr, interleaved) and how it ended. */
export interface CommandResult {
  code: number;
  output: string;
  ms: number;
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
  const child = spawn(command, {
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
        stopped: stopping,
      });
    });
  });
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
