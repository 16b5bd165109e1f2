/**
 * The option schema snapshots in test/content/schemas/ are as new as what the site documents: the
 * installed version of a package the project uses (an `npm update` must be followed by
 * `npm run schemas:refresh`), and otherwise the release `documented-versions.json` names (raise it
 * when a page is updated for a new release, then refresh). A snapshot older than that would let a
 * page miss options the release added without any test noticing.
 */
import { OPTION_SOURCES } from '../../scripts/tools/option-schemas/sources.ts';
import {
  documentedVersions,
  installedVersion,
  schemaSnapshot,
  snapshotPackages,
} from '../../scripts/tools/option-schemas/snapshots.ts';

/** Negative, zero or positive as `a` is older than, the same as or newer than `b` (plain x.y.z). */
function compareVersions(a: string, b: string): number {
  const parts = (version: string) => version.split(/[.+-]/).slice(0, 3).map(Number);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

describe('compareVersions', () => {
  it('orders by major, minor, then patch, numerically', () => {
    expect(compareVersions('12.3.3', '12.10.0')).toBeLessThan(0);
    expect(compareVersions('5.0.1', '5.0.1')).toBe(0);
    expect(compareVersions('10.0.0', '9.9.9')).toBeGreaterThan(0);
  });
});

describe('option schema snapshots', () => {
  const documented = documentedVersions();

  it('exist for exactly the packages scripts/tools/option-schemas/sources.ts knows', () => {
    expect(snapshotPackages().sort()).toEqual(Object.keys(OPTION_SOURCES).sort());
  });

  it('name a documented version for every package the project does not install', () => {
    const undocumented = Object.keys(OPTION_SOURCES).filter((pkg) => !installedVersion(pkg) && !documented[pkg]);
    expect(undocumented).toEqual([]);
  });

  it.each(Object.keys(OPTION_SOURCES))('%s: the snapshot is not older than the version documented', (pkg) => {
    const snapshot = schemaSnapshot(pkg);
    expect(snapshot.package).toBe(pkg);
    expect(snapshot.options.length).toBeGreaterThan(0);
    const installed = installedVersion(pkg);
    const expected = installed ?? documented[pkg];
    const fix = `run npm run schemas:refresh -- ${pkg}`;
    if (installed) expect({ snapshot: snapshot.version, fix }).toEqual({ snapshot: installed, fix });
    else expect({ older: compareVersions(snapshot.version, expected) < 0, fix }).toEqual({ older: false, fix });
  });
});
