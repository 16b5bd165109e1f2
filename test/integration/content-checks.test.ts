import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildEnv, FIXTURE_CONTENT, runBuild } from '../../scripts/tools/testing/fixture-site.ts';
import { importFolder } from '../../scripts/tools/import/import-folder.ts';

const fixture = (file: string) => fs.readFileSync(path.resolve('test/fixtures', file), 'utf8');

let scratch: string;
beforeEach(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'content-checks-'));
});
afterEach(() => {
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** The fixture site plus the given pages (name → text), in a scratch folder; returns the content folder. */
function site(pages: Record<string, string>): string {
  const content = path.join(scratch, 'content');
  fs.cpSync(FIXTURE_CONTENT, content, { recursive: true });
  addPages(content, pages);
  return content;
}

function addPages(content: string, pages: Record<string, string>): void {
  for (const [name, text] of Object.entries(pages)) fs.writeFileSync(path.join(content, name), text);
}

/** Builds into the scratch folder; builds of one test share its webpack cache. */
function build(content: string, extra: NodeJS.ProcessEnv = {}, args: string[] = []) {
  const out = path.join(scratch, 'dist');
  const env = buildEnv(content, path.join(scratch, 'work'), out, extra);
  return { ...runBuild(env, args), out };
}

const brokenForms = () => ({
  'guides/broken-code.mdx': fixture('broken-forms/code-blocks.mdx'),
  'guides/broken-links.mdx': fixture('broken-forms/links.mdx'),
});

/** `file:line` of every problem the build printed, in order. */
const locations = (output: string) =>
  [...output.matchAll(/^(?:warning: )?\S*?(content\/\S+?:\d+): /gm)].map((match) => match[1]);

const read = (dist: string, file: string) => fs.readFileSync(path.join(dist, file), 'utf8');

/** Every file of `dir` with its size and time of last change: what a build that wrote anything changes. */
const snapshot = (dir: string) =>
  (fs.readdirSync(dir, { recursive: true }) as string[]).sort().map((file) => {
    const stat = fs.statSync(path.join(dir, file));
    return `${file} ${stat.size} ${stat.mtimeMs}`;
  });

describe('a corpus of every accepted form, then broken links, anchors, code blocks and frontmatter keys', () => {
  it('builds the accepted and the broken forms with CONTENT_CHECKS=warn, reporting only the broken ones, and fails strict on them, leaving the previous output', () => {
    // Every accepted code form, a README as `npm run import` leaves it, and the broken forms.
    const content = site({ 'guides/code-forms.mdx': fixture('accepted-forms/code-blocks.mdx'), ...brokenForms() });
    const readme = path.resolve('test/fixtures/import/readme');
    importFolder({ from: readme, contentDir: content, to: 'loaders/banner-comment-loader', rootDir: content });

    const relaxed = build(content, { CONTENT_CHECKS: 'warn' });
    expect(relaxed.status).toBe(0);
    const problems = locations(relaxed.output);
    expect(problems).toHaveLength(16);
    // The accepted forms raise none.
    expect(problems.every((problem) => /^content\/guides\/broken-(code|links)\.mdx:/.test(problem))).toBe(true);
    expect(problems).toContain('content/guides/broken-code.mdx:9');
    expect(problems).toContain('content/guides/broken-links.mdx:3');
    expect(relaxed.output).toMatch(
      /^warning: \S*content\/guides\/broken-code\.mdx:9: js block \(from line 8\)[^\n]*\n {4}hint: /m,
    );
    expect(relaxed.output).toContain(
      '16 content warnings let through: 1 broken link, 1 broken anchor, 13 code blocks, 1 unknown frontmatter key',
    );
    expect(read(relaxed.out, 'guides/code-forms/index.html')).toContain('Code Forms</h1>');
    expect(read(relaxed.out, 'guides/broken-code/index.html')).toContain('Broken Code Blocks</h1>');
    const imported = read(relaxed.out, 'loaders/banner-comment-loader/index.html');
    expect(imported).toContain('banner-comment-loader</h1>');
    expect(imported).toMatch(/<aside class="aside aside--note"[\s\S]*The comment is added before source maps/);
    expect(imported).toContain('Type: {String} Default:');

    const previous = snapshot(relaxed.out);
    const strict = build(content);
    expect(strict.status).not.toBe(0);
    expect(locations(strict.output)).toEqual(problems);
    expect(strict.output).toContain('content/guides/broken-links.mdx:6: broken link /guides/missing-page/');
    expect(strict.output).toContain('the previous output was left as it was');
    expect(snapshot(strict.out)).toEqual(previous);
  }, 900000);

  it('takes --warn as the same switch, and still fails on what cannot be let through', () => {
    const content = site({
      'guides/broken-links.mdx': brokenForms()['guides/broken-links.mdx'],
      'guides/broken-mdx.mdx': '---\ntitle: Broken MDX\n---\n\nAn unclosed <div tag\n',
    });
    const { status, output } = build(content, {}, ['--warn']);
    expect(status).not.toBe(0);
    expect(output).toMatch(/^warning: \S*content\/guides\/broken-links\.mdx:6: broken link /m);
    expect(output).toMatch(/^\S*content\/guides\/broken-mdx\.mdx:5: MDX syntax error/m);
    expect(output).toContain('1 content problem(s)');
  }, 240000);
});

describe('a page whose frontmatter fails', () => {
  it('is the one problem the build reports, though other pages link to it', () => {
    const content = site({
      'guides/typo.mdx': '---\ntitle: Typo\ntitel: x\n---\n\n## Section\n',
      'guides/linking.mdx': '---\ntitle: Linking\n---\n\nRead [the typo page](/guides/typo/#section).\n',
    });
    const { status, output } = build(content);
    expect(status).not.toBe(0);
    expect(locations(output)).toEqual(['content/guides/typo.mdx:3']);
    expect(output).toContain('1 content problem(s)');
  }, 240000);
});
