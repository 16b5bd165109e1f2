import type { PageEntry } from '../../src/content/types.ts';
import { indexablePages } from './indexable.ts';

/**
 * `llms.txt`: a plain index of the site for language-model tools, each page with its title, the URL
 * of its markdown copy and its description.
 */
export function llmsTxt(pages: PageEntry[], siteUrl: string, defaultDescription: string): string {
  const lines = indexablePages(pages).map(
    (page) => `- [${page.title}](${siteUrl}${page.url}index.md): ${page.description ?? defaultDescription}`,
  );
  return `# webpack\n\n> ${defaultDescription}\n\n## Pages\n\n${lines.join('\n')}\n`;
}
