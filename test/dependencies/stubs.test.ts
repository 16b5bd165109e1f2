/**
 * package.json `overrides` installs scripts/stubs/core-js-pure in place of core-js-pure (16 MB), which
 * only @pmmmwh/react-refresh-webpack-plugin depends on, for its globalThis polyfill. When a new version
 * of a package requires more of core-js-pure than the stand-in provides, this fails instead of
 * `npm start`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const root = process.cwd();
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { dependencies?: Record<string, string> }>;
};

function codeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : codeFiles(full);
    return /\.[cm]?js$/.test(entry.name) ? [full] : [];
  });
}

it('provides every core-js-pure module that the packages depending on it require', () => {
  const dependents = Object.entries(lock.packages)
    .filter(([where, entry]) => where !== '' && entry.dependencies?.['core-js-pure'])
    .map(([where]) => where);
  expect(dependents).toEqual(['node_modules/@pmmmwh/react-refresh-webpack-plugin']);
  const missing: string[] = [];
  let required = 0;
  for (const where of dependents) {
    const require = createRequire(path.join(root, where, 'package.json'));
    for (const file of codeFiles(path.join(root, where))) {
      const code = fs.readFileSync(file, 'utf8');
      for (const [, specifier] of code.matchAll(/\brequire\(\s*['"](core-js-pure(?:\/[^'"]*)?)['"]\s*\)/g)) {
        required += 1;
        try {
          require.resolve(specifier!);
        } catch {
          missing.push(`${path.relative(root, file)}: ${specifier}`);
        }
      }
    }
  }
  expect(required).toBeGreaterThan(0);
  expect(missing).toEqual([]);
  // The global object of the realm that loaded it (Jest runs this file in another one).
  const stub = createRequire(path.join(root, 'package.json'))('core-js-pure/features/global-this');
  expect(stub.globalThis).toBe(stub);
});
