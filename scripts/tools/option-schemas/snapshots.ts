import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../pipeline/paths.ts';
import type { Json, OptionsRead } from './sources.ts';

/**
 * The option schemas of the loader and plugin packages the site documents, committed in
 * `test/content/schemas/<package>.json` so the content tests need none of those packages installed. `npm run schemas:refresh` rewrites them from
 * the real packages; `test/content/option-schema-snapshots.test.ts` fails when one is older than the version the
 * site documents (`documented-versions.json`, or the installed version for packages the project uses).
 */

export const SCHEMAS_DIR = path.join(ROOT, 'test/content/schemas');

export interface SchemaSnapshot extends OptionsRead {
  package: string;
  version: string;
}

export const snapshotFile = (pkg: string): string => path.join(SCHEMAS_DIR, `${pkg}.json`);

/** The snapshot of `pkg`'s options; throws naming the refresh command when there is none. */
export function schemaSnapshot(pkg: string): SchemaSnapshot {
  const file = snapshotFile(pkg);
  if (!fs.existsSync(file))
    throw new Error(`no option schema snapshot for ${pkg}: run npm run schemas:refresh -- ${pkg}`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as SchemaSnapshot;
}

/** Packages with a snapshot. */
export function snapshotPackages(): string[] {
  return fs
    .readdirSync(SCHEMAS_DIR)
    .filter((file) => file.endsWith('.json') && file !== 'documented-versions.json')
    .map((file) => file.slice(0, -'.json'.length));
}

/** The version of `pkg` in the project's node_modules, if it is installed. */
export function installedVersion(pkg: string): string | undefined {
  const file = path.join(ROOT, 'node_modules', pkg, 'package.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version : undefined;
}

/** The release of each package not installed with the project that its page documents. */
export function documentedVersions(): Record<string, string> {
  return JSON.parse(fs.readFileSync(path.join(SCHEMAS_DIR, 'documented-versions.json'), 'utf8')) as Json;
}
