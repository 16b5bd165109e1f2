import { visit } from 'unist-util-visit';
import type { Blockquote, Paragraph, PhrasingContent, Root } from 'mdast';

export type AsideKind = 'tip' | 'warning' | 'todo' | 'note' | 'important' | 'caution';

export const ASIDE_LABELS: Record<AsideKind, string> = {
  tip: 'Tip',
  warning: 'Warning',
  todo: 'To do',
  note: 'Note',
  important: 'Important',
  caution: 'Caution',
};

/**
 * Builds the aside container shared by asides.ts and github-alerts.ts:
 * `<aside class="aside aside--KIND"><p class="aside__label">Label</p>...content</aside>`.
 * It is an mdast blockquote renamed to `aside` so it converts without custom handlers.
 */
export function createAside(kind: AsideKind, content: Blockquote['children']): Blockquote {
  const label: Paragraph = {
    type: 'paragraph',
    children: [{ type: 'text', value: ASIDE_LABELS[kind] }],
    data: { hProperties: { className: ['aside__label'] } },
  };
  return {
    type: 'blockquote',
    children: [label, ...content],
    data: { hName: 'aside', hProperties: { className: ['aside', `aside--${kind}`] } },
  };
}

/** The kind of an aside `createAside` made (`aside--KIND` class); undefined for any other blockquote. */
export function asideKindOf(node: Blockquote): AsideKind | undefined {
  if (node.data?.hName !== 'aside') return undefined;
  const classes = node.data.hProperties?.className;
  const kind = (Array.isArray(classes) ? classes : []).map(String).find((name) => name.startsWith('aside--'));
  return kind?.slice('aside--'.length) as AsideKind | undefined;
}

const PREFIXES: Record<string, AsideKind> = { T: 'tip', W: 'warning', '?': 'todo' };
/** `T> `, `W> ` or `?> ` (a bare `T>` at the end of a line is an empty aside line). */
const START = /^([TW?])>(?: |$)/;
const LINE_PREFIX = /(\n)[ \t]*[TW?]>(?: |(?=\n)|$)/g;

function stripPrefixes(children: PhrasingContent[]): PhrasingContent[] {
  const result: PhrasingContent[] = [];
  children.forEach((child, index) => {
    if (child.type !== 'text') {
      result.push(child);
      return;
    }
    let value = child.value.replace(LINE_PREFIX, '$1');
    // The first node, and text right after a hard line break, start a line of the aside.
    if (index === 0 || children[index - 1].type === 'break') value = value.replace(/^[ \t]*[TW?]>(?: |$)/, '');
    if (value) result.push({ ...child, value });
  });
  return result;
}

/**
 * remark: a paragraph starting with `T> ` (tip), `W> ` (warning) or `?> ` (to do) becomes an aside.
 * Every line of a multi-line aside carries the prefix; all prefixes are removed. Works anywhere a
 * paragraph can appear (list items, blockquotes).
 */
export default function remarkAsides() {
  return (tree: Root) => {
    visit(tree, 'paragraph', (node, index, parent) => {
      if (!parent || index === undefined) return;
      const first = node.children[0];
      if (!first || first.type !== 'text') return;
      const match = START.exec(first.value);
      if (!match) return;
      const kind = PREFIXES[match[1]];
      const children = stripPrefixes(node.children);
      const content: Paragraph[] = children.length > 0 ? [{ ...node, children }] : [];
      parent.children[index] = createAside(kind, content) as (typeof parent.children)[number];
      return 'skip';
    });
  };
}
