/**
 * The configuration section must document every option of webpack's own schema.
 *
 * The option paths come from the installed `node_modules/webpack/schemas/WebpackOptions.json`, so a
 * webpack upgrade that adds an option makes this test fail until a page documents it.
 *
 * Convention: an option is documented by a `##` or `###` heading named by its full path
 * (`## output.filename`, `### output.library.type`). Backticks and `<Badge />` in a heading are
 * ignored, and text after the path separated by a space is allowed (`## output.libraryTarget (deprecated)`).
 * Rule properties are documented as `## Rule.<name>` (`## Rule.test`, `## Rule.use`) because rules nest
 * (`Rule.oneOf`, `Rule.rules`) and the same properties apply at every level.
 *
 * Depth rules for turning the schema into option paths:
 * 1. A top-level key is depth 1 (`output`). Its sub-options are the named `properties` of every object
 *    branch of its value (following `$ref`, `anyOf`, `oneOf`, `allOf`); this is depth 2
 *    (`output.library`), their own sub-options are depth 3 (`output.library.type`), and theirs depth 4
 *    (`module.parser.javascript.url`, `optimization.splitChunks.fallbackCacheGroup.minSize`). The walk
 *    stops at depth 4. A depth-4 option is documented either by its own heading or by a row of a table in
 *    its parent's section that has "Type" and "Default" columns (see `option-sections.ts`).
 * 2. Arrays are not walked into (the items of `plugins`, `module.rules`, `output.copy` patterns...), and
 *    neither are free-form maps (objects with only `additionalProperties`, such as `resolve.alias`,
 *    `optimization.splitChunks.cacheGroups`): such an option is one path.
 * 3. `module.rules` items are walked once, as `Rule.<name>` (depth 2 only: `Rule.use`, not `Rule.use.loader`).
 * 4. `entry` is a map of entry names to descriptions: the description fields are `entry.<name>`
 *    (depth 2 only: `entry.library`, not `entry.library.type`, which is documented under output.library).
 * 5. Property names containing `/` are module-type variants (`module.parser.javascript/auto`) sharing the
 *    options of their base type: they only need to be mentioned (in text) on the page, not have a heading,
 *    and their own options are not walked (they are the base type's options).
 * 6. `resolveLoader` takes exactly the options of `resolve`: only `resolveLoader` itself needs a heading.
 * 7. A structure that contains itself (`stats.children` takes the stats options again) is walked only once:
 *    `stats.children` is a path, `stats.children.assets` is not.
 * 8. A top-level key is also documented by a page whose title is that key (`title: Output` for `output`,
 *    `title: Dev Server` for `devServer`; case, spaces and dashes are ignored); its sub-options still need headings.
 * 9. Options the schema marks as deprecated must say "deprecated" in their section (text up to the next heading).
 * 10. `devServer` options belong to webpack-dev-server (not webpack's schema): only `devServer` itself is
 *    required on its page (dev-server-options.test.ts checks the rest).
 * 11. Every option section states its type(s) and its default in its first paragraph, or says "No default"
 *    there (object-only grouping headings, deprecated aliases, options that are unset unless you set them).
 *    The full convention is described in `option-sections.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { coverage, documentedByTableRow, typeAndDefault } from './option-sections';
import { readFrontmatter } from '../../scripts/pipeline/3-content-index/frontmatter.ts';

// Schemas are untyped JSON walked by shape checks below.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const root = process.cwd();
const sectionDir = path.join(root, 'content/configuration');
const schema: Json = JSON.parse(
  fs.readFileSync(path.join(root, 'node_modules/webpack/schemas/WebpackOptions.json'), 'utf8'),
);

export const MAX_DEPTH = 4;
/** Depth from which an option may be a table row in its parent's section instead of a heading. */
export const TABLE_ROW_DEPTH = 4;

/** Which page documents each top-level key. Keys not listed go to other-options.mdx. */
export const PAGE_OF_KEY: Record<string, string> = {
  context: 'entry-context.mdx',
  entry: 'entry-context.mdx',
  mode: 'mode.mdx',
  output: 'output.mdx',
  module: 'module.mdx',
  resolve: 'resolve.mdx',
  resolveLoader: 'resolve.mdx',
  optimization: 'optimization.mdx',
  plugins: 'plugins.mdx',
  devServer: 'dev-server.mdx',
  cache: 'cache.mdx',
  devtool: 'devtool.mdx',
  target: 'target.mdx',
  watch: 'watch.mdx',
  watchOptions: 'watch.mdx',
  externals: 'externals.mdx',
  externalsType: 'externals.mdx',
  externalsPresets: 'externals.mdx',
  performance: 'performance.mdx',
  node: 'node.mdx',
  stats: 'stats.mdx',
  experiments: 'experiments.mdx',
};
export const OTHER_PAGE = 'other-options.mdx';

