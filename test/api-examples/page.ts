import fs from 'node:fs';
import { visit } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';
import type { Heading, Paragraph, Root, RootContent } from 'mdast';
import { parseMarkdown } from '../../scripts/pipeline/2-mdx/parse.ts';
import remarkCodeTitles from '../../scripts/pipeline/2-mdx/plugins/code-titles.ts';
import { headingText } from '../../scripts/pipeline/2-mdx/slug.ts';

// Reads content pages with the site's own MDX parser and plugins, so what a test sees is what the page
// renders: code block titles come from the same plugin that prints them above the block.

const trees = new Map<string, Root>();

/** The parsed page (cached: several tests read the same pages). */
export function parsePage(file: string): Root {
  let tree = trees.get(file);
  if (!tree) {
    tree = parseMarkdown(fs.readFileSync(file, 'utf8'), file.endsWith('.md') ? '.md' : '.mdx');
    remarkCodeTitles()(tree);
    trees.set(file, tree);
  }
  return tree;
}

/** The code of every titled block of a page (`**name**` above it, or `title="name"`), by title. */
export function titledBlocks(file: string): Map<string, string> {
  const blocks = new Map<string, string>();
  visit(parsePage(file), 'code', (node) => {
    const title = (node.data as { title?: string } | undefined)?.title;
    if (title === undefined) return;
    if (blocks.has(title)) throw new Error(`${file}: two code blocks are titled ${title}`);
    blocks.set(title, `${node.value}\n`);
  });
  return blocks;
}

/** The code of the `text` block that follows the block titled `title` (the output the page shows for it). */
export function outputAfter(file: string, title: string): string | undefined {
  let output: string | undefined;
  visit(parsePage(file), 'code', (node, index, parent) => {
    if ((node.data as { title?: string } | undefined)?.title !== title || !parent || index === undefined) return;
    const next = parent.children[index + 1];
    if (next?.type === 'code' && next.lang === 'text') output = `${next.value}\n`;
  });
  return output;
}

/** Text of every heading of a page, as a reader sees it. */
export function headingTexts(file: string, depths = [2, 3]): Set<string> {
  const texts = new Set<string>();
  visit(parsePage(file), 'heading', (node) => {
    if (depths.includes(node.depth)) texts.add(headingText(node));
  });
  return texts;
}

export interface Section {
  /** Text of the `##` heading the section sits under ('' before the first one). */
  parent: string;
  /** Text of the section's own heading. */
  title: string;
  depth: number;
  /** The nodes between this heading and the next heading of the same or a higher level. */
  body: RootContent[];
}

/** Every `##` and `###` section of a page, in order. */
export function sections(file: string): Section[] {
  const result: Section[] = [];
  const open: Section[] = [];
  let parent = '';
  for (const node of parsePage(file).children) {
    if (node.type === 'heading' && node.depth <= 3) {
      const heading = node as Heading;
      while (open.length && open[open.length - 1].depth >= heading.depth) open.pop();
      const title = headingText(heading);
      if (heading.depth === 2) parent = title;
      const section = { parent: heading.depth === 2 ? '' : parent, title, depth: heading.depth, body: [] };
      result.push(section);
      open.push(section);
    } else {
      for (const section of open) section.body.push(node);
    }
  }
  return result;
}

/** The `inlineCode` values of a paragraph, in order. */
export function inlineCodes(paragraph: Paragraph): string[] {
  const codes: string[] = [];
  visit(paragraph, 'inlineCode', (node) => {
    codes.push(node.value);
  });
  return codes;
}

/** Plain text of a node. */
export const text = (node: RootContent): string => toString(node);

export interface HookDoc {
  /** The tapable type the section names first, without a trailing "(deprecated)". */
  type?: string;
  /** The type line says the hook is deprecated. */
  deprecated: boolean;
  /** The `name: Type` pairs (or bare `name`s) of the section's "Arguments:" line. */
  args: { name: string; type: string }[];
}

/**
 * The hooks documented under one `##` section of a page: each `###` heading is a hook, its first
 * paragraph names the tapable type, and a paragraph starting with "Arguments:" lists `name: Type`.
 */
export function hookDocs(file: string, section: string): Map<string, HookDoc> {
  const docs = new Map<string, HookDoc>();
  for (const { depth, parent, title, body } of sections(file)) {
    if (depth !== 3 || parent !== section) continue;
    const paragraphs = body.filter((node): node is Paragraph => node.type === 'paragraph');
    const typeLine = paragraphs[0];
    const argumentsLine = paragraphs.find((paragraph) => text(paragraph).startsWith('Arguments:'));
    docs.set(title, {
      type: typeLine ? inlineCodes(typeLine)[0]?.replace(/\s*\(deprecated\)$/, '') : undefined,
      deprecated: typeLine ? /\bdeprecated\b/i.test(text(typeLine)) : false,
      args: (argumentsLine ? inlineCodes(argumentsLine) : []).map((code) => {
        const [name, ...type] = code.split(':');
        return { name: name.trim(), type: type.join(':').trim() };
      }),
    });
  }
  return docs;
}
