import { unified } from 'unified';
import remarkStringify from 'remark-stringify';
import remarkGfm from 'remark-gfm';
import { SKIP, visit } from 'unist-util-visit';
import type { Blockquote, Html, Nodes, Paragraph, Parents, PhrasingContent, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { parseMarkdown } from '../2-mdx/parse.ts';
import remarkAsides, { asideKindOf, type AsideKind } from '../2-mdx/plugins/asides.ts';
import remarkGithubAlerts from '../2-mdx/plugins/github-alerts.ts';

/** MDX-only nodes that have no Markdown form: ESM (`import`/`export`) and `{expressions}` (comments). */
const DROPPED = new Set(['yaml', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression']);

/** How each aside reads in plain Markdown: as the GitHub alert closest to it. */
const ALERTS: Record<AsideKind, string> = {
  tip: 'TIP',
  warning: 'WARNING',
  todo: 'NOTE',
  note: 'NOTE',
  important: 'IMPORTANT',
  caution: 'CAUTION',
};

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

function attribute(element: JsxElement, name: string): string | undefined {
  const found = element.attributes.find((item) => item.type === 'mdxJsxAttribute' && item.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

/** `<Badge text="5.1.0+" />` → `` `5.1.0+` ``; any other element is replaced by what it wraps. */
function fromJsx(element: JsxElement): RootContent[] {
  const badge = element.name === 'Badge' ? attribute(element, 'text') : undefined;
  if (badge === undefined) return element.children as RootContent[];
  const code = { type: 'inlineCode', value: badge } as const;
  return [element.type === 'mdxJsxFlowElement' ? { type: 'paragraph', children: [code] } : code];
}

/** The aside the project's plugins made, as a GitHub alert: `> [!TIP]` then its content. */
function fromAside(aside: Blockquote, kind: AsideKind): Blockquote {
  const [, ...content] = aside.children; // the first child is the label paragraph
  const marker: Html = { type: 'html', value: `[!${ALERTS[kind]}]\n` };
  const [first, ...rest] = content;
  if (kind === 'todo' && first?.type === 'paragraph') {
    const label: PhrasingContent[] = [{ type: 'strong', children: [{ type: 'text', value: 'To do:' }] }];
    const opening: Paragraph = {
      ...first,
      children: [marker, ...label, { type: 'text', value: ' ' }, ...first.children],
    };
    return { type: 'blockquote', children: [opening, ...rest] };
  }
  if (first?.type === 'paragraph') {
    return {
      type: 'blockquote',
      children: [{ ...first, children: [marker, ...first.children] }, ...rest],
    };
  }
  return { type: 'blockquote', children: [{ type: 'paragraph', children: [marker] }, ...content] };
}

/** Rewrites the page's tree into plain Markdown nodes, in place. */
function toPlainMarkdown(tree: Root): void {
  remarkAsides()(tree);
  remarkGithubAlerts()(tree);
  visit(tree, (node: Nodes, index, parent: Parents | undefined) => {
    if (!parent || index === undefined) return;
    const children = parent.children as RootContent[];
    if (DROPPED.has(node.type)) {
      children.splice(index, 1);
      return [SKIP, index];
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      children.splice(index, 1, ...fromJsx(node));
      return [SKIP, index];
    }
    const kind = node.type === 'blockquote' ? asideKindOf(node) : undefined;
    if (kind) children[index] = fromAside(node as Blockquote, kind);
    return undefined;
  });
}

const stringifier = unified()
  .use(remarkGfm, { tablePipeAlign: false })
  .use(remarkStringify, { bullet: '-', emphasis: '_', fence: '`', fences: true, listItemIndent: 'one', rule: '-' });

/**
 * A page's body as plain Markdown, from its parse tree (which this rewrites: pass a tree nothing else
 * needs). MDX imports, exports and comments are dropped, components spelled out and asides written as
 * GitHub alerts; everything else, code blocks first of all, is the page's own Markdown.
 */
export function markdownBody(tree: Root): string {
  toPlainMarkdown(tree);
  return String(stringifier.stringify(tree)).trim();
}

/** The same from the page's source, for a page the build's MDX workers did not see. */
export function markdownBodyOf(source: string, extension: '.md' | '.mdx'): string {
  return markdownBody(parseMarkdown(source, extension));
}

/**
 * A page as plain Markdown, for readers and tools that want the text (`{route}index.md`): its title
 * and summary, then its body.
 */
export function markdownCopy(body: string, title: string, description?: string): string {
  const summary = description ? `\n\n> ${description}` : '';
  return `# ${title}${summary}\n\n${body}\n`;
}
