import type { Root } from 'mdast';
import type { Anchor } from '../../../src/shared/content/types.ts';
import { parseMarkdown } from '../2-mdx/parse.ts';
import { collectHeadings } from '../2-mdx/slug.ts';
import { checkCodeBlocks, type CodeBlockProblem } from './code-blocks.ts';
import { internalLinks, type LinkReference } from './links.ts';
import { teaserOf } from './teaser.ts';
import { searchRecordsOf, type SearchRecord } from '../4-search/records.ts';

/** What the index needs from a page's markdown: the costly part, cached by content. */
export interface PageAnalysis {
  anchors: Anchor[];
  /** Ids of every heading (all levels), for anchor checks. */
  ids: string[];
  links: LinkReference[];
  teaser: string;
  /** Code blocks without a language, or js/ts/json blocks that do not parse. */
  codeProblems: CodeBlockProblem[];
  /** The page's sections as the search index ships them. */
  search: SearchRecord[];
}

/** How to fix a page MDX cannot parse or compile. */
export const MDX_HINT =
  'in MDX, write `<`, `{` and `}` in prose inside backticks or escape them (&lt;); HTML comments must be {/* ... */}';

export type AnalysisResult = { ok: true; analysis: PageAnalysis } | { ok: false; line: number; message: string };

/** What the index needs from a parsed page (the tree as the parser made it, before any plugin ran). */
export function analyseTree(tree: Root): PageAnalysis {
  const headings = collectHeadings(tree);
  return {
    anchors: headings
      .filter((heading) => heading.level === 2 || heading.level === 3)
      .map(({ title, id, level }) => ({ title, id, level: level as 2 | 3 })),
    ids: headings.map((heading) => heading.id),
    links: internalLinks(tree),
    teaser: teaserOf(tree),
    codeProblems: checkCodeBlocks(tree),
    search: searchRecordsOf(tree),
  };
}

/** The result for a page the parser rejected (a VFileMessage-like error with `line` and `reason`). */
export function analysisFailure(error: unknown): AnalysisResult {
  const { line, reason, message } = error as { line?: number; reason?: string; message: string };
  return { ok: false, line: line ?? 1, message: reason ?? message };
}

/** Parses a page the way the MDX loader will and reads what the index needs, or the syntax error. */
export function analyseMarkdown(text: string, extension: '.md' | '.mdx'): AnalysisResult {
  try {
    return { ok: true, analysis: analyseTree(parseMarkdown(text, extension)) };
  } catch (error) {
    return analysisFailure(error);
  }
}
