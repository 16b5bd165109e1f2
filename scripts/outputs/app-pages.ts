import type { PageEntry } from '../../src/content/types.ts';
import type { VoteTopic } from '../../src/data/vote-topics.ts';
import { SITE_NAME, SITE_URL } from '../../src/site.ts';
import { indexablePages } from './indexable.ts';

/**
 * A page the app renders itself rather than from `content/` (the home and vote pages), as `llms.txt`
 * lists it and as its markdown copy (`{url}index.md`) reads.
 */
export interface AppPage {
  url: string;
  title: string;
  /** The page's meta description. */
  description: string;
  markdown: string;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};

function decode(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity]);
}

/**
 * The title (without the ` | webpack` every title but the home page's ends in) and the meta
 * description of a prerendered page: what its `<head>` says, so the listings never drift from it.
 */
export function headOf(html: string): { title: string; description: string } {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const meta = /<meta\s[^>]*\bname="description"[^>]*>/.exec(html)?.[0];
  const description = meta && /\bcontent="([^"]*)"/.exec(meta)?.[1];
  if (title === undefined || description === undefined) throw new Error('page has no <title> or meta description');
  return { title: decode(title).replace(` | ${SITE_NAME}`, ''), description: decode(description) };
}

function page(url: string, html: string, body: string[]): AppPage {
  const { title, description } = headOf(html);
  return { url, title, description, markdown: [`# ${title}`, `> ${description}`, ...body].join('\n\n') + '\n' };
}

/** `/`: its head, then the site's top-level pages, each with its description. */
export function homePage(html: string, pages: PageEntry[]): AppPage {
  const topLevel = indexablePages(pages).filter((entry) => entry.url.split('/').filter(Boolean).length === 1);
  const links = topLevel.map(
    (entry) => `- [${entry.title}](${SITE_URL}${entry.url})${entry.description ? `: ${entry.description}` : ''}`,
  );
  return page('/', html, links.length > 0 ? ['## Documentation', links.join('\n')] : []);
}

/** `/vote/`: its head, then the topics readers can vote on (the app itself renders in the browser only). */
export function votePage(html: string, topics: readonly VoteTopic[]): AppPage {
  const items = topics.map(
    (topic) => `- **${topic.title}**: ${topic.description} ([current page](${SITE_URL}${topic.url}))`,
  );
  return page('/vote/', html, [
    'Readers spend a fixed budget of votes, up or down, on the topics below; votes are kept in their own browser only.',
    '## Topics',
    items.join('\n'),
  ]);
}
