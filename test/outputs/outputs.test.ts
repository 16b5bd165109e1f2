import { JSDOM } from 'jsdom';
import type { PageEntry } from '../../src/shared/content/types.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { homePage, votePage } from '../../scripts/pipeline/7-outputs/app-pages.ts';
import { HOME_HEAD, VOTE_HEAD } from '../../src/shared/site.ts';
import { rssFeed } from '../../scripts/pipeline/7-outputs/feed.ts';
import { writeOutputs } from '../../scripts/pipeline/7-outputs/write-outputs.ts';
import { VOTE_TOPICS } from '../../src/shared/data/vote-topics.ts';
import { llmsTxt } from '../../scripts/pipeline/7-outputs/llms.ts';
import { robotsTxt, sitemapXml } from '../../scripts/pipeline/7-outputs/sitemap.ts';
import { teaserOf } from '../../scripts/pipeline/3-content-index/teaser.ts';
import { parseMarkdown } from '../../scripts/pipeline/2-mdx/parse.ts';

const SITE = 'https://example.org';

/** Parses `xml` as an XML document; jsdom's XML parser throws on anything that is not well-formed. */
function parseXml(xml: string): Document {
  return new JSDOM(xml, { contentType: 'application/xml' }).window.document;
}

/** The text of each `name` child of `parent`, in order. */
function childTexts(parent: Element, name: string): string[] {
  return [...parent.children].filter((child) => child.tagName === name).map((child) => child.textContent ?? '');
}

function page(url: string, extra: Partial<PageEntry> = {}): PageEntry {
  return {
    type: 'file',
    path: `${url.slice(1)}index.mdx`,
    name: 'x',
    extension: '.mdx',
    size: 1,
    url,
    title: `Title of ${url}`,
    sort: 0,
    anchors: [],
    contributors: [],
    ...extra,
  };
}

const pages = [
  page('/concepts/'),
  page('/concepts/modules/', { description: 'Modules & <chunks>' }),
  page('/concepts/printable/'),
  page('/blog/2020-10-10-release/', { date: '2020-10-10', title: 'Release <5>' }),
  page('/blog/2021-01-01-later/', { date: '2021-01-01' }),
];

/** The pages above that are listed (all but the printable one). */
const indexableCount = 4;

