import type { PageEntry } from '../../../src/shared/content/types.ts';
import { escapeXml } from './xml.ts';
import { FEED } from '../../../src/shared/site.ts';

export interface FeedItem {
  page: PageEntry;
  /** Plain-text teaser of the post. */
  teaser: string;
}

function rfc822(date: string): string {
  return new Date(`${date}T00:00:00Z`).toUTCString();
}

/** `feed.xml`: the blog as RSS 2.0, newest post first. */
export function rssFeed(items: FeedItem[], siteUrl: string): string {
  const sorted = [...items].sort((a, b) => (b.page.date ?? '').localeCompare(a.page.date ?? ''));
  const entries = sorted.map(({ page, teaser }) =>
    [
      '    <item>',
      `      <title>${escapeXml(page.title)}</title>`,
      `      <link>${escapeXml(`${siteUrl}${page.url}`)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(`${siteUrl}${page.url}`)}</guid>`,
      ...(page.date ? [`      <pubDate>${rfc822(page.date)}</pubDate>`] : []),
      `      <description>${escapeXml(teaser)}</description>`,
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${FEED.title}</title>`,
    `    <link>${siteUrl}/blog/</link>`,
    `    <atom:link href="${siteUrl}${FEED.path}" rel="self" type="application/rss+xml"/>`,
    '    <description>News and release notes from the webpack team.</description>',
    '    <language>en</language>',
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
