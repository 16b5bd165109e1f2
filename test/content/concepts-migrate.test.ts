import fs from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { proseLines, readPage } from './page-source.ts';

// Checks the pages of the `concepts` and `migrate` sections: every page exists with complete
// frontmatter and the agreed sort order, concept pages link to the matching configuration options,
// migration pages show every breaking change with before/after configuration, and links between
// these pages (including #anchors) point at headings that exist.

const CONTENT = 'content';

const CONCEPTS = [
  'index',
  'entry-points',
  'output',
  'loaders',
  'plugins',
  'configuration',
  'modules',
  'module-resolution',
  'module-federation',
  'dependency-graph',
  'targets',
  'manifest',
  'hot-module-replacement',
  'why-webpack',
  'under-the-hood',
];

const MIGRATE: Record<string, { sort: number; title?: string; minSections: number }> = {
  index: { sort: -1, minSections: 2 },
  '5': { sort: 1, title: 'To v5 from v4', minSections: 18 },
  '4': { sort: 2, title: 'To v4 from v3', minSections: 10 },
  '3': { sort: 3, title: 'To v2 or v3 from v1', minSections: 10 },
};

/** A configuration link each concept page must contain (the option it explains). */
const CONCEPT_OPTION_LINKS: Record<string, string[]> = {
  index: ['/configuration/entry-context/#entry', '/configuration/mode/#mode', '/configuration/target/#target'],
  'entry-points': ['/configuration/entry-context/#entry'],
  output: ['/configuration/output/#outputfilename', '/configuration/output/#outputpath'],
  loaders: ['/configuration/module/#modulerules'],
  plugins: ['/configuration/plugins/'],
  modules: ['/configuration/module/#modulerules'],
  'module-resolution': ['/configuration/resolve/#resolvealias'],
  'dependency-graph': ['/configuration/optimization/#optimizationsplitchunks'],
  targets: ['/configuration/target/#target'],
  manifest: ['/configuration/optimization/#optimizationruntimechunk'],
  'hot-module-replacement': ['/configuration/dev-server/#devserverhot'],
  'under-the-hood': ['/configuration/optimization/#optimizationsplitchunks'],
};

