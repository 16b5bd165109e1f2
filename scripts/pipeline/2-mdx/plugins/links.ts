import { visit } from 'unist-util-visit';
import type { Root } from 'mdast';
import { routeOfPath } from '../../../../src/shared/content/routes.ts';

/**
 * `/concepts/modules` → `/concepts/modules/`, `/configuration/output#x` → `/configuration/output/#x`.
 * Only site-absolute paths whose last segment has no file extension change; external URLs,
 * protocol-relative `//host` URLs, `mailto:`, hashes and relative links are returned unchanged.
 */
export function withTrailingSlash(url: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const match = /^([^?#]*)([?#].*)?$/.exec(url);
  if (!match) return url;
  const [, path, rest = ''] = match;
  return `${routeOfPath(path)}${rest}`;
}

/** remark: adds the trailing slash to internal links (and reference definitions) that lack it. */
export default function remarkLinks() {
  return (tree: Root) => {
    visit(tree, (node) => {
      if (node.type === 'link' || node.type === 'definition') node.url = withTrailingSlash(node.url);
    });
  };
}
