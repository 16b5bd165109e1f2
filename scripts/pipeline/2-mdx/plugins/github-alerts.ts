import { visit } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';
import type { PhrasingContent, Root } from 'mdast';
import { createAside, type AsideKind } from './asides.ts';

const KINDS: Record<string, AsideKind> = {
  NOTE: 'note',
  TIP: 'tip',
  WARNING: 'warning',
  IMPORTANT: 'important',
  CAUTION: 'caution',
};

const TEXT_MARKER = /^\[!(NOTE|TIP|WARNING|IMPORTANT|CAUTION)\][ \t]*(?:\n|$)?/i;

/**
 * Finds the alert marker at the start of a paragraph and returns the kind and the paragraph's
 * children without it. remark parses `[!NOTE]` as text, unless the page happens to define a
 * `[!note]: url` reference, in which case it is a shortcut linkReference: both are handled.
 */
function readMarker(children: PhrasingContent[]): { kind: AsideKind; rest: PhrasingContent[] } | undefined {
  const [first, ...others] = children;
  if (!first) return undefined;
  if (first.type === 'text') {
    const match = TEXT_MARKER.exec(first.value);
    if (!match) return undefined;
    const value = first.value.slice(match[0].length);
    return { kind: KINDS[match[1].toUpperCase()], rest: value ? [{ ...first, value }, ...others] : others };
  }
  if (first.type === 'linkReference' && first.referenceType === 'shortcut') {
    const match = /^!(NOTE|TIP|WARNING|IMPORTANT|CAUTION)$/i.exec(toString(first));
    if (!match) return undefined;
    const [next, ...after] = others;
    if (next && next.type === 'text') {
      const value = next.value.replace(/^[ \t]*\n?/, '');
      return { kind: KINDS[match[1].toUpperCase()], rest: value ? [{ ...next, value }, ...after] : after };
    }
    return { kind: KINDS[match[1].toUpperCase()], rest: others };
  }
  return undefined;
}

/**
 * remark: GitHub alerts. A blockquote whose first paragraph starts with `[!NOTE]`, `[!TIP]`,
 * `[!WARNING]`, `[!IMPORTANT]` or `[!CAUTION]` becomes `<aside class="aside aside--note">` (etc.)
 * with a label, like the `T>`/`W>` asides.
 */
export default function remarkGithubAlerts() {
  return (tree: Root) => {
    visit(tree, 'blockquote', (node, index, parent) => {
      if (!parent || index === undefined || node.data?.hName) return;
      const first = node.children[0];
      if (!first || first.type !== 'paragraph') return;
      const marker = readMarker(first.children);
      if (!marker) return;
      const rest =
        marker.rest.length > 0
          ? [{ ...first, children: marker.rest }, ...node.children.slice(1)]
          : node.children.slice(1);
      parent.children[index] = createAside(marker.kind, rest);
      return 'skip';
    });
  };
}
