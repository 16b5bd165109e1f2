import fs from 'node:fs';
import path from 'node:path';
import { buildContentIndex } from '../../scripts/pipeline/3-content-index/build-index.ts';
import { AnalysisCache } from '../../scripts/pipeline/3-content-index/analysis-cache.ts';
import { analyseMarkdown } from '../../scripts/pipeline/3-content-index/analyse.ts';
import { analyseInBackground } from '../../scripts/pipeline/3-content-index/background-analysis.ts';
import { checkLevels, STRICT, type CheckLevels } from '../../scripts/pipeline/3-content-index/checks.ts';
import type { DirectoryEntry, PageEntry } from '../../src/shared/content/types.ts';
import { scratchFolder } from '../../scripts/tools/testing/scratch-folder.ts';

const FIXTURE = path.resolve('test/fixtures/site/content');

function index(contentDir = FIXTURE, checks: CheckLevels = STRICT) {
  // Scratch folders name their files relative to themselves.
  const rootDir = contentDir === FIXTURE ? path.resolve('.') : contentDir;
  return buildContentIndex({ contentDir, rootDir, checks });
}

function page(url: string): PageEntry {
  const found = index().pages.find((entry) => entry.url === url);
  if (!found) throw new Error(`no page ${url}`);
  return found;
}

/** A scratch content folder holding the given files. */
const scratch = (files: Record<string, string>) => scratchFolder('content', files);

