import { visit } from 'unist-util-visit';
import type { Element, Root } from 'hast';

/**
 * rehype: wraps every `<table>` in a focusable, labelled scroll container so wide tables scroll
 * sideways on phones: `<div class="table-wrap" tabindex="0" role="region" aria-label="Table">`.
 */
export default function rehypeTables() {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'table' || !parent || index === undefined) return;
      if (parent.type === 'element' && (parent.properties.className as string[] | undefined)?.includes('table-wrap'))
        return 'skip';
      const wrap: Element = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['table-wrap'], tabIndex: 0, role: 'region', ariaLabel: 'Table' },
        children: [node],
      };
      parent.children[index] = wrap;
      return 'skip';
    });
  };
}
