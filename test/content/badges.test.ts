/**
 * Every version badge (`<Badge text="5.20.0+" />`) in content/ says when the thing it marks was added, as the
 * installed webpack records it.
 *
 * A badge marks the heading of the section it is in, or, inside running text or a table row, one form of that
 * section's option (a glob string, an object form) or the option the row names. Where the version comes from:
 *
 * 1. Options: the `added` field of webpack's option schemas (schemas/WebpackOptions.json, schemas/plugins/**).
 *    A badge on an option's heading or at the start or end of its first paragraph must equal the version the
 *    option came with (its own `added`, or that of the object form it belongs to); a badge inside the text
 *    may also name the `added` of one of the option's forms.
 * 2. Hooks and other API members: the `@since` tags in webpack's source (lib/**).
 * 3. Everything else: badges/evidence.ts, where each entry says how its version was established.
 *
 * The reverse holds too: a configuration option whose schema records when it was added has a badge on its
 * section, so readers on an older webpack 5 know they need to upgrade.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Nodes, Parent, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { parseMarkdown } from '../../scripts/pipeline/2-mdx/parse.ts';
import { compareVersions, optionSince, readSchema, sinceTags, type OptionSince } from './badges/since-sources.ts';
import { EVIDENCE } from './badges/evidence.ts';
import { sectionsOf } from './option-sections';
import { pages } from './examples/extract.ts';

const root = process.cwd();

type Position = 'heading' | 'own' | 'inline' | 'row';
export interface Badge {
  page: string;
  line: number;
  version: string;
  /** text of the `##`-`####` heading the badge is under, without backticks and badges */
  heading: string;
  position: Position;
  /** for a badge in a table row: the name in the row's first cell */
  row?: string;
}

type JsxNode = { type: string; name?: string; attributes?: { name: string; value: unknown }[] };
const isBadge = (node: Nodes) =>
  (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && (node as unknown as JsxNode).name === 'Badge';
const badgeVersion = (node: Nodes) =>
  String((node as unknown as JsxNode).attributes?.find((attribute) => attribute.name === 'text')?.value ?? '').replace(/\+$/, '');
const meaningful = (children: Nodes[]) => children.filter((child) => !(child.type === 'text' && !child.value.trim()));
const headingText = (node: Nodes) => toString(node).replace(/\s+/g, ' ').trim();

/** Badges of a page with the section they are in and where in it. */
export function badgesOf(markdown: string, page: string): Badge[] {
  const tree: Root = parseMarkdown(markdown, page.endsWith('.md') ? '.md' : '.mdx');
  const badges: Badge[] = [];
  let heading = '';
  let blocksSinceHeading = 0;
  const visit = (node: Nodes, parents: Nodes[]) => {
    if (isBadge(node)) {
      const parent = parents[parents.length - 1];
      const cell = parents.find((ancestor) => ancestor.type === 'tableRow') as Parent | undefined;
      let position: Position = 'inline';
      if (parent.type === 'heading') position = 'heading';
      else if (cell) position = 'row';
      else if (parent.type === 'root') position = 'own';
      // the first paragraph under a heading, or a paragraph of its own, states when the heading's subject came
      else if (parent.type === 'paragraph' && (blocksSinceHeading === 1 || meaningful(parent.children as Nodes[]).length === 1)) {
        position = 'own';
      }
      badges.push({
        page,
        line: node.position?.start.line ?? 0,
        version: badgeVersion(node),
        heading,
        position,
        row: cell ? /^`?([\w.]+)`?/.exec(toString((cell.children as Nodes[])[0]).trim())?.[1] : undefined,
      });
    }
    if ('children' in node) for (const child of node.children as Nodes[]) visit(child, [...parents, node]);
  };
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth >= 2 && node.depth <= 4) {
      heading = headingText(node);
      blocksSinceHeading = 0;
      visit(node, [tree as unknown as Nodes]);
      continue;
    }
    blocksSinceHeading++;
    visit(node, [tree as unknown as Nodes]);
  }
  return badges;
}

// ---------------------------------------------------------------------------------------------------------
// Which version each badge should show

