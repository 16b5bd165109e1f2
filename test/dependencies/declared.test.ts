/**
 * The project installs what it uses and uses what it installs: every package the code imports is
 * declared in package.json (not merely present because npm hoisted another package's dependency), and
 * every package the installed tree holds accepts the oldest Node.js our `engines` field allows.
 */
import fs from 'node:fs';
import path from 'node:path';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = process.cwd();
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const declared = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)]);

const CODE = /\.(?:[cm]?[jt]sx?)$/;
const SCANNED = [
  'scripts',
  'src',
  'test',
  'types',
  'webpack.config.ts',
  'webpack.prod.ts',
  'webpack.ssg.ts',
  'jest.config.js',
];
/**
 * The guides' example projects are built by test/content/guides.test.ts with the root's packages:
 * their configurations and sources count, including loaders they name as strings. What a guide only
 * shows (its `server.js`) is the reader's to install.
 */
const GUIDES = 'test/guides/';
const builtByGuidesTest = (file: string) => /^test\/guides\/[^/]+\/(webpack\.[\w.]+\.js|src\/.*)$/.test(file);

function codeFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (!fs.statSync(full).isDirectory()) return CODE.test(entry) ? [entry] : [];
  return fs
    .readdirSync(full)
    .filter((name) => name !== 'node_modules' && name !== 'dist')
    .flatMap((name) => codeFiles(path.join(entry, name)));
}

/** The package a bare specifier names (`@scope/name/file` → `@scope/name`), or null for anything else. */
export function packageOf(specifier: string): string | null {
  if (/^[./]|^node:|^@generated\//.test(specifier) || specifier.includes('\\')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return builtinModules.includes(name) || !/^(@[a-z0-9-~][\w.-]*\/)?[a-z0-9-~][\w.-]*$/.test(name) ? null : name;
}

/** Specifiers of `import`/`export ... from`, `import()`, `require()`/`require.resolve()`, and (`loaders`) loader names. */
export function specifiersIn(code: string, loaders = false): string[] {
  const patterns = [
    /^\s*(?:import|export)\s[^'"`;]*?\sfrom\s+['"]([^'"]+)['"]/gm,
    /^\s*import\s+['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire(?:\.resolve)?\(\s*['"]([^'"]+)['"]\s*\)/g,
    ...(loaders ? [/['"]([a-z][\w-]*-loader)['"]/g] : []),
  ];
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1]));
}

/** Whether `name` is declared, itself or (for a module of types only) as `@types/name`. */
/** What the API examples' fixture imports but their builds declare as `externals`, never installed. */
const EXTERNALS = new Set(['chart-library']);

const isDeclared = (name: string) =>
  EXTERNALS.has(name) || declared.has(name) || declared.has(`@types/${name.replace(/^@([^/]+)\//, '$1__')}`);

describe('packageOf', () => {
  it('names the package of bare specifiers only', () => {
    expect(packageOf('@docsearch/css/dist/style.css')).toBe('@docsearch/css');
    expect(packageOf('react-dom/client')).toBe('react-dom');
    expect(packageOf('node:fs')).toBeNull();
    expect(packageOf('path')).toBeNull();
    expect(packageOf('./local.ts')).toBeNull();
    expect(packageOf('@generated/sections')).toBeNull();
  });
});

describe('specifiersIn', () => {
  it('finds imports, re-exports, dynamic imports, requires and loader names', () => {
    const code = [
      "import type { Root } from 'mdast';",
      "export { x } from 'y-package';",
      "import 'side-effect';",
      "const m = await import('lazy-one');",
      "const r = require.resolve('axe-core/axe.min.js');",
      "use: ['style-loader', 'css-loader'],",
    ].join('\n');
    expect(specifiersIn(code)).not.toContain('css-loader');
    expect(specifiersIn(code, true)).toEqual(
      expect.arrayContaining([
        'mdast',
        'y-package',
        'side-effect',
        'lazy-one',
        'axe-core/axe.min.js',
        'style-loader',
        'css-loader',
      ]),
    );
  });
});

it('declares in package.json every package the code imports', () => {
  const undeclared = new Map<string, string>();
  // This file's own examples above are not imports.
  const self = path.relative(root, fileURLToPath(import.meta.url));
  const files = SCANNED.flatMap(codeFiles).filter(
    (file) => file !== self && (!file.startsWith(GUIDES) || builtByGuidesTest(file)),
  );
  for (const file of files) {
    const code = fs.readFileSync(path.join(root, file), 'utf8');
    for (const specifier of specifiersIn(code, file.startsWith(GUIDES))) {
      const name = packageOf(specifier);
      if (name && !isDeclared(name) && !undeclared.has(name)) undeclared.set(name, file);
    }
  }
  expect(Object.fromEntries(undeclared)).toEqual({});
});

it('installs no package that refuses the oldest Node.js the engines field allows', () => {
  const oldest = semver.minVersion(manifest.engines.node)!.version;
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { engines?: { node?: string }; optional?: boolean }>;
  };
  const refusing = Object.entries(lock.packages)
    .filter(([where]) => where !== '' && fs.existsSync(path.join(root, where)))
    .filter(([, entry]) => entry.engines?.node && !semver.satisfies(oldest, entry.engines.node))
    .map(([where, entry]) => `${where.replace(/^node_modules\//, '')} wants Node.js ${entry.engines!.node}`);
  expect({ oldest, refusing }).toEqual({ oldest, refusing: [] });
});
