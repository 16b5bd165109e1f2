import { toString } from 'mdast-util-to-string';
import type { Root } from 'mdast';

const LENGTH = 240;

/**
 * The opening of a post as readers see it: the text of its first paragraphs (never imports, JSX
 * blocks or code), cut at a word boundary.
 */
export function teaserOf(tree: Root, length = LENGTH): string {
  let text = '';
  for (const node of tree.children) {
    if (node.type !== 'paragraph') continue;
    text = `${text} ${toString(node)}`.trim();
    if (text.length >= length) break;
  }
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}
