import { visit } from 'unist-util-visit';
import { toString } from 'hast-util-to-string';
import type { Element, Root } from 'hast';

const SECTION_HEADINGS = new Set(['h2', 'h3', 'h4']);

function hasClass(node: Element, name: string): boolean {
  const classes = node.properties.className;
  return Array.isArray(classes) && classes.includes(name);
}

/** A heading's words, without the "#" of its anchor link. */
function headingText(heading: Element): string {
  return heading.children
    .filter((child) => !(child.type === 'element' && hasClass(child, 'heading-anchor')))
    .map((child) => toString(child))
    .join('')
    .trim();
}

/** A header cell with no text (the corner of a table with row labels) is a plain cell: it heads nothing. */
function demoteEmptyHeaders(table: Element): void {
  visit(table, 'element', (cell) => {
    if (cell.tagName === 'th' && toString(cell).trim() === '') cell.tagName = 'td';
  });
}

/**
 * rehype: wraps every `<table>` in a focusable scroll container so that wide tables scroll sideways on
 * phones: `<div class="table-wrap" tabindex="0" role="region" aria-label="…">`. Each region is named
 * after the section it is in ("Options table", "Options table 2"), so that a page's regions differ.
 */
export default function rehypeTables() {
  return (tree: Root) => {
    let section = '';
    const counts = new Map<string, number>();
    visit(tree, 'element', (node, index, parent) => {
      if (SECTION_HEADINGS.has(node.tagName)) {
        section = headingText(node);
        return 'skip';
      }
      if (node.tagName !== 'table' || !parent || index === undefined) return undefined;
      if (parent.type === 'element' && hasClass(parent, 'table-wrap')) return 'skip';
      const count = (counts.get(section) ?? 0) + 1;
      counts.set(section, count);
      const name = `${section ? `${section} table` : 'Table'}${count > 1 ? ` ${count}` : ''}`;
      demoteEmptyHeaders(node);
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['table-wrap'], tabIndex: 0, role: 'region', ariaLabel: name },
        children: [node],
      };
      return 'skip';
    });
  };
}
