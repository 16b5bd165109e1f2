/**
 * Loader options of a configuration, validated against the option schema of each installed loader.
 *
 * webpack only validates loader options when a loader runs, which a test that does not compile never reaches.
 * So the rules of the configuration are walked (`rules`, `oneOf`, `use` as string, object or array, `loader`
 * with `options`), each loader is resolved from the example's folder, and its options are checked with the
 * schema file that ships next to the loader's code (`options.json`, `schema.json` or `loader-options.json`)
 * the way the loader checks them itself (schema-utils). Loaders that are not installed, or ship no schema,
 * are skipped.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const requireFromRoot = createRequire(path.join(process.cwd(), 'package.json'));
const { validate } = requireFromRoot('schema-utils') as typeof import('schema-utils');

type Rule = Record<string, unknown>;
export interface LoaderUse {
  loader: string;
  options?: unknown;
}

/** Every loader with its options in a list of rules. */
export function loaderUses(rules: unknown): LoaderUse[] {
  if (!Array.isArray(rules)) return [];
  const uses: LoaderUse[] = [];
  const fromUse = (use: unknown) => {
    if (typeof use === 'string') for (const loader of use.split('!').filter(Boolean)) uses.push({ loader });
    else if (Array.isArray(use)) use.forEach(fromUse);
    else if (use && typeof use === 'object' && typeof (use as Rule).loader === 'string') {
      uses.push({ loader: (use as Rule).loader as string, options: (use as Rule).options });
    }
  };
  for (const rule of rules as Rule[]) {
    if (!rule || typeof rule !== 'object') continue;
    if (typeof rule.loader === 'string') uses.push({ loader: rule.loader, options: rule.options });
    fromUse(rule.use);
    uses.push(...loaderUses(rule.oneOf), ...loaderUses(rule.rules));
  }
  return uses;
}

const SCHEMA_FILES = ['options.json', 'schema.json', 'loader-options.json'];

/** Problems with the options of installed loaders that ship a schema. */
export function loaderOptionProblems(rules: unknown, dir: string): string[] {
  const resolveFrom = createRequire(path.join(dir, 'package.json'));
  const problems: string[] = [];
  for (const { loader, options } of loaderUses(rules)) {
    if (!options || typeof options !== 'object') continue;
    let file: string;
    try {
      file = resolveFrom.resolve(loader.split('?')[0]);
    } catch {
      continue;
    }
    const schemaFile = SCHEMA_FILES.map((name) => path.join(path.dirname(file), name)).find((candidate) => fs.existsSync(candidate));
    if (!schemaFile || !file.includes(`${path.sep}node_modules${path.sep}`)) continue;
    try {
      validate(JSON.parse(fs.readFileSync(schemaFile, 'utf8')), options as object, { name: loader, baseDataPath: 'options' });
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  return problems;
}
