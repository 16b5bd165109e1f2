import type { PageEntry } from '../../../src/shared/content/types.ts';
import { isDocumentationUrl } from '../../../src/shared/content/routes.ts';

/** Pages search engines and feeds list: every documentation page of the content index. */
export function indexablePages(pages: PageEntry[]): PageEntry[] {
  return pages.filter((page) => isDocumentationUrl(page.url));
}
