import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One temporary folder for a whole test run: everything that asks the OS for a temp folder (tests'
 * scratch folders, Chromium's profiles, tsx's cache) gets it inside this one through TMPDIR, and it is
 * removed when the run ends, whether the tests passed or not. Jest runs the projects' global setups
 * before the run's own, so each calls `openTempRoot()`; the first call makes the folder. A run started
 * by `npm test` (which has made one for all its steps) uses that one: nesting them would make
 * Chromium's socket path longer than a Unix socket allows.
 */

const PREFIX = 'webpack-docs-tests-';
/** Names the temp root of the run that made it, for the processes it starts. */
const MARKER = 'WEBPACK_DOCS_TEMP_ROOT';
const state = globalThis as { __tempRoot?: { dir: string; owned: boolean } };

/** The run's temp root, made on first call; TMPDIR points at it, for this process and its children. */
export function openTempRoot(): string {
  if (!state.__tempRoot) {
    const inherited = process.env[MARKER];
    if (inherited && inherited === process.env.TMPDIR && fs.existsSync(inherited)) {
      state.__tempRoot = { dir: inherited, owned: false };
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), PREFIX));
      state.__tempRoot = { dir, owned: true };
      process.env.TMPDIR = dir;
      process.env[MARKER] = dir;
      // `npm test`, `test:stress` and `bench` start without tsx's cache, so that nothing is written to
      // the temp folder before this one exists; what they start may cache inside it.
      delete process.env.TSX_DISABLE_CACHE;
    }
  }
  return state.__tempRoot.dir;
}

/** Removes the temp root and everything in it, if this process made it. */
export function closeTempRoot(): void {
  if (state.__tempRoot?.owned) fs.rmSync(state.__tempRoot.dir, { recursive: true, force: true });
  state.__tempRoot = undefined;
}
