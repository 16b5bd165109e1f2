import type { Element, ElementContent, Root } from 'hast';
import { NAME_BREAK_CLASS, splitAfterSlashes, splitNameParts } from '../../../src/content/line-breaks.ts';

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** Puts a break point between the parts (as `split` cuts them) of every text below `node`. */
function addBreaks(node: Element, split: (text: string) => string[]): void {
  node.children = node.children.flatMap((child): ElementContent[] => {
    if (child.type === 'element') {
      if (child.tagName === 'pre' || isCodeBlock(child)) return [child];
      addBreaks(child, isName(child, node) ? splitNameParts : split);
    }
    if (child.type !== 'text') return [child];
    return split(child.value).flatMap((part, index): ElementContent[] => [
      ...(index > 0 ? [nameBreak()] : []),
      { type: 'text', value: part },
    ]);
  });
}

/** Inline code (not a code block's) and headings: where long identifiers and paths show. */
function isName(node: Element, parent: Element | Root): boolean {
  const inlineCode = node.tagName === 'code' && !(parent.type === 'element' && parent.tagName === 'pre');
  return inlineCode || HEADINGS.has(node.tagName);
}

function isCodeBlock(node: Element): boolean {
  const classes = node.properties.className;
  return Array.isArray(classes) && classes.includes('code-block');
}

function nameBreak(): Element {
  return { type: 'element', tagName: 'span', properties: { className: [NAME_BREAK_CLASS] }, children: [] };
}

/**
 * rehype: a break point after each dot or slash joining the parts of a name in inline code and headings
 * (`optimization.<span class="name-break"></span>splitChunks`), and after slashes joining words in
 * prose, so that a long name wraps between its parts rather than overflow its line: the site's CSS
 * never breaks a word of code. Code blocks are left alone.
 */
export default function rehypeNameBreaks() {
  return (tree: Root) => {
    const root: Element = {
      type: 'element',
      tagName: 'div',
      properties: {},
      children: tree.children as ElementContent[],
    };
    addBreaks(root, splitAfterSlashes);
    tree.children = root.children;
  };
}