const webpackOptions = readSchema('WebpackOptions.json');

/** Plugin pages whose options a schema describes: page → schema file and the path to the options in it. */
const PLUGIN_SCHEMAS: Record<string, { file: string; prefix?: string[] }> = {
  'content/plugins/banner-plugin.mdx': { file: 'plugins/BannerPlugin.json' },
  'content/plugins/clean-plugin.mdx': { file: 'WebpackOptions.json', prefix: ['output', 'clean'] },
  'content/plugins/eval-source-map-dev-tool-plugin.mdx': { file: 'plugins/SourceMapDevToolPlugin.json' },
  'content/plugins/module-federation-plugin.mdx': { file: 'plugins/container/ModuleFederationPlugin.json' },
  'content/plugins/source-map-dev-tool-plugin.mdx': { file: 'plugins/SourceMapDevToolPlugin.json' },
  'content/plugins/split-chunks-plugin.mdx': { file: 'WebpackOptions.json', prefix: ['optimization', 'splitChunks'] },
  'content/plugins/ssr-manifest-plugin.mdx': { file: 'plugins/SSRManifestPlugin.json' },
  'content/plugins/watch-ignore-plugin.mdx': { file: 'plugins/WatchIgnorePlugin.json' },
};

/** The option a configuration page heading names: `output.clean`, `Rule.with`, `stats.hints (text)`. */
const optionName = (heading: string) => /^[A-Za-z_$][\w$]*(\.[\w$/]+)*/.exec(heading.trim())?.[0];

/** What the schemas say about the option a badge is attached to, if the badge is on an option. */
function schemaSince(badge: Badge): OptionSince | undefined {
  const name = badge.position === 'row' ? badge.row : optionName(badge.heading);
  if (!name) return undefined;
  if (badge.page.startsWith('content/configuration/')) {
    if (name.startsWith('Rule.')) return optionSince(webpackOptions, webpackOptions.definitions.RuleSetRule, name.split('.').slice(1));
    return optionSince(webpackOptions, webpackOptions, name.split('.'));
  }
  const plugin = PLUGIN_SCHEMAS[badge.page];
  if (!plugin) return undefined;
  const schema = readSchema(plugin.file);
  return optionSince(schema, schema, [...(plugin.prefix ?? []), ...name.split('.')]);
}

const tags = sinceTags();

export type Verdict = { ok: true; source: string } | { ok: false; problem: string };

export function verify(badge: Badge): Verdict {
  const where = `${badge.page}:${badge.line} (${badge.heading || 'top'})`;
  const evidence = EVIDENCE[`${badge.page}#${badge.heading}`];
  if (evidence) {
    return evidence.version === badge.version
      ? { ok: true, source: evidence.source }
      : { ok: false, problem: `${where}: badge ${badge.version}, but ${evidence.source} gives ${evidence.version}` };
  }
  const option = schemaSince(badge);
  if (option) {
    const since = option.own ?? option.inherited;
    const accepted = badge.position === 'inline' || badge.position === 'row' ? [since, ...option.forms] : [since];
    if (accepted.includes(badge.version)) return { ok: true, source: 'the option schema' };
    return {
      ok: false,
      problem: `${where}: badge ${badge.version}, but the schema says ${since ? `the option came in ${since}` : 'nothing about when the option came'}${option.forms.length ? ` (forms: ${option.forms.join(', ')})` : ''}`,
    };
  }
  const member = /^[A-Za-z_$][\w$]*$/.exec(badge.heading)?.[0];
  const since = member ? tags.get(member) : undefined;
  if (since) {
    return since.includes(badge.version)
      ? { ok: true, source: `@since in webpack's source` }
      : { ok: false, problem: `${where}: badge ${badge.version}, but webpack's source says @since ${since.join(' / ')}` };
  }
  return { ok: false, problem: `${where}: no source says when this came; add its evidence to badges/evidence.ts` };
}

// ---------------------------------------------------------------------------------------------------------

const pagesBelow = (dir: string) => pages(dir).map((file) => path.relative(root, file));

