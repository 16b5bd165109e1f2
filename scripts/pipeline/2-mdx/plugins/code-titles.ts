import { toString } from 'mdast-util-to-string';
import type { Code, Nodes, Parent, Root } from 'mdast';

/** `webpack.config.js`, `src/index.js`, `.babelrc`, `/etc/nginx/nginx.conf`, `project`, `Dockerfile`. */
const BARE_NAMES = new Set(['project', 'Dockerfile', 'Makefile', 'Procfile', 'LICENSE']);
const FILE_LIKE = /^(?:[\w@~$+-]|\.{1,2}\/)?[\w@~$+.\-/[\]]*$/;

export function looksLikeFileName(text: string): boolean {
  if (BARE_NAMES.has(text)) return true;
  if (!text || text.length > 200 || !FILE_LIKE.test(text)) return false;
  // Needs an extension or a directory part to be a path and not an ordinary bold word.
  return /\.[\w-]+$/.test(text) || text.includes('/');
}

const TITLE_IN_META = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/;

/** Reads `title="..."` (or `title='...'`, `title=x`) from a fence's meta string. */
export function titleFromMeta(meta: string | null | undefined): string | undefined {
  const match = TITLE_IN_META.exec(meta ?? '');
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

function setTitle(code: Code, title: string) {
  if (titleFromMeta(code.meta) === undefined) {
    code.meta = [code.meta, `title="${title.replace(/"/g, '')}"`].filter(Boolean).join(' ');
  }
  code.data = { ...code.data, title: titleFromMeta(code.meta) } as Code['data'];
}

function boldTitle(node: Nodes): string | undefined {
  if (node.type !== 'paragraph' || node.children.length !== 1) return undefined;
  const strong = node.children[0];
  if (strong.type !== 'strong') return undefined;
  if (strong.children.some((child) => child.type !== 'text' && child.type !== 'inlineCode')) return undefined;
  const text = toString(strong).trim();
  return looksLikeFileName(text) ? text : undefined;
}

function walk(parent: Parent) {
  const children = parent.children as Nodes[];
  for (let index = 0; index < children.length; index += 1) {
    const node = children[index];
    const next = children[index + 1];
    if (next?.type === 'code') {
      const title = boldTitle(node);
      if (title !== undefined) {
        setTitle(next, title);
        children.splice(index, 1);
        index -= 1;
        continue;
      }
    }
    if (node.type === 'code') {
      const title = titleFromMeta(node.meta);
      if (title !== undefined) setTitle(node, title);
    }
    if ('children' in node) walk(node as Parent);
  }
}

/**
 * remark: code block titles. A paragraph holding only a bold file name (`**webpack.config.js**`,
 * `**src/index.js**`, `**project**`) directly above a fenced block is removed and becomes that block's
 * title; `title="..."` in the fence meta works too. The title ends up in the fence meta as
 * `title="..."` (read by plugins/code-blocks.ts) and in `code.data.title`.
 */
export default function remarkCodeTitles() {
  return (tree: Root) => {
    walk(tree);
  };
}
