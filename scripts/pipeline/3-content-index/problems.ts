import path from 'node:path';
import type { CheckKind } from './checks.ts';

/** A problem found in the content, reported with the file and line a writer has to open. */
export interface Problem {
  /** Path relative to the repository root, e.g. `content/guides/caching.mdx`. */
  file: string;
  line: number;
  message: string;
  /** How to fix it. */
  hint: string;
  /** Set when a writer may let it through as a warning (see checks.ts). */
  kind?: CheckKind;
}

/** How a problem names a file: relative to the repository root, or absolute when it lies outside. */
export function problemPath(rootDir: string, absolute: string): string {
  const relative = path.relative(rootDir, absolute);
  return relative.startsWith('..') ? absolute : relative.split(path.sep).join('/');
}

export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line}: ${problem.message}\n    hint: ${problem.hint}`;
}
