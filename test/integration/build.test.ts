import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildEnv,
  ensureFixtureBuilt,
  FIXTURE,
  FIXTURE_CONTENT,
  runBuild,
  siteBuildEnv,
} from '../../scripts/tools/testing/fixture-site.ts';

let dist: string;
beforeAll(() => {
  dist = ensureFixtureBuilt();
}, 300000);

const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');

describe('a production build of the fixture site', () => {
  it('writes one HTML file per indexed route, plus 404.html and app-shell', () => {
    for (const file of [
      'index.html',
      'glossary/index.html',
      'concepts/index.html',
      'concepts/modules/index.html',
      'configuration/output/index.html',
      'guides/getting-started/index.html',
      'blog/2020-10-10-release/index.html',
      'vote/index.html',
      'app-shell/index.html',
      '404.html',
    ]) {
      expect(fs.existsSync(path.join(dist, file))).toBe(true);
    }
  });

  it('prerenders the page body, title and metadata into the HTML', () => {
    const html = read('configuration/output/index.html');
    expect(html).toContain('<title>Output | webpack</title>');
    expect(html).toContain('<link rel="canonical" href="https://webpack.js.org/configuration/output/"/>');
    // The name may wrap after its dot: a break point (name-breaks.ts) sits there.
    expect(html).toMatch(
      /<h2 id="outputlibrary">output\.<span class="name-break"><\/span>library<a href="#outputlibrary"/,
    );
    expect(html).toContain('<span class="badge">5.0.0+</span>');
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
  });

  it("links the blog's RSS feed from the head of every page, and writes it", () => {
    const link = '<link rel="alternate" type="application/rss+xml" title="webpack blog" href="/feed.xml">';
    for (const file of ['index.html', 'concepts/modules/index.html', 'blog/index.html', '404.html']) {
      const html = read(file);
      expect(html.indexOf(link)).toBeGreaterThan(0);
      expect(html.indexOf(link)).toBeLessThan(html.indexOf('</head>'));
    }
    expect(read('feed.xml')).toContain('<rss version="2.0"');
  });

  it('renders asides, alerts, tables, images and titled, highlighted code', () => {
    const modules = read('concepts/modules/index.html');
    expect(modules).toMatch(/<aside class="aside aside--warning"/);
    expect(modules).toMatch(/<li>[\s\S]*<aside class="aside aside--tip"[\s\S]*A tip inside a list item/);
    expect(modules).toMatch(/<aside class="aside aside--note"[\s\S]*A GitHub alert/);
    expect(modules).toMatch(/<div class="table-wrap"[^>]*><table>/);
    expect(modules).toMatch(/<img src="\/assets\/graph\.[0-9a-f]{8}\.svg" alt="The module graph"/);
    const guide = read('guides/getting-started/index.html');
    expect(guide).toContain('<div class="code-block__title">project</div>');
    expect(guide).toContain('<div class="code-block__title">src/index.js</div>');
    expect(guide).toMatch(/<span class="line diff-add">/);
  });

  it('rewrites internal links without a trailing slash', () => {
    expect(read('concepts/index.html')).toContain('href="/concepts/modules/"');
  });

  it('links only the scripts a page needs: the entry, and the code-split views it renders', () => {
    const scripts = (file: string) => [...read(file).matchAll(/<script defer src="([^"]+)"/g)].map((match) => match[1]);
    const entry = scripts('app-shell/index.html');
    // A content page hydrates from its HTML: none of its own chunks, whatever its length.
    expect(scripts('configuration/output/index.html')).toEqual(entry);
    expect(scripts('concepts/modules/index.html')).toEqual(entry);
    // The home page's code, and the blog's list of posts, are chunks only their pages load.
    const home = scripts('index.html');
    const blog = scripts('blog/index.html');
    expect(home.length).toBe(entry.length + 1);
    expect(blog.length).toBe(entry.length + 1);
    expect(home.filter((src) => !entry.includes(src))).not.toEqual(blog.filter((src) => !entry.includes(src)));
    for (const src of [...home, ...blog]) expect(fs.existsSync(path.join(dist, src))).toBe(true);
    // So is the not-found page's, which `404.html` links for whatever path it is served at.
    const notFound = scripts('404.html');
    expect(notFound.length).toBe(entry.length + 1);
    expect(notFound.filter((src) => !entry.includes(src))).not.toEqual(home.filter((src) => !entry.includes(src)));
  });

  it('links the stylesheet of the MDX components into pages with an article: code blocks are styled at once', () => {
    const styles = (file: string) =>
      [...read(file).matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]);
    const entry = styles('app-shell/index.html');
    const article = styles('concepts/modules/index.html').filter((href) => !entry.includes(href));
    expect(article).toHaveLength(1);
    expect(read(article[0])).toMatch(/\.code-block pre\{[^}]*overflow-x:auto/);
    expect(styles('configuration/output/index.html')).toEqual([...entry, ...article]);
    // The not-found page has no article: the entry's styles and its own view's, not the components'.
    const notFound = styles('404.html');
    expect(notFound.slice(0, entry.length)).toEqual(entry);
    expect(notFound).not.toContain(article[0]);
  });

  it('writes the data each page was rendered with into it, for the browser to hydrate from', () => {
    const routeData = (file: string) =>
      JSON.parse(/<script type="application\/json" id="route-data">([^<]*)<\/script>/.exec(read(file))![1]);
    const output = routeData('configuration/output/index.html');
    expect(output.url).toBe('/configuration/output/');
    expect(output.meta).toMatchObject({ url: '/configuration/output/', title: 'Output' });
    expect(output.meta.anchors.map((anchor: { id: string }) => anchor.id)).toContain('outputlibrary');
    // The section's navigation lists its pages, not their anchors.
    expect(output.nav.pages.find((page: { url: string }) => page.url === '/configuration/output/')).toEqual({
      url: '/configuration/output/',
      title: 'Output',
      hasAnchors: true,
    });
    expect(routeData('concepts/printable/index.html')).toMatchObject({ url: '/concepts/printable/' });
    expect(routeData('404.html')).toEqual({ url: '/404/', notFound: true });
    expect(read('index.html')).not.toContain('id="route-data"');
  });

  it('renders the not-found page into 404.html', () => {
    const html = read('404.html');
    expect(html).toContain('Page Not Found');
    expect(html).toContain('Go to Homepage');
  });
});

