import type { Root, RootContent } from 'mdast';

const LENGTH = 240;

/**
 * Nodes whose source is not text a reader sees: MDX expressions (`{props.name}`, JSX comments),
 * ESM, raw HTML, and images (their alt text is not shown in running text).
 */
const HIDDEN = new Set(['mdxTextExpression', 'mdxFlowExpression', 'mdxjsEsm', 'html', 'image', 'imageReference']);

type Node = Root | RootContent;

/**
 * The text a reader sees of a node: text, inline code and the children of links, emphasis and
 * JSX elements (`<kbd>Ctrl</kbd>` shows `Ctrl`); never the source of expressions or attributes
 * (a self-closing component such as `<Badge text="5" />` contributes nothing).
 */
function visibleText(node: Node): string {
  if (HIDDEN.has(node.type)) return '';
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'break') return ' ';
  if ('children' in node) return (node.children as Node[]).map(visibleText).join('');
  return '';
}

/** Collapses the whitespace an omitted node leaves behind (`Hello , world` → `Hello, world`). */
function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/ ([,.;:!?)])/g, '$1')
    .replace(/\( /g, '(')
    .trim();
}

/**
 * The opening of a post as readers see it: the text of its first paragraphs (never imports, JSX
 * blocks, expressions or code), cut at a word boundary.
 */
export function teaserOf(tree: Root, length = LENGTH): string {
  let text = '';
  for (const node of tree.children) {
    if (node.type !== 'paragraph') continue;
    const paragraph = tidy(visibleText(node));
    if (paragraph === '') continue;
    text = `${text} ${paragraph}`.trim();
    if (text.length >= length) break;
  }
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}
