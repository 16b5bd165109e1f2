import type { Element, ElementContent, Root } from 'hast';
import {
  CODE_WORD_CLASS,
  NAME_BREAK_CLASS,
  splitAfterSlashes,
  splitNameParts,
} from '../../../../src/shared/content/line-breaks.ts';

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** A hyphen a browser would break after: `--save-dev`, `--watch`, `webpack-dev-server`, `<!--[if`, `-loader`. */
const INNER_HYPHEN = /-\S/;

interface Context {
  /** Where a text below may break. */
  split: (text: string) => string[];
  /** Inside inline code. */
  code: boolean;
  /** Inside a table cell, where code never wraps anyway (CSS). */
  cell: boolean;
}

function span(className: string, children: ElementContent[] = []): Element {
  return { type: 'element', tagName: 'span', properties: { className: [className] }, children };
}

function part(text: string, context: Context): ElementContent[] {
  if (!text) return [];
  if (!context.code || context.cell || !INNER_HYPHEN.test(text)) return [{ type: 'text', value: text }];
  // Browsers break after a hyphen: in code, a word with one is kept whole (`--save-` | `dev` otherwise),
  // while the spaces between words stay places to wrap.
  return text
    .split(/(\s+)/)
    .filter(Boolean)
    .map((word): ElementContent => {
      const node: ElementContent = { type: 'text', value: word };
      return INNER_HYPHEN.test(word) ? span(CODE_WORD_CLASS, [node]) : node;
    });
}

/** Puts a break point between the parts (as the context splits them) of every text below `node`. */
function addBreaks(node: Element, context: Context): void {
  node.children = node.children.flatMap((child): ElementContent[] => {
    if (child.type === 'element') {
      if (child.tagName === 'pre' || isCodeBlock(child)) return [child];
      const code = child.tagName === 'code';
      addBreaks(child, {
        split: code || HEADINGS.has(child.tagName) ? splitNameParts : context.split,
        code: context.code || code,
        cell: context.cell || child.tagName === 'td' || child.tagName === 'th',
      });
    }
    if (child.type !== 'text') return [child];
    return context
      .split(child.value)
      .flatMap((text, index): ElementContent[] => [
        ...(index > 0 ? [span(NAME_BREAK_CLASS)] : []),
        ...part(text, context),
      ]);
  });
}

function isCodeBlock(node: Element): boolean {
  const classes = node.properties.className;
  return Array.isArray(classes) && classes.includes('code-block');
}

/**
 * rehype: a break point after each dot or slash joining the parts of a name in inline code and headings
 * (`optimization.<span class="name-break"></span>splitChunks`), and after slashes joining words in
 * prose, so that a long name wraps between its parts rather than overflow its line: the site's CSS
 * never breaks a word of code. Parts of inline code with a hyphen are kept whole. Code blocks are
 * left alone.
 */
export default function rehypeNameBreaks() {
  return (tree: Root) => {
    const root: Element = {
      type: 'element',
      tagName: 'div',
      properties: {},
      children: tree.children as ElementContent[],
    };
    addBreaks(root, { split: splitAfterSlashes, code: false, cell: false });
    tree.children = root.children;
  };
}
