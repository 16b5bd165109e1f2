import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One temporary folder for a whole test run: everything that asks the OS for a temp folder (tests'
 * scratch folders, Chromium's profiles, tsx's cache) gets it inside this one through TMPDIR, and it is
 * removed when the run ends, whether the tests passed or not. Jest runs the projects' global setups
 * before the run's own, so each calls `openTempRoot()`; the first call makes the folder.
 */

const PREFIX = 'webpack-docs-tests-';
const state = globalThis as { __tempRoot?: string };

/** The run's temp root, made on first call; TMPDIR points at it, for this process and its children. */
export function openTempRoot(): string {
  if (!state.__tempRoot) {
    state.__tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), PREFIX));
    process.env.TMPDIR = state.__tempRoot;
  }
  return state.__tempRoot;
}

/** Removes the temp root and everything in it. */
export function closeTempRoot(): void {
  if (state.__tempRoot) fs.rmSync(state.__tempRoot, { recursive: true, force: true });
  state.__tempRoot = undefined;
}