describe('a build with nothing changed since the last one', () => {
  it('keeps the output of the last build as it is, and says so', () => {
    const before = fs.statSync(path.join(dist, '404.html')).mtimeMs;
    // The same build as the one that made `dist`: its folders and its own sponsors list.
    const { status, output } = runBuild(siteBuildEnv(FIXTURE));
    expect(status).toBe(0);
    expect(output).toContain('nothing changed since the last build: its output is kept');
    expect(fs.statSync(path.join(dist, '404.html')).mtimeMs).toBe(before);
  });
});

describe('a build that fails', () => {
  it('lists every problem with file:line, exits non-zero and leaves the previous output untouched', () => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'broken-site-'));
    const content = path.join(scratch, 'content');
    fs.cpSync(FIXTURE_CONTENT, content, { recursive: true });
    fs.writeFileSync(
      path.join(content, 'concepts/broken.mdx'),
      '---\ntitle: Broken\ntitel: x\n---\n\n[gone](/nowhere/)\n',
    );
    const out = path.join(scratch, 'dist');
    fs.mkdirSync(out);
    fs.writeFileSync(path.join(out, 'previous.html'), 'previous build');

    const { status, output } = runBuild(buildEnv(content, path.join(scratch, 'work'), out));

    expect(status).not.toBe(0);
    expect(output).toContain('content/concepts/broken.mdx:3: unknown frontmatter key "titel"');
    expect(output).toContain('hint: did you mean "title"?');
    expect(fs.readdirSync(out)).toEqual(['previous.html']);
  });
});
