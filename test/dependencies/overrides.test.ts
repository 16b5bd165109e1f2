/**
 * What package.json `overrides` changes in the installed tree, and the facts each change rests on:
 * when a new version of a dependency breaks one of them, this fails instead of `npm start`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';

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

/** The specifiers of `require()`/`import` calls and static imports in a package's code. */
function requiresIn(where: string, pattern: string): { file: string; specifier: string }[] {
  const found = new RegExp(`(?:\\brequire\\(|\\bimport\\(|\\bfrom)\\s*['"](${pattern}(?:/[^'"]*)?)['"]`, 'g');
  return codeFiles(path.join(root, where)).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(found)].map((match) => ({ file, specifier: match[1]! })),
  );
}

const fromRoot = createRequire(path.join(root, 'package.json'));

/** Where the lock installs the packages that depend on `name`. */
function dependentsOf(name: string): string[] {
  return Object.entries(lock.packages)
    .filter(([where, entry]) => where !== '' && entry.dependencies?.[name])
    .map(([where]) => where);
}

/**
 * scripts/stubs/core-js-pure stands in for core-js-pure (16 MB): @pmmmwh/react-refresh-webpack-plugin
 * depends on it for its globalThis polyfill only.
 */
it('provides every core-js-pure module that the packages depending on it require', () => {
  const dependents = dependentsOf('core-js-pure');
  expect(dependents).toEqual(['node_modules/@pmmmwh/react-refresh-webpack-plugin']);
  const missing: string[] = [];
  let required = 0;
  for (const where of dependents) {
    const requireFrom = createRequire(path.join(root, where, 'package.json'));
    for (const { file, specifier } of requiresIn(where, 'core-js-pure')) {
      required += 1;
      try {
        requireFrom.resolve(specifier);
      } catch {
        missing.push(`${path.relative(root, file)}: ${specifier}`);
      }
    }
  }
  expect(required).toBeGreaterThan(0);
  expect(missing).toEqual([]);
  // The global object of the realm that loaded it (Jest runs this file in another one).
  const stub = fromRoot('core-js-pure/features/global-this');
  expect(stub.globalThis).toBe(stub);
});

/**
 * @testing-library/dom declares pretty-format 27, which put that copy at the top of node_modules and a
 * nested pretty-format 30 (with its own ansi-styles) under each of a dozen Jest packages. It uses only
 * `format` and the `DOMCollection` plugin, which 30 keeps: the override gives it Jest's copy.
 */
it('prints the DOM with the pretty-format Jest uses', async () => {
  const fromTestingLibrary = createRequire(fromRoot.resolve('@testing-library/dom'));
  expect(fromTestingLibrary('pretty-format/package.json').version).toMatch(/^30\./);
  const { JSDOM } = await import('jsdom');
  const { prettyDOM } = await import('@testing-library/dom');
  const { document } = new JSDOM('<ul class="menu"><li>One</li></ul>').window;
  expect(prettyDOM(document.body, undefined, { highlight: false })).toBe(
    '<body>\n  <ul\n    class="menu"\n  >\n    <li>\n      One\n    </li>\n  </ul>\n</body>',
  );
});

const packageJson = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  overrides: Record<string, string | Record<string, string>>;
  allowScripts?: Record<string, boolean>;
};

it('the stand-in names the package it replaces when something requires it anyway', () => {
  const fromJestTransform = createRequire(fromRoot.resolve('@jest/transform'));
  expect(() => fromJestTransform('babel-plugin-istanbul')).toThrow(
    /^babel-plugin-istanbul is not installed: package\.json overrides/,
  );
});

/**
 * Jest's coverage instrumentation (babel-plugin-istanbul, with test-exclude and the nyc config reader:
 * 27 packages) is required only when coverage is collected, which our configuration never asks for.
 */
it('Jest collects no coverage, so it never requires babel-plugin-istanbul', async () => {
  const standIn = { 'babel-plugin-istanbul': '$unused-dependency' };
  expect([packageJson.overrides['@jest/transform'], packageJson.overrides['babel-jest']]).toEqual([standIn, standIn]);
  const { default: config } = (await import(path.join(root, 'jest.config.js'))) as { default: Record<string, unknown> };
  expect(JSON.stringify(config)).not.toMatch(/coverage/i);
});

/** Babel's packages declare semver 6 and got a copy each; they call only what semver 7 keeps. */
it('gives Babel the one semver 7 the project installs', () => {
  const fromTargets = createRequire(fromRoot.resolve('@babel/helper-compilation-targets'));
  const semver = fromTargets('semver') as { lt(a: string, b: string): boolean; coerce(v: string): { version: string } };
  expect(fromTargets('semver/package.json').version).toMatch(/^7\./);
  expect([semver.lt('6.0.0', '7.0.0'), semver.coerce('v18').version]).toEqual([true, '18.0.0']);
});

/** xml-loader declares loader-utils 1 (and its json5 1), for `getOptions`, which loader-utils 2 keeps. */
it('gives xml-loader the loader-utils 2 webpack loaders share', () => {
  const fromXmlLoader = createRequire(fromRoot.resolve('xml-loader'));
  expect(fromXmlLoader('loader-utils/package.json').version).toMatch(/^2\./);
  expect(typeof fromXmlLoader('loader-utils').getOptions).toBe('function');
});

