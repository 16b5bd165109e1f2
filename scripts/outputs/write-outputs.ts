import fs from 'node:fs';
import path from 'node:path';
import type { PageEntry } from '../../src/content/types.ts';
import { DEFAULT_DESCRIPTION, SITE_URL } from '../../src/site.ts';
import { rssFeed } from './feed.ts';
import { indexablePages } from './indexable.ts';
import { llmsTxt } from './llms.ts';
import { markdownCopy } from './markdown-copy.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/** Writes the machine-readable files beside the pages: sitemap, robots, feed, llms.txt, markdown copies. */
export function writeOutputs(pages: PageEntry[], contentDir: string, outDir: string): void {
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    fs.writeFileSync(path.join(outDir, file), text);
  };
  write('sitemap.xml', sitemapXml(pages, SITE_URL));
  write('robots.txt', robotsTxt(SITE_URL));
  const posts = pages.filter((page) => page.date);
  write(
    'feed.xml',
    rssFeed(
      posts.map((page) => ({ page, teaser: page.teaser ?? '' })),
      SITE_URL,
    ),
  );
  write('llms.txt', llmsTxt(pages, SITE_URL, DEFAULT_DESCRIPTION));
  for (const page of indexablePages(pages)) {
    const source = fs.readFileSync(path.join(contentDir, page.path), 'utf8');
    write(`${page.url}index.md`, markdownCopy(source, page.title, page.description));
  }
}
