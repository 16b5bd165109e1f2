/**
 * content/configuration/stats.mdx against the stats presets and defaults of the installed webpack.
 *
 * webpack turns a preset or an options object into the full option set with
 * `compilation.createStatsOptions(value, { forToString })`: `forToString: true` for the text output,
 * `false` for `stats.toJson()`. The test asks a real compilation for those sets and checks
 *
 * - the presets table: each thing a row says its preset shows (a phrase from PHRASES) must be on in that
 *   preset, and each thing it says the preset leaves out ("no reasons") must be off;
 * - every option section whose summary gives its default as literals (`` Default: `false` / `true`. ``,
 *   text / JSON) must match the defaults of the `'normal'` preset.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { sectionsOf, summaryOf, tablesOf } from './option-sections';

const root = process.cwd();
// Node's require: an ES import of webpack reads every export, and some are deprecation getters.
const webpack: typeof import('webpack') = createRequire(path.join(root, 'package.json'))('webpack');
const page = fs.readFileSync(path.join(root, 'content/configuration/stats.mdx'), 'utf8');

type StatsOptions = Record<string, unknown>;

function statsOptionsFactory(): (value: unknown, forToString: boolean) => StatsOptions {
  const compiler = webpack({ context: root, entry: {}, mode: 'development', infrastructureLogging: { level: 'none' } });
  const compilation = compiler.newCompilation(compiler.newCompilationParams());
  return (value, forToString) =>
    compilation.createStatsOptions(value as Parameters<typeof compilation.createStatsOptions>[0], {
      forToString,
    }) as unknown as StatsOptions;
}

/** Words the presets table uses → the stats options they stand for. Longer phrases are matched first. */
const PHRASES: Record<string, string[]> = {
  'build time': ['builtAt'],
  'chunk groups': ['chunkGroups'],
  'chunk modules': ['chunkModules'],
  'chunks with their relations and origins': ['chunks', 'chunkRelations', 'chunkOrigins'],
  'entry points': ['entrypoints'],
  'error details': ['errorDetails'],
  'module depth': ['depth'],
  'module traces': ['moduleTrace'],
  'nested children': ['children'],
  'optimization bailouts': ['optimizationBailout'],
  'related assets': ['relatedAssets'],
  'runtime modules': ['runtimeModules'],
  'stack traces': ['errorStack'],
  'the number of errors and warnings': ['errorsCount', 'warningsCount'],
  'used and provided exports': ['usedExports', 'providedExports'],
  hash: ['hash'],
  ids: ['ids'],
  reasons: ['reasons'],
  timings: ['timings'],
  version: ['version'],
};

/** What a row of the presets table claims: option → on (true) or explicitly left out (false). */
export function presetClaims(cell: string): Map<string, boolean> {
  const claims = new Map<string, boolean>();
  let rest = cell;
  for (const phrase of Object.keys(PHRASES).sort((a, b) => b.length - a.length)) {
    const pattern = new RegExp(`(\\bno\\s+)?\\b${phrase}\\b`, 'g');
    for (const match of rest.matchAll(pattern)) {
      for (const option of PHRASES[phrase]) claims.set(option, !match[1]);
    }
    rest = rest.replace(pattern, ' ');
  }
  return claims;
}

/** A JavaScript literal as the page writes it: `true`, `15`, `Infinity`, `'info'`, `[]`. */
function literal(text: string): { value: unknown } | undefined {
  if (text === 'true' || text === 'false') return { value: text === 'true' };
  if (text === 'Infinity') return { value: Infinity };
  if (/^-?\d+$/.test(text)) return { value: Number(text) };
  if (/^'[^']*'$/.test(text)) return { value: text.slice(1, -1) };
  if (text === '[]') return { value: [] };
  return undefined;
}

/** `Default: `a` / `b`.` or `Default: `a`.` at the end of a summary (a badge may follow): text and JSON value. */
export function literalDefaults(summary: string): { text: unknown; json: unknown } | undefined {
  const match = /Default: `([^`]+)`(?: \/ `([^`]+)`)?\.(?:\s*<Badge[^>]*\/>)?\s*$/.exec(summary);
  if (!match) return undefined;
  const text = literal(match[1]);
  const json = literal(match[2] ?? match[1]);
  return text && json ? { text: text.value, json: json.value } : undefined;
}

describe('helpers', () => {
  it('presetClaims reads what a row includes and leaves out', () => {
    const claims = presetClaims('`normal` plus hash, chunk modules and build time; no reasons');
    expect(Object.fromEntries(claims)).toEqual({ chunkModules: true, builtAt: true, hash: true, reasons: false });
  });

  it('literalDefaults reads text / JSON literals and skips prose', () => {
    expect(literalDefaults('`boolean`. Default: `false` / `true`.')).toEqual({ text: false, json: true });
    expect(literalDefaults("`string`. Default: `'!size'`.")).toEqual({ text: '!size', json: '!size' });
    expect(literalDefaults('`boolean`. Default: `true`. <Badge text="5.110.0+" />')).toEqual({ text: true, json: true });
    expect(literalDefaults('`boolean`. Default: `false` when `modules` is on, otherwise `true`.')).toBeUndefined();
  });
});

describe('content/configuration/stats.mdx', () => {
  const options = statsOptionsFactory();

  it('the presets table says what each preset shows', () => {
    const table = tablesOf(page).find((t) => t.header[0] === 'preset');
    expect(table).toBeDefined();
    const problems: string[] = [];
    let checked = 0;
    for (const [name, cell] of table!.rows) {
      const preset = name.replace(/[`']/g, '');
      const set = options(preset, true);
      for (const [option, on] of presetClaims(cell)) {
        checked++;
        if (Boolean(set[option]) !== on) {
          problems.push(`'${preset}': the table says ${option} is ${on ? 'shown' : 'left out'}, webpack has ${String(set[option])}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });

  it('option sections give the defaults of the normal preset (text / JSON)', () => {
    const text = options({}, true);
    const json = options({}, false);
    const problems: string[] = [];
    let checked = 0;
    for (const section of sectionsOf(page)) {
      const option = /^stats\.(\w+)$/.exec(section.heading)?.[1];
      if (!option) continue;
      const stated = literalDefaults(summaryOf(section.body));
      if (!stated) continue;
      checked++;
      // `preset` itself is consumed while the options are built
      if (!(option in text)) continue;
      const actual = { text: text[option], json: json[option] };
      // JSON.stringify turns Infinity into null, so compare numbers and strings directly
      const same = (a: unknown, b: unknown) => (typeof a === 'object' ? JSON.stringify(a) === JSON.stringify(b) : Object.is(a, b));
      if (!same(actual.text, stated.text) || !same(actual.json, stated.json)) {
        problems.push(`stats.${option} (line ${section.line}): the page says ${JSON.stringify(stated)}, webpack has ${JSON.stringify(actual)}`);
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  });
});
