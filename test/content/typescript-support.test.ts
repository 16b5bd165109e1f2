/**
 * webpack's built-in TypeScript support (`experiments.typescript`) as the experiments page and the TypeScript
 * guide describe it.
 *
 * - Which Node.js it needs: webpack calls `module.stripTypeScriptTypes`, which Node.js added in 23.2.0 and
 *   22.13.0 (Node.js API docs, "Added in: v23.2.0, v22.13.0"). The test checks that the installed webpack
 *   still uses that function, that the Node.js running the test agrees with those versions, and that the
 *   pages give them.
 * - The guide's `experiments.typescript` configuration builds the guide's project (test/guides/typescript)
 *   without ts-loader. On a Node.js without `module.stripTypeScriptTypes` the build runs in a child process
 *   where esbuild's type stripping stands in for it, so webpack's own code path is still the one tested.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Code, Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { parseMarkdown } from '../../scripts/pipeline/2-mdx/parse.ts';

const root = process.cwd();
const require = createRequire(path.join(root, 'package.json'));
const webpackDir = path.dirname(require.resolve('webpack/package.json'));
const guide = fs.readFileSync(path.join(root, 'content/guides/typescript.mdx'), 'utf8');
const experimentsPage = fs.readFileSync(path.join(root, 'content/configuration/experiments.mdx'), 'utf8');
const flat = (text: string) => text.replace(/\s+/g, ' ');

/** Node.js releases that have `module.stripTypeScriptTypes`: 22.13 and later in the 22 line, 23.2 and later. */
const STRIP_TYPES_SINCE = { '22': [22, 13], current: [23, 2] } as const;

function hasStripTypes(version: string): boolean {
  const [major, minor] = version.split('.').map(Number);
  if (major === 22) return minor >= STRIP_TYPES_SINCE['22'][1];
  const [sinceMajor, sinceMinor] = STRIP_TYPES_SINCE.current;
  return major > sinceMajor || (major === sinceMajor && minor >= sinceMinor);
}

/** The first fenced block under the `##` heading that starts with `heading`. */
function firstBlockUnder(tree: Root, heading: string): Code | undefined {
  let inside = false;
  for (const node of tree.children) {
    if (node.type === 'heading' && (node as Heading).depth === 2) inside = toString(node).startsWith(heading);
    else if (inside && node.type === 'code') return node;
  }
  return undefined;
}

describe('what experiments.typescript needs', () => {
  it('webpack uses module.stripTypeScriptTypes for it', () => {
    const defaults = fs.readFileSync(path.join(webpackDir, 'lib/config/defaults.js'), 'utf8');
    const plugin = fs.readFileSync(path.join(webpackDir, 'lib/typescript/TypeScriptPlugin.js'), 'utf8');
    expect(defaults).toMatch(/typeof require\("module"\)\.stripTypeScriptTypes === "function"/);
    expect(plugin).toContain('mod.stripTypeScriptTypes(');
  });

  it('the Node.js running the test agrees with the versions the pages give', () => {
    expect(typeof (require('node:module') as Record<string, unknown>).stripTypeScriptTypes === 'function').toBe(
      hasStripTypes(process.versions.node),
    );
    expect(hasStripTypes('22.12.0')).toBe(false);
    expect(hasStripTypes('22.13.0')).toBe(true);
    expect(hasStripTypes('23.1.0')).toBe(false);
    expect(hasStripTypes('24.0.0')).toBe(true);
  });

  it.each([
    ['configuration/experiments.mdx', experimentsPage, 'from version 22.13 (in the 22 line) or 23.2 on'],
    ['guides/typescript.mdx', guide, 'exists from Node.js 22.13 (and 23.2) on'],
  ])('%s gives those versions', (_page, text, claim) => {
    expect(flat(text)).toContain('module.stripTypeScriptTypes');
    expect(flat(text)).toContain(claim);
    expect(flat(text)).not.toMatch(/22\.6 or later|>= ?22\.6/);
  });

  it('the experiments page links the guide, and the guide explains the experiment', () => {
    expect(experimentsPage).toContain('](/guides/typescript/)');
    expect(guide).toContain('](/configuration/experiments/#experimentstypescript)');
    expect(flat(guide)).not.toMatch(/webpack does not understand TypeScript/);
  });
});

describe("the guide's experiments.typescript configuration", () => {
  it('builds the guide project without a loader', () => {
    const block = firstBlockUnder(parseMarkdown(guide, '.mdx'), 'Without a loader');
    expect(block?.value).toContain('typescript: true');
    const project = path.join(root, 'test/guides/typescript');
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-experiment-'));
    try {
      fs.writeFileSync(path.join(work, 'webpack.config.js'), block!.value);
      const script = `
        const Module = require('node:module');
        if (typeof Module.stripTypeScriptTypes !== 'function') {
          // esbuild removes types without checking them, like Node.js does
          const esbuild = require(${JSON.stringify(require.resolve('esbuild'))});
          Module.stripTypeScriptTypes = (code) => esbuild.transformSync(code, { loader: 'ts' }).code;
        }
        const webpack = require(${JSON.stringify(require.resolve('webpack'))});
        const config = require(${JSON.stringify(path.join(work, 'webpack.config.js'))});
        config.context = ${JSON.stringify(project)};
        config.output.path = ${JSON.stringify(path.join(work, 'dist'))};
        webpack(config).run((error, stats) => {
          if (error) throw error;
          const info = stats.toJson({ all: false, errors: true, assets: true });
          console.log(JSON.stringify({ errors: info.errors.map((e) => e.message), assets: info.assets.map((a) => a.name) }));
        });
      `;
      const result = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 60_000 });
      expect(result.stderr).toBe('');
      const { errors, assets } = JSON.parse(result.stdout);
      expect(errors).toEqual([]);
      expect(assets).toContain('bundle.js');
      expect(fs.readFileSync(path.join(work, 'dist/bundle.js'), 'utf8')).toContain('Hello, ');
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  }, 60_000);
});
