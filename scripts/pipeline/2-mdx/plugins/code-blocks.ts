import { visit } from 'unist-util-visit';
import { toString } from 'hast-util-to-string';
import type { Element, ElementContent, Root } from 'hast';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import type { Program } from 'estree';
import { hastToHtml } from 'shiki';
import { titleFromMeta } from './code-titles.ts';
import { diffCodeLanguage, splitDiffMarkers, type DiffMarker } from './diff-language.ts';

/** What a `diff` block over code in a known language keeps for after highlighting (see below). */
interface DiffData {
  diffMarkers?: DiffMarker[];
}

function classList(node: Element): string[] {
  const value = node.properties.className ?? node.properties.class;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : [];
}

function addClass(node: Element, name: string) {
  const classes = classList(node);
  if (classes.includes(name)) return;
  delete node.properties.class;
  node.properties.className = [...classes, name];
}

function isCodeBlock(node: Element): boolean {
  return node.tagName === 'div' && classList(node).includes('code-block');
}

/**
 * rehype (runs BEFORE highlighting): wraps each fenced block in its final frame,
 * `<div class="code-block" data-language="js"><div class="code-block__title">webpack.config.js</div><pre>…</pre></div>`
 * (title only when the fence has one, see code-titles.ts). The highlighter then replaces the `<pre>`
 * inside the frame. The site's copy button finds `.code-block` and reads `data-language`.
 */
export function rehypeCodeBlocks() {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      if (parent.type === 'element' && isCodeBlock(parent)) return 'skip';
      const code = node.children.find(
        (child): child is Element => child.type === 'element' && child.tagName === 'code',
      );
      if (!code) return;
      const languageClass = classList(code).find((name) => name.startsWith('language-'));
      const language = languageClass ? languageClass.slice('language-'.length) : 'text';
      const meta = (code.data as { meta?: string } | undefined)?.meta ?? '';
      const title = titleFromMeta(meta);
      const diffMarkers = language === 'diff' ? highlightAsCode(code, title) : undefined;
      const children: ElementContent[] = [];
      if (title) {
        children.push({
          type: 'element',
          tagName: 'div',
          properties: { className: ['code-block__title'] },
          children: [{ type: 'text', value: title }],
        });
      }
      children.push(node);
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['code-block'], dataLanguage: language },
        children,
        data: { diffMarkers } as Element['data'],
      };
      return 'skip';
    });
  };
}

/**
 * A `diff` over code in a known language is highlighted as that language: its markers are taken out of
 * the text (and returned, for `rehypeDiffLines` to put back) and the block's grammar becomes the code's.
 */
function highlightAsCode(code: Element, title: string | undefined): DiffMarker[] | undefined {
  const text = toString(code);
  const { markers, code: body } = splitDiffMarkers(text.replace(/\n$/, ''));
  const language = diffCodeLanguage(title, body);
  if (!language) return undefined;
  code.children = [{ type: 'text', value: `${body}\n` }];
  code.properties.className = [
    ...classList(code).filter((name) => !name.startsWith('language-')),
    `language-${language}`,
  ];
  return markers;
}

/** Which diff class a line gets: `+` added, `-` removed; `+++`/`---` file headers are neither. */
export function diffClass(line: string): 'diff-add' | 'diff-remove' | undefined {
  if (line.startsWith('+') && !line.startsWith('+++ ')) return 'diff-add';
  if (line.startsWith('-') && !line.startsWith('--- ')) return 'diff-remove';
  return undefined;
}

function markerSpan(marker: DiffMarker): Element {
  return {
    type: 'element',
    tagName: 'span',
    properties: { className: ['diff-marker'] },
    children: [{ type: 'text', value: marker }],
  };
}

/**
 * rehype (runs AFTER highlighting): in `diff` blocks each `<span class="line">` starting with `+`
 * gets `diff-add`, with `-` gets `diff-remove`. Blocks highlighted as the code they change get their
 * markers back first, each in a `<span class="diff-marker">`, so the text is the diff as written.
 */
export function rehypeDiffLines() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      if (!isCodeBlock(node) || node.properties.dataLanguage !== 'diff') return;
      const markers = (node.data as DiffData | undefined)?.diffMarkers;
      let index = 0;
      visit(node, 'element', (line) => {
        if (line.tagName !== 'span' || !classList(line).includes('line')) return;
        const marker = markers?.[index++];
        if (marker) line.children.unshift(markerSpan(marker));
        const name = diffClass(toString(line));
        if (name) addClass(line, name);
        return 'skip';
      });
      return 'skip';
    });
  };
}

function innerHtmlAttribute(html: string): MdxJsxFlowElementHast['attributes'][number] {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExpressionStatement',
        expression: {
          type: 'ObjectExpression',
          properties: [
            {
              type: 'Property',
              kind: 'init',
              method: false,
              shorthand: false,
              computed: false,
              key: { type: 'Identifier', name: '__html' },
              value: { type: 'Literal', value: html, raw: JSON.stringify(html) },
            },
          ],
        },
      },
    ],
  };
  return {
    type: 'mdxJsxAttribute',
    name: 'dangerouslySetInnerHTML',
    value: { type: 'mdxJsxAttributeValueExpression', value: `{__html: ${JSON.stringify(html)}}`, data: { estree } },
  };
}

/**
 * rehype, MDX only (runs LAST among the code steps): the highlighted `<code>` inside each frame becomes
 * a literal JSX `<code dangerouslySetInnerHTML={{__html: "…"}} />`. The rendered HTML is the same, but
 * the page's JavaScript carries one string per block instead of a `jsx()` call per token (measured:
 * compiled pages about 2× smaller overall, css-loader 283 kB → 126 kB), and React neither renders nor
 * hydrates thousands of token spans. Being literal JSX, it is not replaced by a `code` component from
 * the MDX provider (inline `code` still is).
 */
export function rehypeStaticCode() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      if (!isCodeBlock(node)) return;
      // The highlighter puts its output in as a `root` fragment: splice its children into the frame.
      node.children = node.children.flatMap((child) =>
        (child as unknown as Root).type === 'root'
          ? ((child as unknown as Root).children as ElementContent[])
          : [child],
      );
      const pre = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'pre');
      if (!pre) return 'skip';
      pre.children = pre.children.map((child) => {
        if (child.type !== 'element' || child.tagName !== 'code') return child;
        const element: MdxJsxFlowElementHast = {
          type: 'mdxJsxFlowElement',
          name: 'code',
          attributes: [innerHtmlAttribute(hastToHtml({ type: 'root', children: child.children }))],
          children: [],
          // Marks the element as JSX written by hand, so MDX leaves it an intrinsic `<code>` instead of
          // routing it through the provider's `code` component (MDX's own flag for literal JSX).
          data: { _mdxExplicitJsx: true } as MdxJsxFlowElementHast['data'],
        };
        return element;
      });
      return 'skip';
    });
  };
}

export default rehypeCodeBlocks;
