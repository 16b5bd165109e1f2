/**
 * Every plugin the installed `webpack` package exports must be documented in content/plugins/.
 *
 * The plugins are read from `require('webpack')` and its namespaces (`optimize`, `ids`, `container`,
 * `sharing`, `experiments.schemes`, ...): every property whose name ends in `Plugin`. A webpack release that
 * exports a new plugin therefore makes this test fail until the plugin is covered. A plugin is covered when
 *
 * - a page in content/plugins/ has it as its `title` (its own page), or
 * - a table row on a page in content/plugins/ starts with its access path in backticks, such as
 *   `` | `optimize.AggressiveSplittingPlugin` | what it does | `` (the "Internal and low-level plugins"
 *   tables of plugins/index.mdx), with a real description in the next cell.
 *
 * Plugin properties are listed without reading them: several are getters that print a deprecation warning.
 *
 * The same file also checks nested option lists that the heading check of loader-plugin-options.test.ts
 * does not reach: CopyPlugin's `globOptions` table and ModuleFederationPlugin's `shared.*` sections.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { readFrontmatter } from '../../scripts/pipeline/3-content-index/frontmatter.ts';

const root = process.cwd();
const require = createRequire(path.join(root, 'package.json'));
const pluginsDir = path.join(root, 'content/plugins');

// The webpack object and its namespaces are walked by property name only.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Namespace = Record<string, any>;

/**
 * Access paths (relative to the `webpack` object) of every exported property whose name ends in `Plugin`.
 * Namespaces are the properties whose names start with a lowercase letter and whose values are objects;
 * they are read (and walked up to `maxDepth` levels deep), plugin properties are not.
 */
export function pluginExportPaths(webpack: Namespace, maxDepth = 3): string[] {
  const paths: string[] = [];
  const seen = new Set<unknown>();
  const walk = (namespace: Namespace, prefix: string, depth: number) => {
    for (const key of Object.getOwnPropertyNames(namespace)) {
      if (/Plugin$/.test(key)) {
        paths.push(prefix + key);
        continue;
      }
      if (depth >= maxDepth || !/^[a-z]/.test(key)) continue;
      const value = namespace[key];
      if (value === null || typeof value !== 'object' || Array.isArray(value) || seen.has(value)) continue;
      seen.add(value);
      walk(value, `${prefix}${key}.`, depth + 1);
    }
  };
  walk(webpack, '', 0);
  return paths;
}

/** The plugin name of an access path: `optimize.SplitChunksPlugin` → `SplitChunksPlugin`. */
const pluginName = (accessPath: string) => accessPath.slice(accessPath.lastIndexOf('.') + 1);

/** Frontmatter `title` of a page. */
function pageTitle(markdown: string): string | undefined {
  const result = readFrontmatter(markdown);
  return result.ok ? result.data.title : undefined;
}

/**
 * Table rows whose first cell is a code span naming a plugin (optionally written with `webpack.` in front):
 * access path → text of the next cell.
 */
export function pluginTableRows(markdown: string): Map<string, string> {
  const rows = new Map<string, string>();
  for (const match of markdown.matchAll(/^\|\s*`(?:webpack\.)?([\w.]+Plugin)`\s*\|([^\n]*)$/gm)) {
    const [description] = match[2].split(/(?<!\\)\|/);
    rows.set(match[1], description.trim());
  }
  return rows;
}

/** Words of a description, not counting links' targets. */
const wordCount = (text: string) =>
  text
    .replace(/\]\([^)]*\)/g, ']')
    .split(/\s+/)
    .filter((word) => /\w/.test(word)).length;

