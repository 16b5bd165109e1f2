/**
 * Ids on a combined printable page, where every page of a section shares one document. Two kinds:
 *
 * - each page's `<section>`: its route without the leading slash, `concepts/output/` (the index
 *   page's is `concepts/`). It always ends in `/`.
 * - each heading: `${pageAnchorPrefix}-${slug}` (see `prefixedId`), `concepts/output-minimal-configuration`.
 *   Heading slugs never contain `/`, so a heading id never ends in `/`.
 *
 * So no heading id can equal a section id. Heading ids of different pages differ in their prefix:
 * the index page's (`concepts-…`) has no `/`, the others' (`concepts/output-…`) do.
 */
export function pageSectionId(url: string): string {
  return url.replace(/^\/+/, '');
}

/** The prefix a page's heading ids and same-page links get: its route's segments joined by `/`. */
export function pageAnchorPrefix(url: string): string {
  return url.split('/').filter(Boolean).join('/');
}