function deref(node: Json | undefined, defs?: Set<string>): Json | undefined {
  let current = node;
  for (let i = 0; current && typeof current.$ref === 'string' && i < 20; i++) {
    const name: string = current.$ref.split('/').pop() ?? '';
    defs?.add(name);
    current = schema.definitions[name];
  }
  return current;
}

/**
 * Named properties of every object branch of a schema node (arrays and free-form maps give none),
 * and the names of the definitions passed through on the way.
 */
export function namedProperties(node: Json | undefined): { props: Record<string, Json>; defs: Set<string> } {
  const props: Record<string, Json> = {};
  const defs = new Set<string>();
  const seen = new Set<Json>();
  const visit = (value: Json | undefined) => {
    const target = deref(value, defs);
    if (!target || seen.has(target) || target.type === 'array') return;
    seen.add(target);
    Object.assign(props, target.properties ?? {});
    for (const key of ['anyOf', 'oneOf', 'allOf']) for (const branch of target[key] ?? []) visit(branch);
  };
  visit(node);
  return { props, defs };
}

const DEPRECATED_TEXT = /Deprecated: |Deprecated in favor|\(deprecated: |\(Deprecated\)/;

/** Whether the schema marks an option as deprecated (flag or description, through `$ref` and single-branch `oneOf`). */
export function isDeprecated(node: Json | undefined): boolean {
  let current = node;
  for (let i = 0; current && i < 20; i++) {
    if (current.deprecated === true || DEPRECATED_TEXT.test(current.description ?? '')) return true;
    if (typeof current.$ref === 'string') current = schema.definitions[current.$ref.split('/').pop() ?? ''];
    else if (current.oneOf?.length === 1) current = current.oneOf[0];
    else return false;
  }
  return false;
}

/** Option paths the schema marks as deprecated. */
export const deprecatedPaths = new Set<string>();

function walk(prefix: string, node: Json | undefined, depth: number, maxDepth: number, out: string[], ancestors = new Set<string>()) {
  out.push(prefix);
  if (isDeprecated(node)) deprecatedPaths.add(prefix);
  if (depth >= maxDepth) return;
  // module-type variants (`module.parser.javascript/auto`) take the options of their base type
  if (prefix.split('.').pop()!.includes('/')) return;
  const { props, defs } = namedProperties(node);
  // recursive structures (`stats.children` takes the stats options again) are not walked twice
  if ([...defs].some((name) => ancestors.has(name))) return;
  const inner = new Set([...ancestors, ...defs]);
  for (const [name, value] of Object.entries(props)) {
    walk(`${prefix}.${name}`, value, depth + 1, maxDepth, out, inner);
  }
}

/** Option paths per page file name. */
export function optionPathsByPage(): Record<string, string[]> {
  const pages: Record<string, string[]> = {};
  const add = (page: string, paths: string[]) => (pages[page] ??= []).push(...paths);
  for (const [key, value] of Object.entries<Json>(schema.properties)) {
    const page = PAGE_OF_KEY[key] ?? OTHER_PAGE;
    const paths: string[] = [];
    if (key === 'devServer' || key === 'resolveLoader') {
      paths.push(key);
    } else if (key === 'entry') {
      paths.push(key);
      for (const name of Object.keys(namedProperties(schema.definitions.EntryDescription).props)) paths.push(`entry.${name}`);
    } else {
      walk(key, value, 1, MAX_DEPTH, paths);
    }
    if (key === 'module') {
      for (const name of Object.keys(namedProperties(schema.definitions.RuleSetRule).props)) paths.push(`Rule.${name}`);
    }
    add(page, paths);
  }
  return pages;
}

/** `##`/`###` headings outside code fences, with backticks and `<Badge />` removed. */
export function headingsOf(source: string): string[] {
  const headings: string[] = [];
  let fence: string | null = null;
  for (const line of source.split('\n')) {
    const marker = line.match(/^\s*(```+|~~~+)/);
    if (marker) {
      if (!fence) fence = marker[1];
      else if (marker[1].startsWith(fence[0]) && marker[1].length >= fence.length) fence = null;
      continue;
    }
    if (fence) continue;
    const heading = line.match(/^#{2,3}\s+(.*?)\s*#*\s*$/);
    if (heading) {
      headings.push(heading[1].replace(/<Badge[^>]*\/>/g, '').replace(/`/g, '').trim());
    }
  }
  return headings;
}

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The page title from the frontmatter. */
export function titleOf(source: string): string {
  const result = readFrontmatter(source);
  return result.ok ? result.data.title : '';
}

