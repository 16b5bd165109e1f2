import type { PageEntry } from '../../../src/shared/content/types.ts';
import { HOME_ROUTE, VOTE_ROUTE } from '../../../src/shared/content/routes.ts';
import { indexablePages } from './indexable.ts';
import { escapeXml } from './xml.ts';

/** `sitemap.xml`: every indexable page once, by its canonical URL. */
export function sitemapXml(pages: PageEntry[], siteUrl: string): string {
  const urls = [HOME_ROUTE, ...indexablePages(pages).map((page) => page.url), VOTE_ROUTE];
  const entries = urls.map((url) => `  <url><loc>${escapeXml(`${siteUrl}${url}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
