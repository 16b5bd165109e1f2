import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { PageEntry } from '../../src/content/types.ts';
import { rssFeed } from '../../scripts/outputs/feed.ts';
import { llmsTxt } from '../../scripts/outputs/llms.ts';
import { markdownCopy } from '../../scripts/outputs/markdown-copy.ts';
import { robotsTxt, sitemapXml } from '../../scripts/outputs/sitemap.ts';
import { teaserOf } from '../../scripts/content-index/teaser.ts';
import { parseMarkdown } from '../../scripts/markdown/parse.ts';

const SITE = 'https://example.org';

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

describe('sitemap.xml', () => {
  const xml = sitemapXml(pages, SITE);

  it('is valid XML listing every indexable page once, printable pages absent', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    const locs: string[] = new XMLParser().parse(xml).urlset.url.map((entry: { loc: string }) => entry.loc);
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
    expect(XMLValidator.validate(xml)).toBe(true);
    const channel = new XMLParser().parse(xml).rss.channel;
    expect(channel.item.map((item: { link: string }) => item.link)).toEqual([
      `${SITE}/blog/2021-01-01-later/`,
      `${SITE}/blog/2020-10-10-release/`,
    ]);
    expect(channel.item[1].title).toBe('Release <5>');
    expect(channel.item[1].pubDate).toBe('Sat, 10 Oct 2020 00:00:00 GMT');
  });
});

describe('llms.txt and markdown copies', () => {
  it('lists every indexable page with its markdown copy and description', () => {
    const text = llmsTxt(pages, SITE, 'Default.');
    expect(text).toContain(`- [Title of /concepts/modules/](${SITE}/concepts/modules/index.md): Modules & <chunks>`);
    expect(text).toContain(`- [Title of /concepts/](${SITE}/concepts/index.md): Default.`);
    expect(text).not.toContain('printable');
  });

  it('turns a page into plain markdown', () => {
    const source =
      '---\ntitle: X\n---\nimport Y from "./y.mdx";\n\n## Part <Badge text="5.1.0+" />\n\n{/* note */}\nText.\n';
    expect(markdownCopy(source, 'X', 'About X.')).toBe('# X\n\n> About X.\n\n## Part `5.1.0+`\n\nText.\n');
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

  it('cuts long text at a word boundary', () => {
    const tree = parseMarkdown('word '.repeat(100), '.mdx');
    const teaser = teaserOf(tree, 50);
    expect(teaser.length).toBeLessThanOrEqual(51);
    expect(teaser.endsWith('word…')).toBe(true);
  });
});
