import type { PageEntry } from '../../../src/content/types.ts';
import { isDocumentationUrl } from '../../../src/content/routes.ts';

/** Pages search engines and feeds list: every documentation page of the content index. */
export function indexablePages(pages: PageEntry[]): PageEntry[] {
  return pages.filter((page) => isDocumentationUrl(page.url));
}
