import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { OPTION_SOURCES } from './sources.ts';
import { SCHEMAS_DIR, documentedVersions, installedVersion, snapshotFile, type SchemaSnapshot } from './snapshots.ts';
import { ROOT } from '../../pipeline/paths.ts';

/**
 * `npm run schemas:refresh [-- <package>...] [-- --latest]`: rewrites the option schema snapshots in
 * test/content/schemas/ from the real packages. A package the project installs is read from
 * node_modules at its installed version; any other is fetched with `npm pack` at the version its page
 * documents (`documented-versions.json`). `--latest` first moves those documented versions to the
 * registry's latest release: then run the content tests to see which new options the pages lack.
 */

const npm = (args: string[], cwd: string) => execFileSync('npm', args, { cwd, encoding: 'utf8' }).trim();

/** Unpacks `pkg@version` from the registry into a folder under `scratch`; returns the package folder. */
function fetchPackage(pkg: string, version: string, scratch: string): string {
  const [{ filename }] = JSON.parse(
    npm(['pack', `${pkg}@${version}`, '--json', '--pack-destination', scratch], scratch),
  );
  const dir = path.join(scratch, pkg.replace('/', '__'));
  fs.mkdirSync(dir, { recursive: true });
  execFileSync('tar', ['-xzf', path.join(scratch, filename), '-C', dir, '--strip-components=1']);
  return dir;
}

function writeJson(file: string, value: unknown): void {
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

function refresh(): void {
  const args = process.argv.slice(2);
  const latest = args.includes('--latest');
  const named = args.filter((arg) => !arg.startsWith('--'));
  const unknown = named.filter((pkg) => !OPTION_SOURCES[pkg]);
  if (unknown.length > 0)
    throw new Error(`no option source for ${unknown.join(', ')} (see scripts/tools/option-schemas/sources.ts)`);
  const packages = named.length > 0 ? named : Object.keys(OPTION_SOURCES);

  const documented = documentedVersions();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'option-schemas-'));
  try {
    for (const pkg of packages) {
      const installed = installedVersion(pkg);
      if (!installed && latest) documented[pkg] = npm(['view', pkg, 'version'], scratch);
      const version = installed ?? documented[pkg];
      if (!version) throw new Error(`${pkg} is not installed and has no version in documented-versions.json`);
      const dir = installed ? path.join(ROOT, 'node_modules', pkg) : fetchPackage(pkg, version, scratch);
      const snapshot: SchemaSnapshot = { package: pkg, version, ...OPTION_SOURCES[pkg](dir) };
      writeJson(snapshotFile(pkg), snapshot);
      console.log(`${pkg}@${version}: ${snapshot.options.length} options (${installed ? 'installed' : 'npm pack'})`);
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  writeJson(path.join(SCHEMAS_DIR, 'documented-versions.json'), documented);
}

refresh();