describe('sitemap.xml', () => {
  const xml = sitemapXml(pages, SITE);

  it('is valid XML listing every indexable page once, printable pages absent', () => {
    const urlset = parseXml(xml).documentElement;
    expect(urlset.tagName).toBe('urlset');
    const locs = [...urlset.children].flatMap((url) => childTexts(url, 'loc'));
    expect(locs).toEqual([
      `${SITE}/`,
      `${SITE}/concepts/`,
      `${SITE}/concepts/modules/`,
      `${SITE}/blog/2020-10-10-release/`,
      `${SITE}/blog/2021-01-01-later/`,
      `${SITE}/vote/`,
    ]);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('is named by robots.txt', () => {
    expect(robotsTxt(SITE)).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe('feed.xml', () => {
  const xml = rssFeed(
    pages.filter((entry) => entry.date).map((entry) => ({ page: entry, teaser: `About ${entry.title} & more` })),
    SITE,
  );

  it('is valid RSS 2.0 with posts newest first and escaped text', () => {
    const rss = parseXml(xml).documentElement;
    expect([rss.tagName, rss.getAttribute('version')]).toEqual(['rss', '2.0']);
    const items = [...rss.querySelectorAll(':scope > channel > item')];
    expect(items.flatMap((item) => childTexts(item, 'link'))).toEqual([
      `${SITE}/blog/2021-01-01-later/`,
      `${SITE}/blog/2020-10-10-release/`,
    ]);
    expect(childTexts(items[1], 'title')).toEqual(['Release <5>']);
    expect(childTexts(items[1], 'pubDate')).toEqual(['Sat, 10 Oct 2020 00:00:00 GMT']);
  });
});

describe('llms.txt and markdown copies', () => {
  it('lists every indexable page with its markdown copy and description', () => {
    const text = llmsTxt(pages, SITE, 'Default.');
    expect(text).toContain(`- [Title of /concepts/modules/](${SITE}/concepts/modules/index.md): Modules & <chunks>`);
    expect(text).toContain(`- [Title of /concepts/](${SITE}/concepts/index.md): Default.`);
    expect(text).not.toContain('printable');
  });

  it('lists the home and vote pages too, with their meta descriptions, the home page first', () => {
    const text = llmsTxt(pages, SITE, 'Default.', [homePage(pages), votePage(VOTE_TOPICS)]);
    const lines = text.split('\n').filter((line) => line.startsWith('- ['));
    expect(lines[0]).toBe(`- [webpack](${SITE}/index.md): ${HOME_HEAD.description}`);
    expect(lines[lines.length - 1]).toBe(`- [Vote](${SITE}/vote/index.md): ${VOTE_HEAD.description}`);
    expect(lines).toHaveLength(indexableCount + 2);
  });

  it('writes llms.txt and a markdown copy of every page, / and /vote/ included', async () => {
    const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outputs-content-'));
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outputs-dist-'));
    fs.mkdirSync(path.join(contentDir, 'concepts'));
    fs.writeFileSync(path.join(contentDir, 'concepts/index.mdx'), '---\ntitle: Concepts\n---\n\nThe core ideas.\n');
    try {
      const concepts = page('/concepts/', { path: 'concepts/index.mdx', title: 'Concepts', description: 'Ideas.' });
      await writeOutputs([concepts], contentDir, outDir);
      const llms = fs.readFileSync(path.join(outDir, 'llms.txt'), 'utf8');
      expect(llms).toContain(`- [webpack](https://webpack.js.org/index.md): ${HOME_HEAD.description}`);
      expect(llms).toContain('- [Concepts](https://webpack.js.org/concepts/index.md): Ideas.');
      expect(llms).toContain(`- [Vote](https://webpack.js.org/vote/index.md): ${VOTE_HEAD.description}`);
      expect(fs.readFileSync(path.join(outDir, 'index.md'), 'utf8')).toBe(
        [
          '# webpack',
          `> ${HOME_HEAD.description}`,
          '## Documentation',
          '- [Concepts](https://webpack.js.org/concepts/): Ideas.\n',
        ].join('\n\n'),
      );
      const vote = fs.readFileSync(path.join(outDir, 'vote/index.md'), 'utf8');
      expect(vote.startsWith(`# Vote\n\n> ${VOTE_HEAD.description}\n\n`)).toBe(true);
      for (const topic of VOTE_TOPICS) expect(vote).toContain(`**${topic.title}**: ${topic.description}`);
      expect(fs.readFileSync(path.join(outDir, 'concepts/index.md'), 'utf8')).toContain('The core ideas.');
    } finally {
      fs.rmSync(contentDir, { recursive: true, force: true });
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  });
});

describe('teaser', () => {
  it('takes the rendered text of the first paragraphs, never imports or code', () => {
    const tree = parseMarkdown(
      "---\ntitle: T\n---\nimport X from './x.mdx';\n\nWebpack **5** is out, with [news](/blog/).\n\n```js\nconst a = 1;\n```\n\nMore text.\n",
      '.mdx',
    );
    expect(teaserOf(tree)).toBe('Webpack 5 is out, with news. More text.');
  });

  it('never copies MDX source: expressions, comments, ESM or component attributes', () => {
    const tree = parseMarkdown(
      [
        '---',
        'title: T',
        '---',
        "import Badge from './badge.mdx';",
        'export const name = "webpack";',
        '',
        'Hello {props.name}, press <kbd>Ctrl</kbd> and {/* a note */} read <Badge text="5.1.0+" /> the news.',
        '',
        '{new Date().getFullYear()}',
        '',
        '<Tip>Text inside a component is read as rendered.</Tip>',
        '',
        'The end (of {props.what}).',
        '',
      ].join('\n'),
      '.mdx',
    );
    const teaser = teaserOf(tree);
    expect(teaser).toBe(
      'Hello, press Ctrl and read the news. Text inside a component is read as rendered. The end (of).',
    );
    expect(teaser).not.toMatch(/[{}<>]|props|Badge|getFullYear|note/);
  });

  it('cuts long text at a word boundary', () => {
    const tree = parseMarkdown('word '.repeat(100), '.mdx');
    const teaser = teaserOf(tree, 50);
    expect(teaser.length).toBeLessThanOrEqual(51);
    expect(teaser.endsWith('word…')).toBe(true);
  });
});
