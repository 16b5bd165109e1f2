import type { PageEntry } from '../../src/content/types.ts';
import { isPrintableUrl } from '../../src/content/navigation.ts';

/** Pages search engines and feeds list: every content page except generated printable ones. */
export function indexablePages(pages: PageEntry[]): PageEntry[] {
  return pages.filter((page) => !isPrintableUrl(page.url));
}
