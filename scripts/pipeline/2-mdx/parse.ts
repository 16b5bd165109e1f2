import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import type { Root } from 'mdast';

const mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm);
const mdParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm);

/**
 * Parses a page into mdast the same way the MDX loader does, so positions and headings seen at
 * build time match what the page renders. Throws a VFileMessage-like error with `line` on bad MDX.
 */
export function parseMarkdown(source: string, extension: '.md' | '.mdx'): Root {
  const parser = extension === '.md' ? mdParser : mdxParser;
  return parser.runSync(parser.parse(source)) as Root;
}