/** Text of the section under the heading for `option` (up to the next `##`/`###` heading), or undefined. */
export function sectionOf(source: string, option: string): string | undefined {
  const lines = source.split('\n');
  let inFence = false;
  let start = -1;
  for (let i = 0; i < lines.length; i++) {
    if (/^\s*(```|~~~)/.test(lines[i])) inFence = !inFence;
    if (inFence) continue;
    const heading = lines[i].match(/^#{2,3}\s+(.*?)\s*$/);
    if (!heading) continue;
    if (start >= 0) return lines.slice(start, i).join('\n');
    const text = heading[1].replace(/<Badge[^>]*\/>/g, '').replace(/`/g, '').trim();
    if (text === option || text.startsWith(`${option} `)) start = i;
  }
  return start >= 0 ? lines.slice(start).join('\n') : undefined;
}

export function missingPaths(source: string, paths: string[]): string[] {
  const headings = headingsOf(source);
  const title = squash(titleOf(source));
  return paths.filter((option) => {
    if (option.split('.').pop()!.includes('/')) return !source.includes(option.split('.').pop()!);
    // a page whose title is the top-level key (`title: Output`) documents that key as a whole
    if (!option.includes('.') && squash(option) === title) return false;
    if (headings.some((h) => h === option || h.startsWith(`${option} `))) return false;
    return !(mayBeTableRow(option) && documentedByTableRow(source, option));
  });
}

/** Deep options may be documented as a table row in their parent's section. */
export const mayBeTableRow = (option: string) => option.split('.').length >= TABLE_ROW_DEPTH;

const pages = optionPathsByPage();
const totals = { complete: 0, exempt: 0 };
export const documentedOptionCount = Object.values(pages).reduce((sum, paths) => sum + paths.length, 0);

describe('configuration pages document every webpack option', () => {
  afterAll(() => {
    console.log(`option sections with type and default: ${totals.complete} (of which ${totals.exempt} say "No default")`);
  });

  beforeAll(() => {
    const summary = Object.entries(pages)
      .map(([page, paths]) => `  ${page}: ${paths.length}`)
      .join('\n');
    console.log(`webpack ${JSON.parse(fs.readFileSync(path.join(root, 'node_modules/webpack/package.json'), 'utf8')).version}: ${documentedOptionCount} option paths\n${summary}`);
  });

  test('the schema walk finds the options we know exist', () => {
    const all = Object.values(pages).flat();
    for (const known of ['output.filename', 'output.library.type', 'module.rules', 'Rule.test', 'Rule.use',
      'resolve.alias', 'entry.dependOn', 'optimization.splitChunks.chunks', 'devServer', 'amd']) {
      expect(all).toContain(known);
    }
    // free-form maps and arrays are not walked into
    expect(all.some((p) => p.startsWith('resolve.alias.'))).toBe(false);
    expect(all.some((p) => p.startsWith('optimization.splitChunks.cacheGroups.'))).toBe(false);
    // recursive structures are walked once
    expect(all).toContain('stats.children');
    expect(all.some((p) => p.startsWith('stats.children.'))).toBe(false);
    expect(documentedOptionCount).toBeGreaterThan(300);
    expect(deprecatedPaths).toContain('module.exprContextCritical');
    expect(deprecatedPaths).toContain('output.strictModuleExceptionHandling');
    expect(deprecatedPaths).not.toContain('optimization.moduleIds');
  });

  test('headingsOf ignores fenced code and strips badges', () => {
    const src = '---\ntitle: Output\n---\n## `output.path`\n```js\n## output.fake\n```\n### output.clean <Badge text="5.20.0+" />\n';
    expect(headingsOf(src)).toEqual(['output.path', 'output.clean']);
    expect(missingPaths(src, ['output', 'output.path', 'output.clean', 'output.fake', 'module'])).toEqual(['output.fake', 'module']);
  });

  test('sectionOf returns the text under a heading, up to the next heading', () => {
    const src = '## a.b\nold option, deprecated\n```js\n## not.a.heading\n```\n### a.c\nfine\n';
    expect(sectionOf(src, 'a.b')).toContain('deprecated');
    expect(sectionOf(src, 'a.b')).toContain('not.a.heading');
    expect(sectionOf(src, 'a.c')).not.toMatch(/deprecated/i);
    expect(sectionOf(src, 'a.d')).toBeUndefined();
  });

  test.each(Object.keys(pages).sort())('%s documents all of its options', (page) => {
    const file = path.join(sectionDir, page);
    if (!fs.existsSync(file)) {
      throw new Error(`content/configuration/${page} does not exist yet; it must document ${pages[page].length} options: ${pages[page].join(', ')}`);
    }
    const missing = missingPaths(fs.readFileSync(file, 'utf8'), pages[page]);
    if (missing.length) {
      console.log(`content/configuration/${page} is missing ${missing.length} option heading(s):\n  ${missing.join('\n  ')}`);
    }
    expect(missing).toEqual([]);
  });

  test.each(Object.keys(pages).sort())('%s says which options are deprecated', (page) => {
    const file = path.join(sectionDir, page);
    if (!fs.existsSync(file)) return; // reported by the test above
    const source = fs.readFileSync(file, 'utf8');
    const unmarked = pages[page]
      .filter((option) => deprecatedPaths.has(option))
      .filter((option) => {
        const section = sectionOf(source, option);
        return section !== undefined && !/deprecated/i.test(section);
      });
    if (unmarked.length) {
      console.log(`content/configuration/${page}: deprecated options whose section does not say so:\n  ${unmarked.join('\n  ')}`);
    }
    expect(unmarked).toEqual([]);
  });

  test('typeAndDefault reads the first paragraph, and table rows count for deep options', () => {
    expect(typeAndDefault('\n`string` · default `\'x\'`\n\nMore text.')).toEqual({ type: true, default: true, exempt: false });
    expect(typeAndDefault('\n<Badge text="5.20.0+" />\n\n`object` · No default of its own.')).toEqual({ type: true, default: true, exempt: true });
    expect(typeAndDefault('\nDoes things.\n\n`string` · default `1`')).toEqual({ type: false, default: false, exempt: false });
    const src = [
      '## a.b.c',
      '`object` · No default of its own.',
      '| Option | Type | Default | Meaning |',
      '|---|---|---|---|',
      '| `d`, `e` | `boolean` | `true` | on |',
      '| `f` | `string` | | no default cell |',
      '## a.b.x',
      '`number`. Does things.',
    ].join('\n');
    const result = coverage(src, ['a.b.c', 'a.b.c.d', 'a.b.c.e', 'a.b.c.f', 'a.b.c.g', 'a.b.x'], () => true);
    expect(result.complete).toEqual(['a.b.c', 'a.b.c.d', 'a.b.c.e']);
    expect(result.exempt).toEqual(['a.b.c']);
    expect(result.incomplete.map((line) => line.split(' ')[0])).toEqual(['a.b.c.f', 'a.b.x']);
    expect(missingPaths(`---\ntitle: A\n---\n${src}`, ['a.b.c.d', 'a.b.c.g'])).toEqual(['a.b.c.g']);
  });

  test.each(Object.keys(pages).sort())('%s states the type and default of every option', (page) => {
    const file = path.join(sectionDir, page);
    if (!fs.existsSync(file)) return; // reported by the heading test
    const result = coverage(fs.readFileSync(file, 'utf8'), pages[page], mayBeTableRow);
    totals.complete += result.complete.length;
    totals.exempt += result.exempt.length;
    if (result.incomplete.length) {
      console.log(`content/configuration/${page}: ${result.incomplete.length} option(s) without type or default:\n  ${result.incomplete.join('\n  ')}`);
    }
    expect(result.incomplete).toEqual([]);
  });

  test('index.mdx shows every top-level key in its example and links every configuration page', () => {
    const file = path.join(sectionDir, 'index.mdx');
    expect(fs.existsSync(file)).toBe(true);
    const source = fs.readFileSync(file, 'utf8');
    const code = [...source.matchAll(/```(?:js|ts)[^\n]*\n([\s\S]*?)```/g)].map((m) => m[1]).join('\n');
    const missingKeys = Object.keys(schema.properties).filter((key) => !new RegExp(`^\\s{2}(?:${key}|'${key}'):`, 'm').test(code));
    expect(missingKeys).toEqual([]);
    const missingLinks = [...new Set(Object.values(PAGE_OF_KEY).concat(OTHER_PAGE))]
      .map((page) => `/configuration/${page.replace(/\.mdx$/, '')}/`)
      .filter((url) => !source.includes(url));
    expect(missingLinks).toEqual([]);
  });
});
