import fs from 'node:fs';
import path from 'node:path';

/** What `npm ci` installed: package folders (nested ones too) and the size of node_modules. */
export interface InstallSize {
  packages: number;
  /** disk usage (allocated blocks, like `du`) and the files' own sizes (like `du --apparent-size`) */
  diskMb: number;
  apparentMb: number;
}

/** node_modules/.cache holds the tools' caches (jest, webpack), not what an install put there. */
const SKIPPED = new Set(['.cache']);

/** A folder inside node_modules, a scope folder (`@types`), or any other folder. */
type Level = 'modules' | 'scope' | 'other';

export function installSize(modules: string): InstallSize {
  const total = { packages: 0, disk: 0, apparent: 0 };
  const walk = (dir: string, level: Level): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (level === 'modules' && SKIPPED.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      const stat = fs.lstatSync(full);
      total.disk += stat.blocks * 512;
      total.apparent += stat.size;
      if (!entry.isDirectory()) continue;
      if (level === 'modules' && entry.name.startsWith('@')) {
        walk(full, 'scope');
        continue;
      }
      if (level !== 'other' && fs.existsSync(path.join(full, 'package.json'))) total.packages += 1;
      walk(full, entry.name === 'node_modules' ? 'modules' : 'other');
    }
  };
  walk(modules, 'modules');
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  return { packages: total.packages, diskMb: mb(total.disk), apparentMb: mb(total.apparent) };
}
