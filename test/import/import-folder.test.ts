import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { compile } from '@mdx-js/mdx';
import { compileOptions } from '../../scripts/pipeline/2-mdx/pipeline.ts';
import { importFolder, ImportError, type ImportResult } from '../../scripts/tools/import/import-folder.ts';

const DOCUSAURUS = path.resolve('test/fixtures/import/docusaurus');
const README = path.resolve('test/fixtures/import/readme');

let content: string;
beforeEach(() => {
  content = fs.mkdtempSync(path.join(os.tmpdir(), 'import-'));
});
afterEach(() => {
  fs.rmSync(content, { recursive: true, force: true });
});

function run(from: string, to: string): ImportResult {
  return importFolder({ from, contentDir: content, to, rootDir: content });
}

const read = (file: string) => fs.readFileSync(path.join(content, file), 'utf8');
const human = (result: ImportResult) =>
  result.needsHuman.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`);

describe('importing Docusaurus docs', () => {
  let result: ImportResult;
  beforeEach(() => {
    result = run(DOCUSAURUS, 'guides/first-build');
  });

  it('writes each page as kebab-case .mdx with its route, and copies the images it shows', () => {
    expect(result.pages.map((page) => [page.target, page.route])).toEqual([
      ['guides/first-build/getting-started/configuration.mdx', '/guides/first-build/getting-started/configuration/'],
      ['guides/first-build/getting-started/installation.mdx', '/guides/first-build/getting-started/installation/'],
      ['guides/first-build/intro.mdx', '/guides/first-build/intro/'],
    ]);
    expect(result.assets).toEqual(['guides/first-build/img/pipeline.svg']);
    expect(read('guides/first-build/img/pipeline.svg')).toContain('<svg');
    expect(result.skipped.map((skipped) => skipped.file)).toEqual(['getting-started/_category_.json']);
  });

  it('maps the frontmatter: title from the # heading, sidebar_position to sort, other keys kept as comments', () => {
    const intro = read('guides/first-build/intro.mdx');
    expect(intro.startsWith('---\ntitle: Introduction\nsort: 1\n# imported, not used here: slug: "/"\n---\n\n')).toBe(
      true,
    );
    expect(intro).not.toContain('# Introduction');
    expect(read('guides/first-build/getting-started/installation.mdx')).toContain(
      'title: Installing webpack\nsort: 2\ndescription: Add webpack and its command line interface to a project.\n',
    );
    expect(result.counts.renamedKeys).toEqual([
      'sidebar_position → sort',
      'sidebar_position → sort',
      'sidebar_position → sort',
    ]);
  });

  it('turns admonitions into our asides, with their titles and nesting', () => {
    expect(read('guides/first-build/intro.mdx')).toContain(
      '> [!TIP]\n> **Quick start**\n>\n> Run `npx webpack` in a folder that has `src/index.js`; the bundle lands in `dist/main.js`.\n',
    );
    const configuration = read('guides/first-build/getting-started/configuration.mdx');
    expect(configuration).toContain('> [!CAUTION]\n> Without `mode`');
    expect(configuration).toContain('> [!NOTE]\n> See [the installation page]');
    expect(configuration).toContain('>\n> > [!CAUTION]\n> > Never ship a `development` build');
    expect(configuration).not.toContain(':::');
  });

  it('rewrites relative links to absolute routes, explicit heading ids to ours, and HTML to JSX', () => {
    const intro = read('guides/first-build/intro.mdx');
    expect(intro).toContain('[install the packages](/guides/first-build/getting-started/installation/)');
    expect(intro).toContain('[pick a mode](/guides/first-build/getting-started/configuration/#choosing-a-mode)');
    expect(intro).toContain('{/* Screenshots of the output will follow. */}');
    expect(intro).toContain('![The path from source files to a bundle](./img/pipeline.svg)');
    const installation = read('guides/first-build/getting-started/installation.mdx');
    expect(installation).toContain('## Checking the version\n');
    expect(read('guides/first-build/getting-started/configuration.mdx')).toContain(
      '[the installation page](/guides/first-build/getting-started/installation/#checking-the-version)',
    );
    expect(read('guides/first-build/getting-started/configuration.mdx')).toContain(
      'First line<br />second line, with <span className="highlight">one marked word</span>.',
    );
  });

  it('lists exactly what needs a human, at its line', () => {
    const installation = 'guides/first-build/getting-started/installation.mdx';
    expect(human(result)).toEqual([
      'guides/first-build/getting-started/configuration.mdx:4: frontmatter key "id" of the source is not used here',
      `${installation}:5: frontmatter key "sidebar_label" of the source is not used here`,
      `${installation}:6: frontmatter key "tags" of the source is not used here`,
      `${installation}:9: imports from the other site’s framework`,
      `${installation}:10: imports from the other site’s framework`,
      `${installation}:14: component <Tabs> is not available here`,
      `${installation}:15: component <TabItem> is not available here`,
      `${installation}:36: code block has no language`,
      'guides/first-build/intro.mdx:4: frontmatter key "slug" of the source is not used here',
    ]);
    expect(read(installation).split('\n')[35]).toBe('```');
    expect(result.needsHuman.every((problem) => problem.hint.length > 0)).toBe(true);
  });

  it('writes pages our MDX pipeline compiles', async () => {
    for (const page of result.pages) {
      await expect(compile(read(page.target), compileOptions)).resolves.toBeDefined();
    }
  });

  it('refuses to overwrite pages unless forced', () => {
    expect(() => run(DOCUSAURUS, 'guides/first-build')).toThrow(ImportError);
    expect(() => run(DOCUSAURUS, 'guides/first-build')).toThrow(/exist already: guides\/first-build\/getting-started/);
    expect(
      importFolder({ from: DOCUSAURUS, contentDir: content, to: 'guides/first-build', rootDir: content, force: true })
        .pages,
    ).toHaveLength(3);
  });
});

