/**
 * Confirms the entries of evidence.ts against webpack's published packages:
 *
 *   npx tsx test/content/badges/check-evidence.ts
 *
 * For every entry it fetches the release before and the release of the badge with `npm pack`, and checks that
 * the option (or the source string) is missing from the first and present in the second. Needs the npm
 * registry; not part of `npm test`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EVIDENCE, type Evidence } from './evidence.ts';
import { optionSince } from './since-sources.ts';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'badge-evidence-'));

function unpack(version: string): string {
  const dir = path.join(work, version);
  if (fs.existsSync(dir)) return path.join(dir, 'package');
  fs.mkdirSync(dir);
  const tarball = execFileSync('npm', ['pack', `webpack@${version}`, '--silent', '--pack-destination', dir], { encoding: 'utf8' }).trim();
  execFileSync('tar', ['xzf', path.join(dir, tarball), '-C', dir]);
  return path.join(dir, 'package');
}

function sources(dir: string): string {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
}

function has(version: string, look: Evidence['look']): boolean {
  const packageDir = unpack(version);
  if ('source' in look) return sources(path.join(packageDir, 'lib')).includes(look.source);
  const schema = JSON.parse(fs.readFileSync(path.join(packageDir, 'schemas/WebpackOptions.json'), 'utf8'));
  const [first, ...rest] = look.option.split('.');
  if (first === 'Rule') return optionSince(schema, schema.definitions.RuleSetRule, rest) !== undefined;
  return optionSince(schema, schema, [first, ...rest]) !== undefined;
}

let failures = 0;
try {
  for (const [key, evidence] of Object.entries(EVIDENCE)) {
    const before = has(evidence.before, evidence.look);
    const after = has(evidence.version, evidence.look);
    const ok = !before && after;
    if (!ok) failures++;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${key}: ${evidence.before} ${before ? 'has' : 'lacks'} it, ${evidence.version} ${after ? 'has' : 'lacks'} it`);
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
process.exitCode = failures ? 1 : 0;
