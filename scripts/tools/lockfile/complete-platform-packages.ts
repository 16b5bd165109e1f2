/**
 * Adds lockfile entries for platform-specific optional binaries that this workplace's npm registry
 * does not serve (it answers 404 for, e.g., `@swc/core-darwin-arm64`). npm then leaves them out of
 * package-lock.json, and `npm ci` refuses the lock as out of sync with package.json. Each added entry
 * carries the os/cpu/libc its package name states, so npm skips it on other platforms without a fetch.
 *
 * Run after `npm install` changes dependencies: `npm run lockfile:platforms`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

interface LockEntry {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}
type LockPackages = Record<string, LockEntry>;

const OPERATING_SYSTEMS = ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'openharmony', 'win32'];
const CPUS = ['arm64', 'arm', 'ia32', 'loong64', 'ppc64', 's390x', 'riscv64', 'x64'];
const LIBCS: Record<string, string> = { gnu: 'glibc', gnueabihf: 'glibc', musl: 'musl', musleabihf: 'musl' };

/** Reads the platform from a binary package's name, e.g. `@rollup/rollup-linux-arm-musleabihf`. */
export function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | undefined {
  const tokens = name.slice(name.lastIndexOf('/') + 1).split('-');
  const osIndex = tokens.findIndex((token) => OPERATING_SYSTEMS.includes(token));
  const cpu = tokens[osIndex + 1];
  if (osIndex < 0 || cpu === undefined || !CPUS.includes(cpu)) return undefined;
  const os = tokens[osIndex]!;
  const libc = LIBCS[tokens[osIndex + 2] ?? ''];
  return { os: [os], cpu: [cpu], ...(os === 'linux' && libc ? { libc: [libc] } : {}) };
}

/** Whether node would find `dependency` when it is required from the package installed at `from`. */
function isInstalledFor(packages: LockPackages, from: string, dependency: string): boolean {
  for (let base = from; ;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${dependency}`]) return true;
    if (!base) return false;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
}

/** Returns the lock's packages with the missing platform binaries added at the top level, sorted as npm sorts. */
export function completePlatformPackages(packages: LockPackages): { packages: LockPackages; added: string[] } {
  const completed = { ...packages };
  const added: string[] = [];
  for (const [path, entry] of Object.entries(packages)) {
    for (const [dependency, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const platform = platformOf(dependency);
      if (!platform || isInstalledFor(completed, path, dependency)) continue;
      completed[`node_modules/${dependency}`] = { version, optional: true, ...platform };
      added.push(`${dependency}@${version}`);
    }
  }
  const sorted = Object.keys(completed).sort((a, b) => a.localeCompare(b, 'en'));
  return { packages: Object.fromEntries(sorted.map((key) => [key, completed[key]!])), added };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1])) {
  const file = process.argv[2] ?? 'package-lock.json';
  const lock = JSON.parse(readFileSync(file, 'utf8')) as { packages: LockPackages };
  const { packages, added } = completePlatformPackages(lock.packages);
  writeFileSync(file, `${JSON.stringify({ ...lock, packages }, null, 2)}\n`);
  console.log(added.length ? `Added ${added.length} platform packages: ${added.join(', ')}` : 'Nothing to add.');
}
