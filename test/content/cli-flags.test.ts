/**
 * The flag tables of content/api/cli.mdx against the arguments webpack-cli generates.
 *
 * webpack-cli turns a schema into flags with `webpack.cli.getArguments(schema)`: webpack's own schema for the
 * "All webpack flags" section, webpack-dev-server's for "Dev server flags". Each table row names a flag (or
 * "only the negation"), the option it sets (**Sets**) and its `--no-` form (**Negation**). The test checks
 * every row against the generated argument, and that every generated argument has a row. A flag has a
 * `--no-` form when one of its value types is `boolean` or an enum that includes `false`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { tablesOf } from './option-sections';
import { schemaSnapshot } from '../../scripts/tools/option-schemas/snapshots.ts';

const root = process.cwd();
const require = createRequire(path.join(root, 'package.json'));
const webpack: typeof import('webpack') = require('webpack');
const page = fs.readFileSync(path.join(root, 'content/api/cli.mdx'), 'utf8');

type Argument = { configs: { path: string; type: string; values?: unknown[] }[] };

/** The text of a `##` section of the page, up to the next `##` heading. */
function section(title: string): string {
  const start = page.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`content/api/cli.mdx has no "## ${title}" section`);
  const end = page.indexOf('\n## ', start + 1);
  return page.slice(start, end < 0 ? undefined : end);
}

/** Rows of the flag tables whose facts differ from the generated arguments, and arguments without a row. */
export function flagProblems(text: string, args: Record<string, Argument>, prefix = ''): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const table of tablesOf(text)) {
    if (table.header[0] !== 'Flag') continue;
    for (const row of table.rows) {
      const negation = /`--no-([\w-]+)`/.exec(row[3] ?? '')?.[1];
      const flag = /`--([\w-]+)/.exec(row[0])?.[1] ?? negation;
      const argument = flag ? args[flag] : undefined;
      if (!flag || !argument) {
        problems.push(`${row[0]}: no such flag`);
        continue;
      }
      seen.add(flag);
      const sets = (row[1] ?? '').replace(/`/g, '').trim();
      const paths = [...new Set(argument.configs.map((config) => `${prefix}${config.path}`))];
      if (!paths.includes(sets)) problems.push(`--${flag}: the table says it sets ${sets}, it sets ${paths.join(' / ')}`);
      const negatable = argument.configs.some((config) => config.type === 'boolean' || (config.type === 'enum' && config.values?.includes(false)));
      if (Boolean(negation) !== negatable) problems.push(`--${flag}: the table ${negation ? 'gives' : 'gives no'} --no- form, webpack-cli ${negatable ? 'has' : 'has none'}`);
    }
  }
  for (const flag of Object.keys(args)) if (!seen.has(flag)) problems.push(`--${flag}: no row`);
  return problems;
}

describe('flag tables of content/api/cli.mdx', () => {
  it('name the webpack version the flags come from', () => {
    const [major, minor] = (require('webpack/package.json').version as string).split('.');
    expect(section('All webpack flags')).toContain(`\`webpack --help=verbose\` for webpack ${major}.${minor}`);
  });

  it('list every flag webpack-cli generates from webpack’s schema, with what it sets', () => {
    const args = webpack.cli.getArguments() as unknown as Record<string, Argument>;
    expect(Object.keys(args).length).toBeGreaterThan(1000);
    expect(flagProblems(section('All webpack flags'), args)).toEqual([]);
  });

  it('list every flag webpack-cli generates from webpack-dev-server’s schema', () => {
    const devServer = schemaSnapshot('webpack-dev-server');
    const schema = devServer.schema as Parameters<typeof webpack.cli.getArguments>[0];
    const args = webpack.cli.getArguments(schema) as unknown as Record<string, Argument>;
    const [major] = devServer.version.split('.');
    expect(section('Dev server flags')).toContain(`from the webpack-dev-server ${major} schema`);
    expect(flagProblems(section('Dev server flags'), args, 'devServer.')).toEqual([]);
  });

  it('flagProblems reports wrong rows and missing flags', () => {
    const text = ['| Flag | Sets | Accepts | Negation |', '| --- | --- | --- | --- |', '| `--bail` | `cache` | `boolean` | |'].join('\n');
    const args = { bail: { configs: [{ path: 'bail', type: 'boolean' }] }, mode: { configs: [{ path: 'mode', type: 'enum', values: ['none'] }] } };
    expect(flagProblems(text, args)).toEqual([
      '--bail: the table says it sets cache, it sets bail',
      '--bail: the table gives no --no- form, webpack-cli has',
      '--mode: no row',
    ]);
  });
});