/** Section bodies under `###` headings, keyed by heading text without backticks and badges. */
function sections(markdown: string): Map<string, string> {
  const result = new Map<string, string>();
  const parts = markdown.split(/^(?=#{2,3} )/m);
  for (const part of parts) {
    const heading = /^#{2,3} (.+)$/m.exec(part);
    if (!heading) continue;
    const name = heading[1]
      .replace(/<Badge[^>]*\/>/g, '')
      .replace(/`/g, '')
      .trim();
    result.set(name, part);
  }
  return result;
}

const webpack: Namespace = require('webpack');
const exportPaths = pluginExportPaths(webpack);

const pages = fs
  .readdirSync(pluginsDir)
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => ({ file, text: fs.readFileSync(path.join(pluginsDir, file), 'utf8') }));
const titles = new Set(pages.map((page) => pageTitle(page.text)).filter(Boolean));
const rows = new Map<string, { file: string; description: string }>();
for (const page of pages) {
  for (const [accessPath, description] of pluginTableRows(page.text)) {
    rows.set(accessPath, { file: page.file, description });
  }
}

describe('pluginExportPaths', () => {
  it('lists Plugin properties of the object and its lowercase namespaces without reading them', () => {
    const fake: Namespace = {
      DefinePlugin: class {},
      optimize: { SplitChunksPlugin: class {}, helper: () => {} },
      experiments: { schemes: { HttpUriPlugin: class {} } },
      Compilation: { InnerPlugin: class {} },
    };
    Object.defineProperty(fake, 'OldPlugin', {
      enumerable: true,
      get() {
        throw new Error('a plugin getter must not be read');
      },
    });
    expect(pluginExportPaths(fake).sort()).toEqual([
      'DefinePlugin',
      'OldPlugin',
      'experiments.schemes.HttpUriPlugin',
      'optimize.SplitChunksPlugin',
    ]);
  });
});

describe('pluginTableRows', () => {
  it('reads plugin rows with and without the webpack prefix', () => {
    const rows = pluginTableRows(
      [
        '| Plugin | What it does |',
        '| --- | --- |',
        '| `optimize.RuntimeChunkPlugin` | Moves the runtime into its own chunk. |',
        '| `webpack.EntryPlugin` | Adds an entry. |',
        '| [Link](/plugins/x/) | not a code span |',
      ].join('\n'),
    );
    expect([...rows.keys()]).toEqual(['optimize.RuntimeChunkPlugin', 'EntryPlugin']);
    expect(rows.get('EntryPlugin')).toBe('Adds an entry.');
  });
});

describe('every plugin the webpack package exports is documented', () => {
  it('finds the exported plugins, including those in namespaces', () => {
    expect(exportPaths.length).toBeGreaterThan(50);
    for (const expected of [
      'DefinePlugin',
      'CopyPlugin',
      'SSRManifestPlugin',
      'optimize.SplitChunksPlugin',
      'container.ModuleFederationPlugin',
      'sharing.SharePlugin',
      'experiments.schemes.HttpUriPlugin',
    ]) {
      expect(exportPaths).toContain(expected);
    }
  });

  it('each one has its own page or a described row on a plugins page', () => {
    const byName = new Map<string, string[]>();
    for (const accessPath of exportPaths) {
      const name = pluginName(accessPath);
      byName.set(name, [...(byName.get(name) ?? []), accessPath]);
    }
    const missing = [...byName]
      .filter(([name, accessPaths]) => {
        if (titles.has(name)) return false;
        return !accessPaths.some((accessPath) => {
          const row = rows.get(accessPath);
          return row !== undefined && wordCount(row.description) >= 6;
        });
      })
      .map(([, accessPaths]) => accessPaths.join(' / '));
    expect(missing).toEqual([]);
  });

  it('every plugin named in a table row is really exported at that path', () => {
    const known = new Set(exportPaths);
    const unknown = [...rows]
      .filter(([accessPath]) => !known.has(accessPath))
      .map(([accessPath, row]) => `${row.file}: ${accessPath}`);
    expect(unknown).toEqual([]);
  });
});

describe('nested plugin options', () => {
  const webpackSchema = JSON.parse(
    fs.readFileSync(path.join(root, 'node_modules/webpack/schemas/WebpackOptions.json'), 'utf8'),
  );

  it('plugins/copy-plugin.mdx lists every globOptions field in its globOptions section', () => {
    const section = sections(fs.readFileSync(path.join(pluginsDir, 'copy-plugin.mdx'), 'utf8')).get('globOptions');
    expect(section).toBeDefined();
    const fields = Object.keys(webpackSchema.definitions.CopyGlobOptions.properties);
    expect(fields.length).toBeGreaterThan(0);
    const missing = fields.filter((field) => !section!.includes(`| \`${field}\` |`));
    expect(missing).toEqual([]);
  });

  it('plugins/module-federation-plugin.mdx has a shared.<option> section with a js example for every shared option', () => {
    const schema = JSON.parse(
      fs.readFileSync(path.join(root, 'node_modules/webpack/schemas/plugins/container/ModuleFederationPlugin.json'), 'utf8'),
    );
    const options = Object.keys(schema.definitions.SharedConfig.properties);
    expect(options.length).toBeGreaterThan(0);
    const bySection = sections(fs.readFileSync(path.join(pluginsDir, 'module-federation-plugin.mdx'), 'utf8'));
    const problems = options.flatMap((option) => {
      const section = bySection.get(`shared.${option}`);
      if (section === undefined) return [`shared.${option}: no section`];
      return /```js\n/.test(section) ? [] : [`shared.${option}: no js example`];
    });
    expect(problems).toEqual([]);
  });
});
