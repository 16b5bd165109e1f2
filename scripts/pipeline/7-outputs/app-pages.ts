import type { PageEntry } from '../../../src/shared/content/types.ts';
import type { VoteTopic } from '../../../src/shared/data/vote-topics.ts';
import { HOME_HEAD, SITE_URL, VOTE_HEAD } from '../../../src/shared/site.ts';
import { HOME_ROUTE, VOTE_ROUTE } from '../../../src/shared/content/routes.ts';
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

function page(url: string, head: { title: string; description: string }, body: string[]): AppPage {
  const { title, description } = head;
  return { url, title, description, markdown: [`# ${title}`, `> ${description}`, ...body].join('\n\n') + '\n' };
}

/** `/`: its head, then the site's top-level pages, each with its description. */
export function homePage(pages: PageEntry[]): AppPage {
  const topLevel = indexablePages(pages).filter((entry) => entry.url.split('/').filter(Boolean).length === 1);
  const links = topLevel.map(
    (entry) => `- [${entry.title}](${SITE_URL}${entry.url})${entry.description ? `: ${entry.description}` : ''}`,
  );
  return page(HOME_ROUTE, HOME_HEAD, links.length > 0 ? ['## Documentation', links.join('\n')] : []);
}

/** `/vote/`: its head, then the topics readers can vote on (the app itself renders in the browser only). */
export function votePage(topics: readonly VoteTopic[]): AppPage {
  const items = topics.map(
    (topic) => `- **${topic.title}**: ${topic.description} ([current page](${SITE_URL}${topic.url}))`,
  );
  return page(VOTE_ROUTE, VOTE_HEAD, [
    'Readers spend a fixed budget of votes, up or down, on the topics below; votes are kept in their own browser only.',
    '## Topics',
    items.join('\n'),
  ]);
}
