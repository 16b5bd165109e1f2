import { visit } from 'unist-util-visit';
import type { Root } from 'mdast';
import { routeOfPath } from '../../../src/shared/content/routes.ts';

export interface LinkReference {
  url: string;
  line: number;
}

/** Site-internal links of a page: absolute paths (`/concepts/`) and same-page hashes (`#id`). */
export function internalLinks(tree: Root): LinkReference[] {
  const links: LinkReference[] = [];
  visit(tree, (node) => {
    if (node.type !== 'link' && node.type !== 'definition') return;
    const { url } = node as { url: string };
    if ((url.startsWith('/') && !url.startsWith('//')) || url.startsWith('#')) {
      links.push({ url, line: node.position?.start.line ?? 1 });
    }
  });
  return links;
}

/** `/concepts/modules#x` → `{ route: '/concepts/modules/', hash: 'x' }`. */
export function splitLink(url: string, currentRoute: string): { route: string; hash: string } {
  const [pathAndQuery, hash = ''] = url.split('#');
  const pathname = pathAndQuery.split('?')[0];
  if (!pathname) return { route: currentRoute, hash };
  return { route: routeOfPath(pathname), hash };
}
