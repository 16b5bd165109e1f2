import { visit } from 'unist-util-visit';
import type { Link, Root } from 'mdast';
import { createSlugger, headingText, HEADING_ANCHOR_CLASS } from '../slug.ts';

/**
 * remark: gives every heading (h1-h6) its GitHub-style id and appends a focusable self-link:
 * `<a class="heading-anchor" href="#id" aria-label="Link to this section: Text">#</a>`.
 * Ids come from slug.ts, the same code the content index uses.
 */
export default function remarkHeadingIds() {
  return (tree: Root) => {
    const slugger = createSlugger();
    visit(tree, 'heading', (node) => {
      const text = headingText(node);
      const id = slugger.slug(text);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
      const anchor: Link = {
        type: 'link',
        url: `#${id}`,
        children: [{ type: 'text', value: '#' }],
        data: {
          hProperties: {
            className: [HEADING_ANCHOR_CLASS],
            ariaLabel: `Link to this section: ${text}`,
          },
        },
      };
      node.children.push(anchor);
      return 'skip';
    });
  };
}