describe('the content index of the fixture site', () => {
  it('has no problems', () => {
    const { errors, warnings } = index();
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('gives every page its fields', () => {
    const concepts = page('/concepts/');
    const text = fs.readFileSync(path.join(FIXTURE, 'concepts/index.mdx'));
    expect(concepts).toMatchObject({
      type: 'file',
      path: 'concepts/index.mdx',
      name: 'index',
      extension: '.mdx',
      size: text.byteLength,
      url: '/concepts/',
      title: 'Concepts',
      sort: -1,
      description: 'The ideas behind the bundler.',
      related: [{ title: 'Output', url: '/configuration/output/' }],
      contributors: [],
    });
  });

  it('lists h2 and h3 anchors with the ids the HTML gets', () => {
    expect(page('/configuration/output/').anchors).toEqual([
      { title: 'output.filename', id: 'outputfilename', level: 2 },
      { title: 'output.library', id: 'outputlibrary', level: 2 },
      { title: 'output.library.type', id: 'outputlibrarytype', level: 3 },
      { title: 'output.library.name', id: 'outputlibraryname', level: 3 },
    ]);
  });

  it('sorts a section index first, then by sort, and blog posts newest first', () => {
    const urls = index().pages.map((entry) => entry.url);
    expect(urls.filter((url) => url.startsWith('/concepts/'))).toEqual([
      '/concepts/',
      '/concepts/loaders/',
      '/concepts/modules/',
    ]);
    expect(urls.filter((url) => url.startsWith('/blog/'))).toEqual([
      '/blog/',
      '/blog/2021-01-01-later/',
      '/blog/2020-10-10-release/',
    ]);
    expect(page('/blog/2020-10-10-release/').date).toBe('2020-10-10');
  });

  it('makes directories with sizes that add up, the root carrying the total', () => {
    const { root, pages } = index();
    expect(root).toMatchObject({ type: 'directory', path: '', url: '/' });
    expect(root.size).toBe(pages.reduce((sum, entry) => sum + entry.size, 0));
    const concepts = root.children.find((child) => child.name === 'concepts') as DirectoryEntry;
    expect(concepts).toMatchObject({ type: 'directory', path: 'concepts', url: '/concepts/' });
    expect(concepts.size).toBe(concepts.children.reduce((sum, child) => sum + child.size, 0));
  });
});

describe('contributors', () => {
  it('lists each person once, without the automation accounts that also change pages', () => {
    const dir = scratch({
      'a.mdx':
        '---\ntitle: A\ncontributors:\n  - ada\n  - dependabot\n  - Renovate\n  - ada\n  - grace\n---\n\nText.\n',
    });
    expect(index(dir).pages.find((entry) => entry.url === '/a/')?.contributors).toEqual(['ada', 'grace']);
  });
});

describe('bad input', () => {
  const messages = (files: Record<string, string>) =>
    index(scratch(files)).errors.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`);

  it('rejects an unknown frontmatter key at its line, suggesting the right one', () => {
    const dir = scratch({ 'a.mdx': '---\ntitle: A\ntitel: typo\n---\n\nText.\n' });
    const [problem] = index(dir).errors;
    expect(problem).toMatchObject({ line: 3, message: 'unknown frontmatter key "titel"' });
    expect(problem.hint).toContain('did you mean "title"');
  });

  it('rejects a missing title, a wrong type and malformed YAML', () => {
    expect(messages({ 'a.mdx': '---\nsort: 1\n---\n' })).toEqual(['a.mdx:2: frontmatter "title" is required']);
    expect(messages({ 'b.mdx': '---\ntitle: B\nsort: first\n---\n' })).toEqual([
      'b.mdx:3: frontmatter "sort" must be a number',
    ]);
    expect(messages({ 'c.mdx': '---\ntitle: C\nrelated: [oops\n---\n' })[0]).toMatch(
      /^c\.mdx:\d: frontmatter is not valid YAML/,
    );
    expect(messages({ 'd.mdx': 'No frontmatter\n' })).toEqual(['d.mdx:1: page has no frontmatter']);
  });

  it('rejects malformed MDX at its line', () => {
    expect(messages({ 'a.mdx': '---\ntitle: A\n---\n\nFine.\n\nBroken <div here\n' })[0]).toMatch(
      /^a\.mdx:7: MDX syntax error/,
    );
  });

  it('rejects broken links and anchors at their lines', () => {
    const files = {
      'a.mdx':
        '---\ntitle: A\n---\n\n## Known\n\n[ok](/b/) [ok](/b#there) [self](#known)\n\n[gone](/nowhere/)\n\n[bad anchor](/b/#missing)\n',
      'b.mdx': '---\ntitle: B\n---\n\n## There\n',
    };
    expect(messages(files)).toEqual([
      'a.mdx:9: broken link /nowhere/: no page has the route /nowhere/',
      'a.mdx:11: broken anchor /b/#missing: b.mdx has no heading with the id "missing"',
    ]);
    expect(index(scratch(files), checkLevels({ LINKS: 'warn' }, []))).toMatchObject({
      errors: [],
      warnings: [{ line: 9 }, { line: 11 }],
    });
  });

  it('rejects two files claiming one route', () => {
    expect(messages({ 'guides.mdx': '---\ntitle: A\n---\n', 'guides/index.mdx': '---\ntitle: B\n---\n' })).toEqual([
      'guides.mdx:1: route /guides/ is already claimed by guides/index.mdx',
    ]);
  });

  it('reports every problem at once, not just the first', () => {
    expect(messages({ 'a.mdx': '---\ntitel: A\n---\n', 'b.mdx': '---\ntitle: B\n---\n[x](/gone/)\n' })).toHaveLength(3);
  });

  it('skips partials', () => {
    const { pages } = index(scratch({ '_partial.mdx': 'no frontmatter at all', 'a.mdx': '---\ntitle: A\n---\n' }));
    expect(pages.map((entry) => entry.url)).toEqual(['/a/']);
  });
});

describe('code blocks', () => {
  it('fails the build on a block without a language or a js block that does not parse', () => {
    const dir = scratch({
      'a.mdx':
        '---\ntitle: A\n---\n\n```\nplain\n```\n\n```js\nconst = 1;\n```\n\n```js fragment\n{ a: 1, b: 2 }\n```\n',
    });
    const problems = index(dir).errors;
    expect(problems.map((problem) => problem.line)).toEqual([5, 10]);
    expect(problems[1].message).toContain('js block (from line 9) does not parse');
    expect(problems[1].hint).toContain('```js excerpt');
  });
});

