import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Heading, Nodes, Root } from 'mdast';

/**
 * Heading ids are computed here and nowhere else: the MDX pipeline (plugins/heading-ids.ts) and the
 * content index both call these functions, so an id in the index is always the id in the HTML.
 */

export interface Slugger {
  /** Next unique id for `text` in this document (GitHub rules: `a`, `a-1`, `a-2`, ...). */
  slug(text: string): string;
  /** Forget every id handed out so far (start a new document). */
  reset(): void;
}

/** One slugger per document: duplicates get `-1`, `-2` suffixes in the order they are asked for. */
export function createSlugger(): Slugger {
  const slugger = new GithubSlugger();
  return {
    slug: (text) => slugger.slug(text),
    reset: () => slugger.reset(),
  };
}

/** Marks nodes the pipeline adds to a heading (its self-link) so they never count as heading text. */
export const HEADING_ANCHOR_CLASS = 'heading-anchor';

function isAnchor(node: Nodes): boolean {
  if (node.type !== 'link') return false;
  const className = node.data?.hProperties?.className;
  return Array.isArray(className) ? className.includes(HEADING_ANCHOR_CLASS) : className === HEADING_ANCHOR_CLASS;
}

/** Nodes whose `value` is code rather than text: they never contribute to a heading's text. */
const NON_TEXT = new Set(['mdxTextExpression', 'mdxFlowExpression', 'mdxjsEsm', 'html']);

function prune(node: Nodes): Nodes | undefined {
  if (NON_TEXT.has(node.type) || isAnchor(node)) return undefined;
  if ('children' in node) {
    const children = (node.children as Nodes[]).map(prune).filter((child): child is Nodes => child !== undefined);
    return { ...node, children } as Nodes;
  }
  return node;
}

/**
 * Plain text of a heading as a reader sees it: inline code keeps its text (`output.filename`),
 * JSX elements contribute their children (a `<Badge text="..." />` contributes nothing), MDX
 * expressions/comments and the pipeline's own `#` self-link are ignored.
 */
export function headingText(node: Heading): string {
  const pruned = prune(node);
  return pruned ? toString(pruned, { includeHtml: false }).trim() : '';
}

export interface HeadingEntry {
  /** Full heading text. */
  title: string;
  /** The heading's `id` attribute in the rendered HTML. */
  id: string;
  /** 1 to 6. */
  level: number;
  /** 1-based line of the heading in the source file (0 when the tree has no positions). */
  line: number;
}

/**
 * Every heading of a page (h1-h6) with the id the HTML will have, in document order, slugged exactly
 * like plugins/heading-ids.ts so duplicate suffixes agree. Anchors are the h2/h3 among them; links
 * may point at any of them.
 */
export function collectHeadings(tree: Root): HeadingEntry[] {
  const slugger = createSlugger();
  const entries: HeadingEntry[] = [];
  visit(tree, 'heading', (node) => {
    const title = headingText(node);
    entries.push({ title, id: slugger.slug(title), level: node.depth, line: node.position?.start.line ?? 0 });
  });
  return entries;
}
