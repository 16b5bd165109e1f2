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
  /**
   * Label for "on this page" lists and the sidebar: an h3 that repeats its parent h2's name as a
   * prefix is shortened (`output.library.type` under `output.library` → `type`). Equals `title` otherwise.
   */
  label: string;
  /** The heading's `id` attribute in the rendered HTML. */
  id: string;
  level: 2 | 3;
  /** 1-based line of the heading in the source file (0 when the tree has no positions). */
  line: number;
}

/** Removes a parent's name from the start of a child heading (`output.library.type` → `type`). */
export function shortenHeading(title: string, parentTitle: string | undefined): string {
  if (!parentTitle || title.length <= parentTitle.length || !title.startsWith(parentTitle)) return title;
  const rest = title.slice(parentTitle.length);
  const match = /^[.\s:/#-]+/.exec(rest);
  if (!match) return title;
  const label = rest.slice(match[0].length).trim();
  return label || title;
}

/**
 * The h2/h3 headings of a page with the ids the HTML will have. Every heading (h1-h6) goes through
 * the slugger in document order, exactly like plugins/heading-ids.ts, so duplicate suffixes agree.
 */
export function collectHeadings(tree: Root): HeadingEntry[] {
  const slugger = createSlugger();
  const entries: HeadingEntry[] = [];
  let parentTitle: string | undefined;
  visit(tree, 'heading', (node) => {
    const title = headingText(node);
    const id = slugger.slug(title);
    if (node.depth === 2) parentTitle = title;
    else if (node.depth < 2) parentTitle = undefined;
    if (node.depth !== 2 && node.depth !== 3) return;
    entries.push({
      title,
      label: node.depth === 3 ? shortenHeading(title, parentTitle) : title,
      id,
      level: node.depth,
      line: node.position?.start.line ?? 0,
    });
  });
  return entries;
}