/** Topics the v5 migration guide must cover (each regex must match the page body). */
const V5_TOPICS: [string, RegExp][] = [
  ['Node.js polyfills / resolve.fallback', /resolve\.fallback/],
  ['[hash] → [fullhash]', /\[fullhash\]/],
  ['[contenthash]', /\[contenthash\]/],
  ['deterministic ids', /moduleIds: 'deterministic'/],
  ['chunkIds', /chunkIds/],
  ['JSON named exports', /import pkg from '\.\/package\.json'/],
  ['output.library object', /library: \{/],
  ['browserslist target', /'browserslist'/],
  ['persistent cache', /type: 'filesystem'/],
  ['asset modules', /'asset\/resource'/],
  ['raw-loader → asset/source', /'asset\/source'/],
  ['removed node options', /node\.fs|fs: 'empty'/],
  ['defaultVendors', /defaultVendors/],
  ['devtool validation', /eval-cheap-module-source-map/],
  ['emitOnErrors', /emitOnErrors: false/],
  ['Rule.loaders removed', /-\s+loaders: \[/],
  ['stats', /modulesSpace/],
  ['webpack serve', /webpack serve/],
  ['import.meta.webpackHot', /import\.meta\.webpackHot/],
  ['exportsPresence', /exportsPresence: 'error'/],
  ['processAssets', /processAssets/],
];

const ALLOWED_KEYS = new Set(['title', 'sort', 'description', 'related', 'group', 'source', 'edit', 'repo', 'date']);


interface Heading {
  depth: number;
  text: string;
}

function headings(body: string): Heading[] {
  return proseLines(body)
    .map((line) => /^(#{1,6}) (.+?)\s*$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ depth: m[1].length, text: m[2] }));
}

function headingSlugs(body: string): string[] {
  const slugger = new GithubSlugger();
  return headings(body)
    .filter((h) => h.depth >= 2)
    .map((h) => slugger.slug(h.text.replace(/<Badge[^>]*\/>/g, '').replace(/`/g, '').trim()));
}

/** Splits a body into `##` sections: heading text and the raw markdown under it (code included). */
function h2Sections(body: string): { title: string; content: string }[] {
  const sections: { title: string; content: string }[] = [];
  let fence: string | null = null;
  let current: { title: string; content: string } | null = null;
  for (const line of body.split('\n')) {
    const opener = /^(`{3,}|~{3,})/.exec(line);
    if (opener) {
      if (fence === null) fence = opener[1];
      else if (line.trim() === fence) fence = null;
    } else if (fence === null) {
      const h2 = /^## (.+)$/.exec(line);
      if (h2) {
        current = { title: h2[1], content: '' };
        sections.push(current);
        continue;
      }
    }
    if (current) current.content += `${line}\n`;
  }
  return sections;
}

/** Fenced code blocks with their language. */
function codeBlocks(markdown: string): { lang: string; code: string }[] {
  return [...markdown.matchAll(/^```(\S*)[^\n]*\n([\s\S]*?)^```\s*$/gm)].map((m) => ({ lang: m[1], code: m[2] }));
}

/** A section shows a change when it has a diff with both removed and added lines, or Before/After code. */
function hasBeforeAfter(content: string): boolean {
  const blocks = codeBlocks(content);
  const diff = blocks.some(
    (b) => b.lang === 'diff' && /^-(?!--)/m.test(b.code) && /^\+(?!\+\+)/m.test(b.code),
  );
  const pair = /\*\*Before\b[^*]*\*\*/.test(content) && /\*\*After\b[^*]*\*\*/.test(content) && blocks.length >= 2;
  return diff || pair;
}

function internalLinks(body: string, data: Record<string, unknown>): string[] {
  const prose = proseLines(body).join('\n').replace(/`[^`\n]*`/g, '');
  const links = [...prose.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]);
  const related = Array.isArray(data.related) ? (data.related as { url?: unknown }[]) : [];
  for (const r of related) if (typeof r.url === 'string' && r.url.startsWith('/')) links.push(r.url);
  return links;
}

const conceptPages = CONCEPTS.map((name) => path.join(CONTENT, 'concepts', `${name}.mdx`));
const migratePages = Object.keys(MIGRATE).map((name) => path.join(CONTENT, 'migrate', `${name}.mdx`));
const allPages = [...conceptPages, ...migratePages];

describe('concepts and migrate pages exist', () => {
  test.each(allPages)('%s exists', (file) => {
    expect(fs.existsSync(file)).toBe(true);
  });

  test('no unexpected pages in the two sections', () => {
    const onDisk = [
      ...fs.readdirSync(path.join(CONTENT, 'concepts')).map((f) => path.join(CONTENT, 'concepts', f)),
      ...fs.readdirSync(path.join(CONTENT, 'migrate')).map((f) => path.join(CONTENT, 'migrate', f)),
    ].filter((f) => /\.mdx?$/.test(f));
    expect(onDisk.sort()).toEqual([...allPages].sort());
  });
});

describe.each(allPages)('%s', (file) => {
  const page = () => readPage(file);

  test('has a title, a short description and related links', () => {
    const { data } = page();
    expect(typeof data.title).toBe('string');
    expect((data.title as string).trim().length).toBeGreaterThan(2);
    expect(typeof data.description).toBe('string');
    const description = data.description as string;
    expect(description.length).toBeGreaterThan(30);
    expect(description.length).toBeLessThan(160);
    expect(Array.isArray(data.related)).toBe(true);
    const related = data.related as { title?: unknown; url?: unknown }[];
    expect(related.length).toBeGreaterThanOrEqual(2);
    for (const entry of related) {
      expect(typeof entry.title).toBe('string');
      expect(typeof entry.url).toBe('string');
      expect(entry.url as string).toMatch(/^(\/([a-z0-9-]+\/)*(#[a-z0-9_-]+)?|https:\/\/\S+)$/);
    }
  });

  test('uses only allowed frontmatter keys and no contributors', () => {
    const keys = Object.keys(page().data);
    expect(keys.filter((k) => !ALLOWED_KEYS.has(k))).toEqual([]);
  });

  test('has no h1 in the body, no duplicate anchors and no fence without a language', () => {
    const { body } = page();
    expect(headings(body).filter((h) => h.depth === 1)).toEqual([]);
    const slugs = headingSlugs(body);
    expect(slugs.filter((s, i) => slugs.indexOf(s) !== i)).toEqual([]);
    const bareFences = body.split('\n').filter((line, i, lines) => {
      if (line !== '```') return false;
      // a bare ``` is fine as a closing fence: count the fences before it
      const before = lines.slice(0, i).filter((l) => /^```/.test(l)).length;
      return before % 2 === 0;
    });
    expect(bareFences).toEqual([]);
  });

  test('has no HTML comments and no bare braces or angle brackets in prose', () => {
    const prose = proseLines(page().body)
      .join('\n')
      .replace(/`[^`\n]*`/g, '')
      .replace(/<Badge text="[^"]*" \/>/g, '')
      .replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
    expect(prose).not.toMatch(/<!--/);
    expect(prose).not.toMatch(/[{}]/);
    expect(prose).not.toMatch(/<[A-Za-z/]/);
  });

  test('links to concepts and migrate pages point at existing pages and headings', () => {
    const { body, data } = page();
    for (const link of internalLinks(body, data)) {
      const [route, anchor] = link.split('#');
      expect(`${link}: ${route.endsWith('/')}`).toBe(`${link}: true`);
      const m = /^\/(concepts|migrate)\/(?:([a-z0-9-]+)\/)?$/.exec(route);
      if (!m) continue;
      const target = path.join(CONTENT, m[1], `${m[2] ?? 'index'}.mdx`);
      expect(`${link} -> ${fs.existsSync(target)}`).toBe(`${link} -> true`);
      if (anchor) expect(headingSlugs(readPage(target).body)).toContain(anchor);
    }
  });
});

describe('concepts', () => {
  test.each(CONCEPTS.map((name, i) => [name, i === 0 ? -1 : i] as const))('%s has sort %d', (name, sort) => {
    expect(readPage(path.join(CONTENT, 'concepts', `${name}.mdx`)).data.sort).toBe(sort);
  });

  test.each(Object.entries(CONCEPT_OPTION_LINKS))('%s links to its configuration options', (name, links) => {
    const { body } = readPage(path.join(CONTENT, 'concepts', `${name}.mdx`));
    for (const link of links) expect(body).toContain(`](${link})`);
  });

  test.each(CONCEPTS)('%s has at least three ## sections and a configuration example or diagram', (name) => {
    const { body } = readPage(path.join(CONTENT, 'concepts', `${name}.mdx`));
    expect(headings(body).filter((h) => h.depth === 2).length).toBeGreaterThanOrEqual(3);
    expect(codeBlocks(body).length).toBeGreaterThanOrEqual(1);
  });

  test.each(CONCEPTS.filter((n) => n !== 'index'))('%s explains why before how', (name) => {
    const { body } = readPage(path.join(CONTENT, 'concepts', `${name}.mdx`));
    const first = headings(body).find((h) => h.depth === 2);
    expect(first?.text).toMatch(/^Why\b|^The problem/);
  });

  test('the index links to every other concept page', () => {
    const { body } = readPage(path.join(CONTENT, 'concepts', 'index.mdx'));
    const missing = CONCEPTS.filter((n) => n !== 'index' && !body.includes(`](/concepts/${n}/`));
    // a few pages are reached through the "Where to go next" list; all must be linked somewhere
    expect(missing.filter((n) => !['manifest', 'hot-module-replacement', 'module-federation', 'dependency-graph', 'why-webpack'].includes(n))).toEqual([]);
  });

  test('output nests "Using substitutions" under "Multiple Entry Points"', () => {
    const hs = headings(readPage(path.join(CONTENT, 'concepts', 'output.mdx')).body);
    const parent = hs.findIndex((h) => h.depth === 2 && h.text === 'Multiple Entry Points');
    const child = hs.findIndex((h) => h.depth === 3 && h.text === 'Using substitutions');
    expect(parent).toBeGreaterThanOrEqual(0);
    expect(child).toBeGreaterThan(parent);
    expect(hs.slice(parent + 1, child).some((h) => h.depth <= 2)).toBe(false);
  });
});

describe('migrate', () => {
  test.each(Object.entries(MIGRATE))('%s has the right title and sort', (name, spec) => {
    const { data } = readPage(path.join(CONTENT, 'migrate', `${name}.mdx`));
    expect(data.sort).toBe(spec.sort);
    if (spec.title) expect(data.title).toBe(spec.title);
  });

  test.each(Object.entries(MIGRATE).filter(([name]) => name !== 'index'))(
    '%s shows at least its minimum number of ## changes with before/after code',
    (name, spec) => {
      const sections = h2Sections(readPage(path.join(CONTENT, 'migrate', `${name}.mdx`)).body);
      const withChange = sections.filter((s) => hasBeforeAfter(s.content));
      expect(sections.length).toBeGreaterThanOrEqual(spec.minSections);
      expect(withChange.length).toBeGreaterThanOrEqual(spec.minSections - 3);
    },
  );

  test('every breaking-change section of the v5 guide has before/after code', () => {
    const sections = h2Sections(readPage(path.join(CONTENT, 'migrate', '5.mdx')).body);
    const exempt = new Set(['Preparations', 'Other changes', 'After the upgrade']);
    const missing = sections.filter((s) => !exempt.has(s.title) && !hasBeforeAfter(s.content)).map((s) => s.title);
    expect(missing).toEqual([]);
  });

  test.each(V5_TOPICS)('the v5 guide covers %s', (_topic, pattern) => {
    expect(readPage(path.join(CONTENT, 'migrate', '5.mdx')).body).toMatch(pattern);
  });

  test('the index links to every migration guide', () => {
    const { body } = readPage(path.join(CONTENT, 'migrate', 'index.mdx'));
    for (const v of ['5', '4', '3']) expect(body).toContain(`](/migrate/${v}/)`);
  });
});
