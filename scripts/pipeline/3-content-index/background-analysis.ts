import { fork } from 'node:child_process';
import os from 'node:os';
import type { AnalysisResult } from './analyse.ts';
import type { PendingPage } from './build-index.ts';

/** Nice value of the process: the foreground (the dev server compiling the first page) goes first. */
const BACKGROUND_PRIORITY = 10;

/**
 * Parses `pages` in a child process of low priority and resolves with their analyses, in order. The
 * dev server's first index defers every page it has no cached analysis of to this, so it can answer
 * the first request while the rest is parsed on another core.
 */
export function analyseInBackground(pages: PendingPage[]): Promise<AnalysisResult[]> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./background-analysis-process.ts', import.meta.url), {
      execArgv: ['--import', 'tsx'],
      serialization: 'advanced',
      stdio: 'inherit',
    });
    if (child.pid) os.setPriority(child.pid, BACKGROUND_PRIORITY);
    child.once('message', (results: AnalysisResult[]) => resolve(results));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the background analysis of pages exited with code ${code}`)));
    child.send(pages);
  });
}
