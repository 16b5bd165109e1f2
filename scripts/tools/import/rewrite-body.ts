import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { visit } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';
import type { Heading, Nodes, Root } from 'mdast';
import { createSlugger } from '../../pipeline/2-mdx/slug.ts';
import { htmlToJsx, type HtmlCounts } from './html-to-jsx.ts';

/** What the body rewrite changed, for the import's summary. */
export interface RewriteCounts extends HtmlCounts {
  links: number;
  escapes: number;
  autolinks: number;
  headingIds: number;
  indentedCode: number;
}

export function noRewrites(): RewriteCounts {
  return { links: 0, escapes: 0, autolinks: 0, headingIds: 0, indentedCode: 0, comments: 0, tags: 0 };
}

export interface BodyOptions {
  /** Whether the source is MDX already: its braces are expressions and its tags JSX, left as they are. */
  mdx: boolean;
  /** The new URL for a link or image of this page, or `undefined` to leave it as written. */
  link: (url: string, image: boolean) => string | undefined;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

// Markdown as written for other sites: no MDX parsing, so its HTML and text come back as written.
const parser = unified().use(remarkParse).use(remarkGfm);

/** Docusaurus's explicit heading id: `## Checking the version {#check-version}`. */
const HEADING_ID = /[ \t]*\{#([\w-]+)\}[ \t]*$/;

function span(node: Nodes): [number, number] {
  return [node.position!.start.offset!, node.position!.end.offset!];
}

/**
 * The ids a page's headings get here for each explicit `{#id}` it declares, so links to those ids,
 * from this page and from others, can be rewritten.
 */
export function explicitHeadingIds(body: string): Map<string, string> {
  const ids = new Map<string, string>();
  const slugger = createSlugger();
  visit(parser.parse(body), 'heading', (node: Heading) => {
    const text = toString(node);
    const explicit = HEADING_ID.exec(text);
    const id = slugger.slug(explicit ? text.slice(0, explicit.index) : text);
    if (explicit) ids.set(explicit[1], id);
  });
  return ids;
}

/** `{`, `}` and `<` in prose start MDX expressions and tags: escaped, unless already escaped. */
function escapeProse(source: string, counts: RewriteCounts): string {
  return source.replace(/(\\?)([{}<])/g, (whole, backslash: string, character: string) => {
    if (backslash) return whole;
    counts.escapes += 1;
    return `\\${character}`;
  });
}

function linkEdit(source: string, node: Nodes & { url: string }, url: string, offset: number): Edit | undefined {
  const at = source.lastIndexOf(node.url);
  return at === -1 ? undefined : { start: offset + at, end: offset + at + node.url.length, text: url };
}

/**
 * Rewrites a page body written for another site into MDX: HTML as JSX, prose braces escaped (for
 * Markdown sources), links mapped, `<https://…>` autolinks made plain, explicit heading ids dropped,
 * indented code fenced, and the first `# h1` taken out as the page title.
 */
export function rewriteBody(
  body: string,
  options: BodyOptions,
  counts: RewriteCounts,
): { text: string; title: string | undefined } {
  const tree: Root = parser.parse(body);
  const edits: Edit[] = [];
  let title: string | undefined;
  const mapLink = (node: Nodes & { url: string }, start: number, source: string) => {
    const url = options.link(node.url, node.type === 'image');
    const edit = url === undefined || url === node.url ? undefined : linkEdit(source, node, url, start);
    if (edit) {
      edits.push(edit);
      counts.links += 1;
    }
  };
  visit(tree, (node: Nodes, _index, parent) => {
    if (!node.position) return;
    const [start, end] = span(node);
    const source = body.slice(start, end);
    switch (node.type) {
      case 'html': {
        const jsx = htmlToJsx(source, counts);
        if (jsx !== source) edits.push({ start, end, text: jsx });
        return;
      }
      case 'text': {
        let text = source;
        const explicit = parent?.type === 'heading' ? HEADING_ID.exec(text) : null;
        if (explicit) {
          text = text.slice(0, explicit.index);
          counts.headingIds += 1;
        }
        if (!options.mdx) text = escapeProse(text, counts);
        if (text !== source) edits.push({ start, end, text });
        return;
      }
      case 'heading':
        if (node.depth === 1 && title === undefined) {
          title = toString(node).replace(HEADING_ID, '').trim();
          // The blank lines after it go too, so no gap is left where it stood.
          edits.push({ start, end: end + /^\n*/.exec(body.slice(end))![0].length, text: '' });
          return 'skip';
        }
        return;
      case 'code':
        // Only at the top level: inside a list or quote, the block's lines carry their container's prefix.
        if (parent?.type === 'root' && !/^(`{3,}|~{3,})/.test(source)) {
          edits.push({ start, end, text: `\`\`\`\n${node.value}\n\`\`\`` });
          counts.indentedCode += 1;
        }
        return;
      case 'link':
        if (source.startsWith('<') && source.endsWith('>')) {
          edits.push({ start, end, text: /^https?:/.test(node.url) ? node.url : `[${toString(node)}](${node.url})` });
          counts.autolinks += 1;
          return 'skip';
        }
        mapLink(node, start, source);
        return;
      case 'image':
      case 'definition':
        mapLink(node, start, source);
        return;
      default:
        return;
    }
  });
  return { text: applyEdits(body, edits), title };
}

/** Applies non-overlapping edits; an edit inside one already taken (a link in a removed h1) is dropped. */
function applyEdits(text: string, edits: Edit[]): string {
  let result = '';
  let cursor = 0;
  for (const edit of [...edits].sort((a, b) => a.start - b.start || b.end - a.end)) {
    if (edit.start < cursor) continue;
    result += text.slice(cursor, edit.start) + edit.text;
    cursor = edit.end;
  }
  return result + text.slice(cursor);
}
