import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';

/** webpack-cli's output without colours, the same on a terminal or not. */
export const PLAIN_OUTPUT = { NO_COLOR: '1', FORCE_COLOR: '0' };

/** Runs webpack-cli (`cli`: its bin/cli.js) to the end: exit status, and stdout then stderr. */
export function runCli(
  cli: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [cli, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...PLAIN_OUTPUT, ...env },
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/** A folder in the temp folder (or under `parent`) holding these files; the caller removes it. */
export function tempProject(files: Record<string, string>, parent = os.tmpdir()): string {
  const dir = fs.mkdtempSync(path.join(parent, 'cli-project-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

/** A help screen of webpack-cli, uncoloured and unwrapped. */
export function cliHelp(cli: string, args: string[], cwd: string): string {
  // webpack-cli exits right after printing; writes to a pipe can be cut short by the exit, writes to a
  // file are synchronous. So stdout goes to a temporary file.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-cli-help-'));
  const file = path.join(dir, 'help.txt');
  const fd = fs.openSync(file, 'w');
  try {
    execFileSync(process.execPath, [cli, ...args], {
      cwd,
      stdio: ['ignore', fd, 'pipe'],
      env: { ...process.env, ...PLAIN_OUTPUT, WEBPACK_CLI_HELP_WIDTH: '400' },
    });
    return fs.readFileSync(file, 'utf8');
  } finally {
    fs.closeSync(fd);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