/**
 * DocSearch's published modules bundle the parts of Algolia's autocomplete they run; only its type
 * declarations import `@algolia/autocomplete-core` (and through it `algoliasearch` with a dozen API
 * clients: 17 packages, 25 MB). The stand-in replaces it, so those types are `any` where DocSearch's
 * props use them, and `SearchModal` types what it passes itself.
 */
it('DocSearch runs without Algolia’s autocomplete and API clients', async () => {
  expect(packageJson.overrides['@docsearch/react']).toEqual({ '@algolia/autocomplete-core': '$unused-dependency' });
  for (const where of ['node_modules/@docsearch/react', 'node_modules/@docsearch/core']) {
    expect(requiresIn(where, '@algolia/[^\'"/]+|algoliasearch|search-insights')).toEqual([]);
  }
  const fromDocSearch = createRequire(fromRoot.resolve('@docsearch/react'));
  expect(() => fromDocSearch('@algolia/autocomplete-core')).toThrow(/^@algolia\/autocomplete-core is not installed/);
  const { DocSearchModal } = await import('@docsearch/react/modal');
  expect(typeof DocSearchModal).toBe('function');
});

/**
 * workbox-build declares glob 11, whose own dependencies (jackspeak, foreground-child, ...) came
 * with it beside the glob 13 everything else uses. Its one call, `globSync(pattern, { cwd, follow,
 * ignore })` when it lists the files to precache, is the same in 13.
 */
it('gives workbox-build the glob the project installs, and it still lists files to precache', async () => {
  const fromWorkboxBuild = createRequire(fromRoot.resolve('workbox-build'));
  expect(fromWorkboxBuild('glob/package.json').version).toMatch(/^13\./);
  const { getManifest } = fromWorkboxBuild('workbox-build') as {
    getManifest(options: object): Promise<{ manifestEntries?: ({ url: string } | string)[] }>;
  };
  const { manifestEntries } = await getManifest({
    globDirectory: path.join(root, 'scripts/stubs'),
    globPatterns: ['**/*.cjs'],
    globIgnores: ['core-js-pure/**'],
  });
  expect(manifestEntries?.map((entry) => (typeof entry === 'string' ? entry : entry.url))).toEqual([
    'unused-dependency/index.cjs',
  ]);
});

/**
 * @jest/schemas builds Jest's option schemas with TypeBox (6 MB), but nothing runs it: the packages
 * that depend on it import its types only.
 */
it('Jest runs without @jest/schemas and TypeBox', () => {
  expect(packageJson.overrides['@jest/schemas']).toBe('$unused-dependency');
  const dependents = dependentsOf('@jest/schemas');
  expect(dependents).toEqual(['node_modules/@jest/types', 'node_modules/pretty-format']);
  expect(dependents.flatMap((where) => requiresIn(where, '@jest/schemas'))).toEqual([]);
  expect(fromRoot('pretty-format').format({ a: [1] }, { min: true })).toBe('{"a": [1]}');
});

/**
 * terser's library never loads source-map-support; its command line and TypeScript's debug mode try
 * to, for stack traces through source maps, and go on without it.
 */
it('terser minifies, and its command line runs, without source-map-support', async () => {
  expect(packageJson.overrides['terser']).toEqual({ 'source-map-support': '$unused-dependency' });
  expect(requiresIn('node_modules/terser', 'source-map-support')).toEqual([]);
  const { minify } = fromRoot('terser') as { minify(code: string): Promise<{ code?: string }> };
  expect((await minify('const answer = 40 + 2; console.log(answer);')).code).toBe('const answer=42;console.log(42);');
  const cli = spawnSync(process.execPath, [path.join(root, 'node_modules/terser/bin/terser'), '--version'], {
    encoding: 'utf8',
  });
  expect([cli.status, cli.stdout]).toEqual([0, expect.stringMatching(/^terser \d/)]);
});

/**
 * node-addon-api is C++ headers for building @parcel/watcher from source, which `allowScripts` never
 * lets npm run: the platform package's prebuilt binary is what loads.
 */
it('@parcel/watcher loads its prebuilt binary without node-addon-api', () => {
  expect(packageJson.overrides['@parcel/watcher']).toEqual({ 'node-addon-api': '$unused-dependency' });
  expect(packageJson.allowScripts?.['@parcel/watcher']).toBe(false);
  expect(typeof fromRoot('@parcel/watcher').subscribe).toBe('function');
});

/** workbox-webpack-plugin declares webpack-sources 1 but takes `RawSource` from webpack when it has one. */
it('gives workbox-webpack-plugin the webpack-sources webpack uses', () => {
  const fromPlugin = createRequire(fromRoot.resolve('workbox-webpack-plugin'));
  expect(fromPlugin('webpack-sources/package.json').version).toMatch(/^3\./);
  expect(fromRoot('webpack').sources.RawSource).toBe(fromPlugin('webpack-sources').RawSource);
  expect(fs.readFileSync(fromPlugin.resolve('./inject-manifest.js'), 'utf8')).toMatch(
    /webpack_1\.default\.sources \|\| require\('webpack-sources'\)/,
  );
});
