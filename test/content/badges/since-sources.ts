/**
 * Where the installed webpack says when something was added.
 *
 * - Option schemas (schemas/WebpackOptions.json and schemas/plugins/**.json) carry `"added": "5.x.y"` on
 *   options, definitions and alternative forms that are recent.
 * - The source (lib/**.js) carries `@since 5.x.y` in the JSDoc of hooks and other API members.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

// Schemas are untyped JSON walked by shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const webpackDir = path.dirname(createRequire(path.join(process.cwd(), 'package.json')).resolve('webpack/package.json'));

export function readSchema(file: string): Json {
  return JSON.parse(fs.readFileSync(path.join(webpackDir, 'schemas', file), 'utf8'));
}

/** Compares `5.9.0` and `5.10.0` as versions. */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [a, b].map((version) => version.split('.').map(Number));
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

const later = (a?: string, b?: string) => (!a ? b : !b ? a : compareVersions(a, b) >= 0 ? a : b);

export interface OptionSince {
  /** when the option itself was added: `added` on its property, or on the definition it is a plain `$ref` to */
  own?: string;
  /** when an enclosing option or object form was added, which the option came with */
  inherited?: string;
  /** `added` of the option's alternative forms and of anything below it (`'glob'` strings, object forms, ...) */
  forms: string[];
}

/**
 * Looks up an option path (`output.environment.deferImport`, `shared.include`) in a schema. `root` is the node
 * whose properties the first segment names. A segment that is not a named property may go through a map's
 * `additionalProperties` (ModuleFederationPlugin's `shared` is keyed by package name).
 */
export function optionSince(schema: Json, root: Json, segments: string[]): OptionSince | undefined {
  const deref = (node: Json | undefined): Json | undefined => {
    let current = node;
    for (let i = 0; current?.$ref && i < 20; i++) current = schema.definitions[current.$ref.split('/').pop()];
    return current;
  };
  /** Object branches of a node, each with the latest `added` passed through on the way to it. */
  const branches = (node: Json | undefined, added?: string, seen = new Set<Json>()): { object: Json; added?: string }[] => {
    if (!node || seen.has(node)) return [];
    seen.add(node);
    const here = later(added, node.added);
    if (node.$ref) return branches(deref(node), here, seen);
    const found: { object: Json; added?: string }[] = node.properties ? [{ object: node, added: here }] : [];
    for (const key of ['anyOf', 'oneOf', 'allOf']) for (const branch of node[key] ?? []) found.push(...branches(branch, here, seen));
    if (node.items && typeof node.items === 'object') found.push(...branches(node.items, here, seen));
    if (node.additionalProperties && typeof node.additionalProperties === 'object' && !node.properties) {
      found.push(...branches(node.additionalProperties, here, seen));
    }
    return found;
  };
  let node: Json | undefined = root;
  let inherited: string | undefined;
  let own: string | undefined;
  for (const [index, segment] of segments.entries()) {
    const candidates = branches(node);
    let match = candidates.find(({ object }) => object.properties?.[segment]);
    if (!match && index > 0) {
      // a map level: `shared.<package>.include` is written `shared.include`
      const maps = candidates.filter(({ object }) => object.additionalProperties && typeof object.additionalProperties === 'object');
      for (const map of maps) {
        const inner = branches(map.object.additionalProperties, map.added).find(({ object }) => object.properties?.[segment]);
        if (inner) match = inner;
      }
    }
    if (!match) return undefined;
    const property: Json = match.object.properties[segment];
    inherited = later(inherited, match.added);
    own = property.added ?? (property.$ref ? deref(property)?.added : undefined);
    node = property;
  }
  const forms: string[] = [];
  const collect = (value: unknown, depth: number, seen: Set<unknown>) => {
    if (!value || typeof value !== 'object' || seen.has(value) || depth > 8) return;
    seen.add(value);
    const json = value as Json;
    if (typeof json.added === 'string') forms.push(json.added);
    if (json.$ref) collect(deref(json), depth + 1, seen);
    for (const [key, child] of Object.entries(json)) if (key !== '$ref' && key !== 'added') collect(child, depth + 1, seen);
  };
  collect(node, 0, new Set());
  return { own, inherited, forms: [...new Set(forms)] };
}

/** `@since` versions in webpack's source, by member name (`executeModule` → ['5.32.0']). */
export function sinceTags(): Map<string, string[]> {
  const tags = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.js')) {
        const source = fs.readFileSync(file, 'utf8');
        // a JSDoc block with @since, then the member it documents: `name:`, `name(`, `name,` or `get name(`
        for (const match of source.matchAll(/@since\s+(\d+\.\d+\.\d+)(?:(?!\*\/)[\s\S])*\*\/\s*(?:(?:get|static|async)\s+)?([A-Za-z_$][\w$]*)\s*[:(,]/g)) {
          tags.set(match[2], [...new Set([...(tags.get(match[2]) ?? []), match[1]])]);
        }
      }
    }
  };
  walk(path.join(webpackDir, 'lib'));
  return tags;
}