describe('errors stay local', () => {
  const linked = (bad: string) => ({
    'a.mdx': '---\ntitle: A\n---\n\nSee [b](/b/) and [its part](/b/#there).\n',
    'b.mdx': `---\n${bad}\n---\n\n## There\n`,
  });

  it('keeps the route and anchors of a page whose frontmatter fails, so only its own error is reported', () => {
    const { errors, warnings, pages } = index(scratch(linked('title: B\ntitel: typo')));
    expect(errors.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`)).toEqual([
      'b.mdx:3: unknown frontmatter key "titel"',
    ]);
    expect(warnings).toEqual([]);
    expect(pages.find((entry) => entry.url === '/b/')).toMatchObject({ title: 'B', anchors: [{ id: 'there' }] });
  });

  it('lists a page without a valid title under its file name', () => {
    const { errors, pages } = index(scratch(linked('sort: first')));
    expect(errors.map((problem) => problem.message)).toEqual([
      'frontmatter "title" is required',
      'frontmatter "sort" must be a number',
    ]);
    expect(pages.find((entry) => entry.url === '/b/')).toMatchObject({ title: 'b', sort: 0 });
  });

  it('reports each unknown key at its own line', () => {
    const { errors } = index(scratch({ 'a.mdx': '---\ntitle: A\nslug: /a\nsidebar_label: A\n---\n' }));
    expect(errors.map((problem) => [problem.line, problem.message])).toEqual([
      [3, 'unknown frontmatter key "slug"'],
      [4, 'unknown frontmatter key "sidebar_label"'],
    ]);
  });
});

describe('relaxed checks (CONTENT_CHECKS=warn)', () => {
  const files = {
    'a.mdx':
      '---\ntitle: A\nsidebar_position: 2\n---\n\n## Here\n\n[gone](/gone/) [bad](/b/#nope)\n\n```js\nconst = 1;\n```\n\n```\nplain\n```\n',
    'b.mdx': '---\ntitle: B\n---\n',
    'c.mdx': '---\ntitle: C\n---\n\nBroken <div here\n',
  };
  const relaxed = () => index(scratch(files), checkLevels({ CONTENT_CHECKS: 'warn' }, []));

  it('turns links, anchors, code blocks and unknown frontmatter keys into warnings with the same line and hint', () => {
    const { warnings } = relaxed();
    expect(warnings.map((problem) => [problem.kind, `${problem.file}:${problem.line}`])).toEqual([
      ['frontmatter-key', 'a.mdx:3'],
      ['code-block', 'a.mdx:11'],
      ['code-block', 'a.mdx:14'],
      ['link', 'a.mdx:8'],
      ['anchor', 'a.mdx:8'],
    ]);
    expect(warnings.every((problem) => problem.hint.length > 0)).toBe(true);
    const strict = index(scratch(files));
    expect(strict.errors.filter((problem) => problem.kind)).toEqual(warnings);
  });

  it('keeps the rest of the frontmatter of a page with an unknown key, and MDX errors still fail', () => {
    const { errors, pages } = relaxed();
    expect(pages.find((entry) => entry.url === '/a/')).toMatchObject({ title: 'A', anchors: [{ id: 'here' }] });
    expect(errors.map((problem) => `${problem.file}:${problem.line}`)).toEqual(['c.mdx:5']);
    expect(errors[0].message).toMatch(/^MDX syntax error/);
  });
});

describe('an index that defers parsing (the first one of the dev server)', () => {
  const files = {
    'a.mdx': '---\ntitle: A\n---\n\n## Here\n\n[bad](/b/#nope)\n',
    'b.mdx': '---\ntitle: B\ntitel: typo\n---\n\n## There\n',
    'c.mdx': '---\ntitle: C\n---\n\nBroken <div here\n',
  };

  it('reads routes and frontmatter now, leaves the parse of pages the cache lacks for later', () => {
    const dir = scratch(files);
    const cache = new AnalysisCache();
    const first = buildContentIndex({ contentDir: dir, rootDir: dir, cache, defer: () => true });
    expect(first.pages.map((entry) => [entry.url, entry.title, entry.anchors])).toEqual([
      ['/a/', 'A', []],
      ['/b/', 'B', []],
      ['/c/', 'C', []],
    ]);
    expect(first.errors.map((problem) => problem.message)).toEqual(['unknown frontmatter key "titel"']);
    expect(first.pending.map((pending) => pending.text)).toEqual(Object.values(files));

    for (const { text, extension } of first.pending) cache.add(text, extension, analyseMarkdown(text, extension));
    const complete = buildContentIndex({ contentDir: dir, rootDir: dir, cache, defer: () => true });
    expect(complete.pending).toEqual([]);
    expect(complete.pages[0].anchors).toEqual([{ title: 'Here', id: 'here', level: 2 }]);
    expect(complete.errors.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`)).toEqual([
      'b.mdx:3: unknown frontmatter key "titel"',
      expect.stringMatching(/^c\.mdx:5: MDX syntax error/),
      'a.mdx:7: broken anchor /b/#nope: b.mdx has no heading with the id "nope"',
    ]);
  });
});

describe('the background parse', () => {
  it('gives the analyses the index makes itself, in order', async () => {
    const pages = Object.values({
      a: '---\ntitle: A\n---\n\n## Here\n\n[b](/b/)\n',
      b: '---\ntitle: B\n---\n\nBroken <div here\n',
    }).map((text) => ({ text, extension: '.mdx' as const }));
    const results = await analyseInBackground(pages);
    expect(results).toEqual(pages.map(({ text, extension }) => analyseMarkdown(text, extension)));
    expect(results[1]).toMatchObject({ ok: false, line: 5 });
  });
});
