import fs from 'node:fs';
import path from 'node:path';
import type { PageEntry } from '../../../src/shared/content/types.ts';
import { DEFAULT_DESCRIPTION, FEED, SITE_URL } from '../../../src/shared/site.ts';
import { VOTE_TOPICS } from '../../../src/shared/data/vote-topics.ts';
import { homePage, votePage } from './app-pages.ts';
import { rssFeed } from './feed.ts';
import { indexablePages } from './indexable.ts';
import { llmsTxt } from './llms.ts';
import { markdownBodyOf, markdownCopy } from './markdown-copy.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import { BackgroundWrites } from '../background-writes.ts';

/**
 * Writes the machine-readable files beside the pages: sitemap, robots, feed, llms.txt, and markdown
 * copies of every indexable page, the home and vote pages included. `markdownFiles` names the files
 * that hold the pages' bodies as the MDX workers wrote them (by page file); a page missing there is
 * converted here.
 */
export async function writeOutputs(
  pages: PageEntry[],
  contentDir: string,
  outDir: string,
  markdownFiles: ReadonlyMap<string, string> = new Map(),
): Promise<void> {
  const files = new BackgroundWrites();
  const write = (file: string, text: string) => files.write(path.join(outDir, file), text);
  await write('sitemap.xml', sitemapXml(pages, SITE_URL));
  await write('robots.txt', robotsTxt(SITE_URL));
  const posts = pages.filter((page) => page.date);
  await write(
    FEED.path,
    rssFeed(
      posts.map((page) => ({ page, teaser: page.teaser ?? '' })),
      SITE_URL,
    ),
  );
  const appPages = [homePage(pages), votePage(VOTE_TOPICS)];
  await write('llms.txt', llmsTxt(pages, SITE_URL, DEFAULT_DESCRIPTION, appPages));
  for (const page of indexablePages(pages)) {
    const file = path.join(contentDir, page.path);
    const copied = markdownFiles.get(file);
    const body = copied
      ? fs.readFileSync(copied, 'utf8')
      : markdownBodyOf(fs.readFileSync(file, 'utf8'), page.extension);
    await write(`${page.url}index.md`, markdownCopy(body, page.title, page.description));
  }
  for (const page of appPages) await write(`${page.url}index.md`, page.markdown);
  await files.finished();
}
