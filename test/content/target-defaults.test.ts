/**
 * Defaults that depend on the target, as content/configuration/node.mdx and target.mdx state them, against
 * the defaults the installed webpack applies (`webpack.config.getNormalizedWebpackOptions` followed by
 * `webpack.config.applyWebpackOptionsDefaults`, the same two steps `webpack()` runs).
 *
 * The pages name targets in inline code (`node`, `electron-renderer`, ...). For a target-dependent default,
 * the targets a summary names must be exactly the targets that get that value.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { WebpackOptionsNormalized } from 'webpack';
import { findSection, sectionsOf, summaryOf } from './option-sections';

const root = process.cwd();
const webpack: typeof import('webpack') = createRequire(path.join(root, 'package.json'))('webpack');
const read = (page: string) => fs.readFileSync(path.join(root, 'content/configuration', page), 'utf8');

/** Every target family, without version numbers. */
const TARGETS = [
  'web',
  'webworker',
  'node',
  'async-node',
  'electron-main',
  'electron-preload',
  'electron-renderer',
  'nwjs',
  'node-webkit',
  'deno',
  'bun',
  'universal',
];

function defaults(config: Record<string, unknown>): WebpackOptionsNormalized {
  const options = webpack.config.getNormalizedWebpackOptions({ context: root, entry: './index.js', ...config });
  webpack.config.applyWebpackOptionsDefaults(options);
  return options;
}

/** Targets named in inline code in a text. */
export function targetsNamed(text: string): string[] {
  const named = [...text.matchAll(/`'?([a-z-]+)'?`/g)].map((m) => m[1]).filter((name) => TARGETS.includes(name));
  return [...new Set(named)].sort();
}

function summary(page: string, option: string): string {
  const section = findSection(sectionsOf(read(page)), option);
  if (!section) throw new Error(`${page} has no section for ${option}`);
  return summaryOf(section.body);
}

const byTarget = Object.fromEntries(TARGETS.map((target) => [target, defaults({ target })]));
const targetsWhere = (test: (options: WebpackOptionsNormalized) => boolean) =>
  TARGETS.filter((target) => test(byTarget[target])).sort();

describe('node.mdx', () => {
  it('targetsNamed reads target names in inline code only', () => {
    expect(targetsNamed("`false` for `node`, `'electron-main'` and nwjs; `true` otherwise")).toEqual(['electron-main', 'node']);
  });

  it('node.global: the targets named are the ones where it defaults to false', () => {
    const expected = targetsWhere((options) => options.node !== false && options.node.global === false);
    expect(expected).toContain('node');
    expect(targetsNamed(summary('node.mdx', 'node.global'))).toEqual(expected);
  });

  it.each(['node.__filename', 'node.__dirname'])("%s: the targets named are the ones where it defaults to 'eval-only'", (option) => {
    const key = option.split('.')[1] as '__filename' | '__dirname';
    const expected = targetsWhere((options) => options.node !== false && options.node[key] === 'eval-only');
    expect(targetsNamed(summary('node.mdx', option))).toEqual(expected);
  });

  it('with futureDefaults, node.global is "warn" wherever it is not false', () => {
    for (const target of TARGETS) {
      const options = defaults({ target, experiments: { futureDefaults: true } });
      if (options.node === false) continue;
      expect([target, options.node.global]).toEqual([target, byTarget[target].node !== false && byTarget[target].node.global === false ? false : 'warn']);
    }
    expect(summary('node.mdx', 'node.global')).toContain("`'warn'` for them with `experiments.futureDefaults`");
  });
});

describe('externals.mdx', () => {
  const presets = ['web', 'node', 'nwjs', 'electron', 'electronMain', 'electronPreload', 'electronRenderer', 'deno', 'bun'];

  it.each(presets)('externalsPresets.%s: the targets named are the ones where it defaults to true', (preset) => {
    const expected = targetsWhere((options) => (options.externalsPresets as Record<string, unknown>)[preset] === true);
    const text = summary('externals.mdx', `externalsPresets.${preset}`).split(/`false` for/)[0];
    expect(targetsNamed(text)).toEqual(expected);
  });
});

describe('target.mdx', () => {
  const page = read('target.mdx').replace(/\s+/g, ' ');

  it('output.module defaults to true exactly for universal, deno and bun', () => {
    expect(targetsWhere((options) => options.output.module === true)).toEqual(['bun', 'deno', 'universal']);
    expect(page).toContain("[`output.module`](/configuration/output/#outputmodule) is `true` for `'universal'`, `'deno'` and `'bun'`");
  });

  it('universal without ES module output has no chunk format', () => {
    expect(() => defaults({ target: ['universal', 'es5'] })).toThrow(/no default script chunk format available/);
    expect(() => defaults({ target: 'universal', output: { module: false } })).toThrow(/no default script chunk format available/);
    expect(page).toContain("with `output.module: false`, or combined with a target that cannot load ES modules such as `'es5'`, webpack finds no chunk format and stops with an error");
  });

  it('target: false needs a chunk format, as the custom target section says', () => {
    expect(() => defaults({ target: false })).toThrow("Chunk format can't be selected by default when no target is specified");
    expect(page).toContain("\"Chunk format can't be selected by default when no target is specified\"");
    expect(() => defaults({ target: false, output: { chunkFormat: 'array-push', chunkLoading: 'jsonp' } })).not.toThrow();
  });
});

describe('output.mdx', () => {
  it('output.environment flags the page dates by a Node.js version switch on at that version', () => {
    const sections = sectionsOf(read('output.mdx')).filter((section) => section.heading.startsWith('output.environment.'));
    const dated = sections.flatMap((section) => {
      const match = /only when the target confirms it \((?:webpack counts )?Node\.js (\d+)\.(\d+) and later/.exec(summaryOf(section.body));
      return match ? [{ flag: section.heading.split('.')[2], major: Number(match[1]), minor: Number(match[2]) }] : [];
    });
    expect(dated.length).toBeGreaterThan(1);
    const problems = dated.flatMap(({ flag, major, minor }) => {
      const at = defaults({ target: `node${major}.${minor}` }).output.environment as Record<string, unknown>;
      const before = defaults({ target: minor > 0 ? `node${major}.${minor - 1}` : `node${major - 1}.99` }).output.environment as Record<string, unknown>;
      return at[flag] === true && !before[flag] ? [] : [`${flag}: node${major}.${minor} gives ${String(at[flag])}, the version before gives ${String(before[flag])}`];
    });
    expect(problems).toEqual([]);
  });
});