const allBadges = pagesBelow(path.join(root, 'content')).flatMap((page) => badgesOf(fs.readFileSync(path.join(root, page), 'utf8'), page));

describe('badgesOf', () => {
  it('finds badges with their section and position', () => {
    const markdown = [
      '## output.clean',
      '',
      '<Badge text="5.20.0+" />',
      '',
      '`boolean | object`. Default: `false`.',
      '',
      '### output.clean.keep <Badge text="5.21.0+" />',
      '',
      'Keeps files.',
      '',
      'A glob (<Badge text="5.112.0+" />) works too.',
      '',
      '| Option | Note |',
      '| --- | --- |',
      '| `scopes` | new (<Badge text="5.112.0+" />) |',
    ].join('\n');
    expect(badgesOf(markdown, 'content/configuration/output.mdx').map(({ heading, position, version, row }) => [heading, position, version, row])).toEqual([
      ['output.clean', 'own', '5.20.0', undefined],
      ['output.clean.keep', 'heading', '5.21.0', undefined],
      ['output.clean.keep', 'inline', '5.112.0', undefined],
      ['output.clean.keep', 'row', '5.112.0', 'scopes'],
    ]);
  });
});

describe('verify', () => {
  const badge = (heading: string, version: string, position: Position = 'own', page = 'content/configuration/x.mdx'): Badge => ({
    page,
    line: 1,
    version,
    heading,
    position,
  });

  it('uses the schema for options, the source for hooks, and reports what has no source', () => {
    expect(verify(badge('experiments.typescript', '5.107.0'))).toMatchObject({ ok: true });
    expect(verify(badge('experiments.typescript', '5.106.0'))).toMatchObject({ ok: false });
    expect(verify(badge('optimization.concatenateModules.commonjs', '5.109.0'))).toMatchObject({ ok: true });
    expect(verify(badge('executeModule', '5.32.0', 'own', 'content/api/compilation-hooks.mdx'))).toMatchObject({ ok: true });
    expect(verify(badge('executeModule', '5.31.0', 'own', 'content/api/compilation-hooks.mdx'))).toMatchObject({ ok: false });
    expect(verify(badge('Something new', '5.1.0', 'own', 'content/guides/x.mdx'))).toMatchObject({ ok: false });
  });

  it('accepts a form version only for a badge inside the text', () => {
    expect(verify(badge('ignoreWarnings.file', '5.112.0', 'inline'))).toMatchObject({ ok: true });
    expect(verify(badge('ignoreWarnings.file', '5.112.0', 'heading'))).toMatchObject({ ok: false });
  });
});

describe('version badges in content/', () => {
  it('finds the badges', () => {
    expect(allBadges.length).toBeGreaterThan(100);
  });

  it('each badge gives the version the installed webpack records', () => {
    const problems = allBadges.map(verify).flatMap((verdict) => (verdict.ok ? [] : [verdict.problem]));
    expect(problems).toEqual([]);
  });

  it('every configuration option the schema dates has a badge with that version', () => {
    const missing: string[] = [];
    for (const page of pagesBelow(path.join(root, 'content/configuration'))) {
      const markdown = fs.readFileSync(path.join(root, page), 'utf8');
      const badges = badgesOf(markdown, page);
      for (const section of sectionsOf(markdown)) {
        const name = optionName(section.heading);
        if (!name || !name.includes('.') || section.heading !== name) continue;
        const since = schemaSince({ page, line: section.line, version: '', heading: name, position: 'heading' });
        const version = since?.own ?? since?.inherited;
        if (!version || compareVersions(version, '5.1.0') < 0) continue;
        // a badge on an enclosing option that came in the same release covers its sub-options
        const covering = badges.filter(
          (badge) => (badge.heading === name || name.startsWith(`${badge.heading}.`)) && (badge.position === 'own' || badge.position === 'heading'),
        );
        if (!covering.some((badge) => badge.version === version)) missing.push(`${page}:${section.line} ${name}: added in ${version}, no badge`);
      }
    }
    expect(missing).toEqual([]);
  });
});
