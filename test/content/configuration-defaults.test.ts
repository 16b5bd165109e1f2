/**
 * The defaults the configuration pages state, against the defaults the installed webpack applies
 * (`webpack.config.getNormalizedWebpackOptions` + `webpack.config.applyWebpackOptionsDefaults`, the two steps
 * `webpack()` runs).
 *
 * - An option section whose summary ends with a literal default (`` Default: `20` ``, `` · default `'auto'` ``)
 *   must match the applied default without a mode (which webpack treats as production). Options webpack leaves
 *   unset are skipped: their defaults live in the code that reads them (enhanced-resolve, watchpack, the
 *   minifiers), which this test does not reach.
 * - The "What each mode sets" table of mode.mdx: each cell that is one literal must match that mode's
 *   applied default. Rows marked "(filesystem cache)" or "(when `buildHttp` is used)" are checked with that
 *   feature on.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { sectionsOf, summaryOf, tablesOf } from './option-sections';

const root = process.cwd();
const webpack: typeof import('webpack') = createRequire(path.join(root, 'package.json'))('webpack');
const read = (page: string) => fs.readFileSync(path.join(root, 'content/configuration', page), 'utf8');

function defaults(config: Record<string, unknown>): Record<string, unknown> {
  const options = webpack.config.getNormalizedWebpackOptions({ context: root, entry: './index.js', ...config });
  webpack.config.applyWebpackOptionsDefaults(options);
  return options as unknown as Record<string, unknown>;
}

/** A literal as the pages write it: `true`, `20`, `Infinity`, `'auto'`, `[]`, `{ type: 'memory' }`. */
export function literal(text: string): { value: unknown } | undefined {
  if (text === 'Infinity') return { value: Infinity };
  try {
    const json = text.replace(/'/g, '"').replace(/([{,]\s*)([A-Za-z_$][\w$]*)\s*:/g, '$1"$2":');
    return { value: JSON.parse(json) };
  } catch {
    return undefined;
  }
}

const get = (value: unknown, segments: string[]) =>
  segments.reduce<unknown>((current, key) => (current === null || typeof current !== 'object' ? undefined : (current as Record<string, unknown>)[key]), value);

/** Equal as values; an applied object may hold more keys than the page shows. */
function matches(actual: unknown, stated: unknown): boolean {
  if (typeof stated === 'number' || typeof stated !== 'object' || stated === null) return Object.is(actual, stated);
  if (Array.isArray(stated)) return JSON.stringify(actual) === JSON.stringify(stated);
  return Object.entries(stated).every(([key, value]) => matches(get(actual, [key]), value));
}

describe('literal', () => {
  it('reads the literals the pages use', () => {
    expect(literal("'auto'")).toEqual({ value: 'auto' });
    expect(literal('Infinity')).toEqual({ value: Infinity });
    expect(literal("{ type: 'memory' }")).toEqual({ value: { type: 'memory' } });
    expect(literal("['.env', '.env.local']")).toEqual({ value: ['.env', '.env.local'] });
    expect(literal('eval for JavaScript')).toBeUndefined();
  });
});

describe('configuration defaults', () => {
  const applied = defaults({});

  it('each literal default in an option summary is the one webpack applies', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const page of fs.readdirSync(path.join(root, 'content/configuration'))) {
      // dev-server options are webpack-dev-server's; stats defaults have their own test
      if (!page.endsWith('.mdx') || page === 'dev-server.mdx' || page === 'stats.mdx') continue;
      for (const section of sectionsOf(read(page))) {
        const option = /^[a-z][\w$]*(\.[\w$]+)*$/i.exec(section.heading)?.[0];
        if (!option || option.startsWith('Rule.')) continue;
        const summary = summaryOf(section.body).replace(/<Badge[^>]*\/>/g, '').trim();
        const stated = /(?:Default:|· default) `([^`]+)`\.?$/.exec(summary);
        const value = stated && literal(stated[1]);
        const actual = get(applied, option.split('.'));
        if (!value || actual === undefined) continue;
        checked++;
        if (!matches(actual, value.value)) problems.push(`${page}:${section.line} ${option}: the page says ${stated[1]}, webpack applies ${JSON.stringify(actual)}`);
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  });

  it('mode.mdx: each literal in the table of what each mode sets', () => {
    const table = tablesOf(read('mode.mdx')).find((candidate) => candidate.header[0] === 'Option');
    expect(table).toBeDefined();
    const modes = table!.header.slice(1).map((cell) => cell.replace(/`/g, ''));
    expect(modes).toEqual(['development', 'production', 'none']);
    const problems: string[] = [];
    let checked = 0;
    for (const row of table!.rows) {
      // the options a row names: the code spans before any explanation in parentheses
      const lead = row[0].split(' (')[0];
      if (!/^\[?`/.test(lead)) continue;
      const names = [...lead.matchAll(/`([^`]+)`/g)].map((match) => match[1]).filter((name) => /^[\w.]+$/.test(name));
      const parent = names[0].split('.').slice(0, -1);
      const options = names.map((name, i) => (i === 0 || name.includes('.') ? name.split('.') : [...parent, name]));
      // a fresh object per call: applying defaults fills in the objects it is given
      const extra = (): Record<string, unknown> => ({
        ...(row[0].includes('(filesystem cache)') ? { cache: { type: 'filesystem' } } : {}),
        ...(row[0].includes('when `buildHttp` is used') ? { experiments: { buildHttp: { allowedUris: [] } } } : {}),
      });
      modes.forEach((mode, column) => {
        const cell = /^`([^`]+)`/.exec(row[column + 1].trim());
        const value = cell && literal(cell[1]);
        if (!value) return;
        for (const option of options) {
          checked++;
          let actual = get(defaults({ mode, ...extra() }), option);
          // cache sub-options exist only with a cache of the type that has them
          for (const type of ['memory', 'filesystem']) {
            if (actual === undefined && option[0] === 'cache') actual = get(defaults({ mode, ...extra(), cache: { type } }), option);
          }
          if (!matches(actual, value.value)) problems.push(`${option.join('.')} in ${mode}: the table says ${cell[1]}, webpack applies ${JSON.stringify(actual)}`);
        }
      });
    }
    expect(checked).toBeGreaterThan(60);
    expect(problems).toEqual([]);
  });
});
