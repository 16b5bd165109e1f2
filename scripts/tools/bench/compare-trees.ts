import fs from 'node:fs';
import path from 'node:path';
import { filesOf } from '../../pipeline/0-check/fingerprint.ts';

const relativeFiles = (dir: string) => new Set(filesOf(dir).map((file) => path.relative(dir, file)));

/** Every difference between two output folders: files only one has, and files whose bytes differ. */
export function treeDifferences(expected: string, actual: string): string[] {
  const want = relativeFiles(expected);
  const have = relativeFiles(actual);
  const differences: string[] = [];
  for (const file of want) {
    if (!have.has(file)) differences.push(`missing: ${file}`);
    else if (!fs.readFileSync(path.join(expected, file)).equals(fs.readFileSync(path.join(actual, file))))
      differences.push(`differs: ${file}`);
  }
  for (const file of have) if (!want.has(file)) differences.push(`extra: ${file}`);
  return differences;
}
