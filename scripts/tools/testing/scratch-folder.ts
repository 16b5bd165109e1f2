import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A new folder in the run's temp folder holding the given files (`name` → text). */
export function scratchFolder(prefix: string, files: Record<string, string> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}