describe('importing a package README', () => {
  let result: ImportResult;
  beforeEach(() => {
    result = run(README, 'loaders/banner-comment-loader');
  });

  it('makes the README the folder index, leaves the changelog out and takes the title from its # heading', () => {
    expect(result.pages.map((page) => page.route)).toEqual([
      '/loaders/banner-comment-loader/docs/advanced/',
      '/loaders/banner-comment-loader/',
    ]);
    expect(result.skipped.map((skipped) => skipped.file)).toEqual(['CHANGELOG.md']);
    const index = read('loaders/banner-comment-loader/index.mdx');
    expect(index.startsWith('---\ntitle: banner-comment-loader\n---\n')).toBe(true);
    expect(index).not.toMatch(/^# /m);
    expect(index).toContain('[![node][node]][node-url]\n\nPuts a comment');
  });

  it('rewrites what MDX would reject: void tags, braces and < in prose, <url> autolinks, comments, notes', () => {
    const index = read('loaders/banner-comment-loader/index.mdx');
    expect(index).toContain('<img width="200" height="200" src="https://webpack.js.org/assets/icon-square-big.svg" />');
    expect(index).toContain('Type: \\{String\\} Default: `undefined`');
    expect(index).toContain('| `text` | `{String}` | `undefined` |');
    expect(index).toContain('A value \\< 80 characters');
    expect(index).toContain('Loaders in general: https://webpack.js.org/concepts/loaders/.');
    expect(index).toContain('{/* end of the document */}');
    expect(index).toContain('> [!NOTE]\n> The comment is added');
    expect(index).toContain('> [!WARNING]\n> Minifiers');
    expect(index).toContain('[advanced guide](/loaders/banner-comment-loader/docs/advanced/)');
    expect(read('loaders/banner-comment-loader/docs/advanced.mdx')).toContain(
      '[option list](/loaders/banner-comment-loader/#options)',
    );
  });

  it('reports the links that point at files it did not import', () => {
    expect(human(result)).toEqual([
      'loaders/banner-comment-loader/index.mdx:60: link ./CHANGELOG.md names no imported page',
      'loaders/banner-comment-loader/index.mdx:60: link ./src/options.json names no imported page',
      'loaders/banner-comment-loader/index.mdx:65: link ./.github/CONTRIBUTING.md names no imported page',
    ]);
  });
});

describe('npm run import', () => {
  const cli = (...args: string[]) =>
    spawnSync('npx', ['tsx', 'scripts/tools/import.ts', ...args], {
      encoding: 'utf8',
      env: { ...process.env, CONTENT_DIR: content },
    });

  it('prints what it rewrote and what needs a human, with file:line and hint', () => {
    const { status, stdout } = cli(README, '--to', 'loaders/banner-comment-loader');
    expect(status).toBe(0);
    expect(stdout).toContain('imported 2 pages into');
    expect(stdout).toContain("left out CHANGELOG.md: a repository's own paper, not documentation");
    expect(stdout).toContain('rewrote: 2 links, 2 asides, 1 HTML comment, 1 HTML tag, 2 titles from # headings');
    expect(stdout).toMatch(
      /needs a human \(3\):\n\S*loaders\/banner-comment-loader\/index\.mdx:60: link \.\/CHANGELOG\.md[^\n]*\n {4}hint: /,
    );
  });

  it('fails with a clear message on a folder that does not exist', () => {
    const { status, stderr } = cli('test/fixtures/import/missing');
    expect(status).toBe(1);
    expect(stderr).toContain('import failed:');
    expect(stderr).toContain('is not a folder');
  });
});
