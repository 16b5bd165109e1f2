/**
 * Finds the configuration examples of content/ in the pages' parse trees (the MDX pipeline's own parser and
 * code-title plugin), for examples.test.ts.
 *
 * An example is a `js`/`mjs`/`cjs`/`ts` block that is either
 * - named like a webpack configuration file (`webpack.config.js`, `webpack.prod.js`, `app/webpack.config.mjs`,
 *   ...) by its title, or
 * - untitled and exports something (`module.exports =` or `export default`); the checker then decides from the
 *   exported value whether it is a webpack configuration.
 *
 * Left out: the blog, blocks marked partial in their fence meta (asked of scripts/pipeline/3-content-index/code-blocks.ts), on
 * migration pages the "before" side (blocks after a paragraph that starts with **Before**), and the pages that
 * migrate to webpack 2, 3 or 4, whose "after" side is a configuration for that older webpack.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Code, Nodes, Parent, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { parseMarkdown } from '../../../scripts/pipeline/2-mdx/parse.ts';
import remarkCodeTitles from '../../../scripts/pipeline/2-mdx/plugins/code-titles.ts';
import { isFragment } from '../../../scripts/pipeline/3-content-index/code-blocks.ts';

export type ExampleKind = 'config' | 'maybe';

export interface PageFile {
  name: string;
  lang: string;
  code: string;
  line: number;
}

export interface Example {
  /** page path relative to the repository, e.g. content/configuration/output.mdx */
  page: string;
  /** 1-based line of the opening fence in the page */
  line: number;
  lang: string;
  /** file name from the block's title, if any */
  title?: string;
  code: string;
  /** `config`: titled as a webpack configuration file; `maybe`: untitled and exports something */
  kind: ExampleKind;
  /** the other titled blocks of the page, nearest first, so a configuration can require them */
  siblings: PageFile[];
}

/** Migration guides whose examples are configurations for webpack 2 to 4. */
const OLDER_WEBPACK = new Set(['content/migrate/3.mdx', 'content/migrate/4.mdx']);

const SCRIPT_LANGS = new Set(['js', 'javascript', 'mjs', 'cjs', 'ts', 'typescript', 'mts', 'cts']);
const CONFIG_FILE = /(^|\/)webpack(\.[\w-]+)*\.[cm]?[jt]s$/;
const EXPORTS = /\bmodule\.exports\s*=|^\s*export\s+default\b/m;

/** Whether a file name is one webpack-cli (or a guide) would load as a webpack configuration. */
export const isConfigFileName = (name: string) => CONFIG_FILE.test(name);

/** The `.md` and `.mdx` files below a folder, sorted. */
export function pages(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return pages(full);
      return /\.mdx?$/.test(entry.name) ? [full] : [];
    })
    .sort();
}

/** Code blocks in document order with the paragraph that comes right before each (in the same parent). */
function codeBlocks(tree: Root): { code: Code; before?: Nodes }[] {
  const blocks: { code: Code; before?: Nodes }[] = [];
  const walk = (parent: Parent) => {
    let previous: Nodes | undefined;
    for (const node of parent.children as Nodes[]) {
      if (node.type === 'code') blocks.push({ code: node, before: previous });
      else previous = node;
      if ('children' in node) walk(node as Parent);
    }
  };
  walk(tree);
  return blocks;
}

const isBeforeSide = (page: string, before?: Nodes) =>
  page.includes('/migrate/') && before?.type === 'paragraph' && /^Before\b/.test(toString(before));

export function examplesOfPage(file: string, root: string): Example[] {
  const page = path.relative(root, file);
  const tree = parseMarkdown(fs.readFileSync(file, 'utf8'), file.endsWith('.md') ? '.md' : '.mdx');
  remarkCodeTitles()(tree);
  const blocks = codeBlocks(tree);
  const titled: PageFile[] = blocks
    .filter(({ code }) => (code.data as { title?: string } | undefined)?.title)
    .map(({ code }) => ({
      name: (code.data as { title: string }).title,
      lang: code.lang ?? '',
      code: code.value,
      line: code.position?.start.line ?? 1,
    }));
  const examples: Example[] = [];
  for (const { code, before } of blocks) {
    const lang = (code.lang ?? '').toLowerCase();
    if (!SCRIPT_LANGS.has(lang) || isFragment(code.meta) || isBeforeSide(page, before)) continue;
    const title = (code.data as { title?: string } | undefined)?.title;
    const kind: ExampleKind | undefined = title
      ? isConfigFileName(title)
        ? 'config'
        : undefined
      : EXPORTS.test(code.value)
        ? 'maybe'
        : undefined;
    if (!kind) continue;
    const line = code.position?.start.line ?? 1;
    const siblings = titled
      .filter((other) => other.line !== line && other.name !== title)
      .sort((a, b) => Math.abs(a.line - line) - Math.abs(b.line - line) || a.line - b.line);
    examples.push({ page, line, lang, title, code: code.value, kind, siblings });
  }
  return examples;
}

/** The pages whose examples are checked: content/ without the blog and the older migration guides. */
export function examplePages(root: string): string[] {
  return pages(path.join(root, 'content'))
    .map((file) => path.relative(root, file))
    .filter((page) => !page.startsWith(`content${path.sep}blog${path.sep}`) && !OLDER_WEBPACK.has(page));
}

/** Every example of those pages. */
export function findExamples(root: string): Example[] {
  return examplePages(root).flatMap((page) => examplesOfPage(path.join(root, page), root));
}
