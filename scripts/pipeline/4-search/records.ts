import type { Heading, Nodes, Root } from 'mdast';
import { collectHeadings, headingText } from '../2-mdx/slug.ts';
import type { RecordLevel } from '../../../src/shared/search/index-format.ts';
import { packSection } from './pack.ts';

/**
 * A page's search records, read from the parse tree the MDX workers already have: its text split at
 * `##`/`###` headings, as a reader sees it (no frontmatter, imports, expressions or comments; aside
 * markers and alert labels dropped; code kept apart from prose), packed for the index file.
 */

export interface SearchRecord {
  level: RecordLevel;
  /** `''` for the opening text. */
  heading: string;
  /** The heading's id in the HTML (`''` for the opening text). */
  id: string;
  /** The opening prose, shown in results. */
  snippet: string;
  /** Each other word of the section once. */
  words: string;
}

/** Not text a reader sees: the page's frontmatter and MDX's code parts. */
const HIDDEN = new Set(['yaml', 'toml', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'html']);

/** Inline nodes run into their neighbours; every other node is a block, set apart by spaces. */
const INLINE = new Set([
  'text',
  'inlineCode',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'break',
  'image',
  'mdxJsxTextElement',
]);

/**
 * What marks a paragraph as an aside or an alert, not shown as text: `T> `, `W> ` and `?> ` at the
 * start of its lines (`scripts/pipeline/2-mdx/plugins/asides.ts`), `[!NOTE]` and the like at its start
 * (`scripts/pipeline/2-mdx/plugins/github-alerts.ts`).
 */
const ASIDE_MARKER = /(^|\n)[ \t]*[TW?]>(?= |\n|$)/g;
const ALERT_MARKER = /^\[!(NOTE|TIP|WARNING|IMPORTANT|CAUTION)\]/i;

/** A text node's words: a paragraph's first text node loses the markers that open it. */
function visibleValue(value: string, opensParagraph: boolean): string {
  const lines = value.replace(ASIDE_MARKER, (marker, start: string, offset: number) =>
    offset === 0 && !opensParagraph ? marker : start,
  );
  return opensParagraph ? lines.replace(ALERT_MARKER, '') : lines;
}

interface Section extends Omit<SearchRecord, 'snippet' | 'words'> {
  prose: string[];
  code: string[];
}

/** A JSX element's visible text: a `<Badge text="5.20.0+" />` shows its `text`. */
function badgeText(node: Nodes): string {
  if ((node.type !== 'mdxJsxTextElement' && node.type !== 'mdxJsxFlowElement') || node.name !== 'Badge') return '';
  const text = node.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'text');
  return typeof text?.value === 'string' ? text.value : '';
}

export function searchRecordsOf(tree: Root): SearchRecord[] {
  const ids = collectHeadings(tree);
  let nextHeading = 0;
  const sections: Section[] = [{ level: 1, heading: '', id: '', prose: [], code: [] }];
  const current = () => sections[sections.length - 1];

  const visit = (node: Nodes, opensParagraph = false): void => {
    if (HIDDEN.has(node.type)) return;
    if (node.type === 'heading') {
      const { id } = ids[nextHeading++];
      const { depth } = node as Heading;
      if (depth === 2 || depth === 3) {
        sections.push({ level: depth, heading: headingText(node), id, prose: [], code: [] });
        return;
      }
    }
    if (node.type === 'code') {
      current().code.push(node.value, ' ');
      return;
    }
    const block = !INLINE.has(node.type);
    if (block) current().prose.push(' ');
    if (node.type === 'text') current().prose.push(visibleValue(node.value, opensParagraph));
    else if (node.type === 'inlineCode') current().prose.push(node.value);
    else if (node.type === 'break') current().prose.push(' ');
    else if (node.type === 'image') current().prose.push(node.alt ?? '');
    else current().prose.push(badgeText(node));
    if ('children' in node)
      (node.children as Nodes[]).forEach((child, index) => visit(child, node.type === 'paragraph' && index === 0));
    if (block) current().prose.push(' ');
  };
  for (const child of tree.children) visit(child);

  return sections
    .map(({ prose, code, ...section }) => {
      return { ...section, ...packSection(squash(prose.join('')), squash(code.join(''))) };
    })
    .filter((record) => record.level !== 1 || record.snippet || record.words);
}

const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();
