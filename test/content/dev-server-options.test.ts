// content/configuration/dev-server.mdx must document every option of webpack-dev-server 5.
//
// The option tree is read from the package's own schema (lib/options.json), as snapshotted in
// test/content/schemas/webpack-dev-server.json for the documented release: a new release's snapshot
// (`npm run schemas:refresh -- webpack-dev-server`) that adds an option makes this test fail until the
// page gets a heading for it.
//
// Depth: every named property is collected, following `$ref`s into `definitions` and looking through
// `anyOf`/`oneOf` alternatives and array `items`, down to MAX_DEPTH levels below `devServer`
// (`devServer.client` = 1, `devServer.client.overlay` = 2, `devServer.client.overlay.errors` = 3,
// `devServer.server.options.cert` = 3). Four levels cover the whole schema today; deeper objects
// (third-party option bags such as chokidar or http-proxy-middleware options) are open objects without
// named properties in the schema and are documented by link, not by heading.
// Every option needs a `##` or `###` heading that is exactly its full path, e.g. `### devServer.client.overlay`.
//
// Every option section (the text under its heading, up to the next `##`/`###` heading) starts with a
// paragraph that gives the type(s) as inline code and the default: `` `boolean`. Default: `true`. ``
// Options without a default of their own (object groupings whose properties carry the defaults, options
// that stay unset unless you set them) say "No default" in that paragraph instead. The convention is
// shared with configuration-schema.test.ts and described in `option-sections.ts`.
import fs from 'node:fs';
import path from 'node:path';
import { coverage } from './option-sections';
import { schemaSnapshot } from '../../scripts/tools/option-schemas/snapshots.ts';
import { splitFrontmatter } from '../../scripts/pipeline/3-content-index/frontmatter.ts';

const MAX_DEPTH = 4;

const root = process.cwd();
const pagePath = path.join(root, 'content/configuration/dev-server.mdx');

type Schema = {
  $ref?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  items?: Schema | Schema[];
  properties?: Record<string, Schema>;
  definitions?: Record<string, Schema>;
};

const schema = schemaSnapshot('webpack-dev-server').schema as Schema;

function resolve(node: Schema | undefined, seen = new Set<string>()): Schema | undefined {
  let current = node;
  while (current && current.$ref) {
    const ref = current.$ref;
    if (seen.has(ref)) return undefined;
    seen.add(ref);
    const name = ref.split('/').pop() as string;
    current = schema.definitions?.[name];
  }
  return current;
}

/** All object schemas reachable from `node` without descending into properties. */
function objectSchemas(node: Schema | undefined, seen: Set<Schema>): Schema[] {
  const resolved = resolve(node);
  if (!resolved || seen.has(resolved)) return [];
  seen.add(resolved);
  const result: Schema[] = [];
  if (resolved.properties) result.push(resolved);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    for (const alt of resolved[key] ?? []) result.push(...objectSchemas(alt, seen));
  }
  if (resolved.items) {
    const items = Array.isArray(resolved.items) ? resolved.items : [resolved.items];
    for (const item of items) result.push(...objectSchemas(item, seen));
  }
  return result;
}

export function collectOptionPaths(node: Schema, prefix: string, depth: number, out: Set<string>): Set<string> {
  if (depth > MAX_DEPTH) return out;
  for (const obj of objectSchemas(node, new Set())) {
    for (const [key, child] of Object.entries(obj.properties ?? {})) {
      const optionPath = `${prefix}.${key}`;
      if (out.has(optionPath)) continue;
      out.add(optionPath);
      collectOptionPaths(child, optionPath, depth + 1, out);
    }
  }
  return out;
}

function headingsOf(source: string): Set<string> {
  const body = splitFrontmatter(source)?.body ?? source;
  const withoutFences = body.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');
  const headings = new Set<string>();
  for (const match of withoutFences.matchAll(/^#{2,3}[ \t]+(.+?)[ \t]*#*[ \t]*$/gm)) {
    headings.add(match[1].replace(/`/g, '').replace(/<Badge[^>]*\/>/g, '').trim());
  }
  return headings;
}

describe('configuration/dev-server page', () => {
  const options = [...collectOptionPaths(schema, 'devServer', 1, new Set())].sort();
  const page = fs.readFileSync(pagePath, 'utf8');
  const headings = headingsOf(page);

  test('the schema walk finds the well-known options (sanity check of the walker)', () => {
    for (const known of [
      'devServer.hot',
      'devServer.proxy',
      'devServer.client.overlay',
      'devServer.client.overlay.runtimeErrors',
      'devServer.client.webSocketURL.hostname',
      'devServer.static.directory',
      'devServer.server.options.cert',
    ]) {
      expect(options).toContain(known);
    }
    expect(options.length).toBeGreaterThan(40);
  });

  test('has a `## devServer` heading for the key itself', () => {
    expect(headings.has('devServer')).toBe(true);
  });

  test('every webpack-dev-server option has a heading named by its full path', () => {
    const missing = options.filter((option) => !headings.has(option));
    if (missing.length > 0) {
      console.log(`dev-server.mdx is missing ${missing.length} option heading(s):\n  ${missing.join('\n  ')}`);
    }
    expect(missing).toEqual([]);
  });

  test('every option section states its type and its default (or "No default")', () => {
    const result = coverage(page, ['devServer', ...options]);
    if (result.incomplete.length > 0) {
      console.log(`dev-server.mdx: ${result.incomplete.length} option(s) without type or default:\n  ${result.incomplete.join('\n  ')}`);
    }
    console.log(`dev-server.mdx: ${result.complete.length} option sections with type and default (${result.exempt.length} say "No default")`);
    expect(result.incomplete).toEqual([]);
  });

  test('documents no devServer option that the schema does not know', () => {
    const all = collectOptionPaths(schema, 'devServer', 1, new Set());
    const unknown = [...headings].filter((h) => h.startsWith('devServer.') && !all.has(h));
    if (unknown.length > 0) console.log(`headings for unknown options:\n  ${unknown.join('\n  ')}`);
    expect(unknown).toEqual([]);
  });

  test('top-level options are `##` headings and nested ones `###`', () => {
    const wrongLevel: string[] = [];
    for (const match of page.matchAll(/^(#{2,3})[ \t]+(devServer\.[\w.]+)[ \t]*$/gm)) {
      const depth = match[2].split('.').length - 1;
      const expected = depth === 1 ? '##' : '###';
      if (match[1] !== expected) wrongLevel.push(`${match[1]} ${match[2]} (expected ${expected})`);
    }
    expect(wrongLevel).toEqual([]);
  });
});
