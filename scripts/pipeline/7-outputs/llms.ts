import type { PageEntry } from '../../../src/shared/content/types.ts';
import type { AppPage } from './app-pages.ts';
import { indexablePages } from './indexable.ts';

/**
 * `llms.txt`: a plain index of the site for language-model tools, each page with its title, the URL
 * of its markdown copy and its description. Pages the app renders itself (`appPages`: the home and
 * vote pages) are listed too, the home page first.
 */
export function llmsTxt(
  pages: PageEntry[],
  siteUrl: string,
  defaultDescription: string,
  appPages: readonly AppPage[] = [],
): string {
  const entries = [
    ...appPages.filter((page) => page.url === '/'),
    ...indexablePages(pages).map((page) => ({ ...page, description: page.description ?? defaultDescription })),
    ...appPages.filter((page) => page.url !== '/'),
  ];
  const lines = entries.map((page) => `- [${page.title}](${siteUrl}${page.url}index.md): ${page.description}`);
  return `# webpack\n\n> ${defaultDescription}\n\n## Pages\n\n${lines.join('\n')}\n`;
}
